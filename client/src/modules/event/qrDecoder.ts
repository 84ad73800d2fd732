/**
 * The WebAssembly QR decoder (zxing-wasm, its reader build) for browsers without `BarcodeDetector` (Safari,
 * Firefox). Loaded lazily by ScanButton; the .wasm file is one of our own build's assets (no CDN, works offline).
 */
import { prepareZXingModule } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

prepareZXingModule({
  overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
});

export { decodeQr } from './qrDecode';
