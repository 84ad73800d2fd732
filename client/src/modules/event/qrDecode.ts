import { readBarcodes } from 'zxing-wasm/reader';

/** Pixels of one camera frame or picture (an ImageData, or anything shaped like one). */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The text of the first valid QR code in the pixels or the picture file, if any. */
export async function decodeQr(source: Pixels | Blob): Promise<string | undefined> {
  const results = await readBarcodes(source as ImageData | Blob, {
    formats: ['QRCode'],
    tryHarder: true,
    maxNumberOfSymbols: 1,
  });
  const hit = results.find((r) => r.isValid && r.text);
  return hit?.text.trim() || undefined;
}
