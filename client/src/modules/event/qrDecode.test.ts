import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { encode } from 'uqr';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule } from 'zxing-wasm/reader';
import { decodeQr, type Pixels } from './qrDecode';

/** The pixels of a QR code of `text` (4-module quiet zone, `scale` pixels per module), black on white. */
function qrPixels(text: string, scale = 4): Pixels {
  const { data } = encode(text, { border: 4 });
  const size = data.length * scale;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const at = ((y * scale + dy) * size + x * scale + dx) * 4;
          pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
        }
    }),
  );
  return { data: pixels, width: size, height: size };
}

describe('decodeQr (the zxing-wasm fallback for browsers without BarcodeDetector)', () => {
  beforeAll(async () => {
    // The browser fetches the .wasm from our own assets (qrDecoder.ts); here it is read from the package.
    const file = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const wasmBinary = (await readFile(file)).buffer as ArrayBuffer;
    await prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  });

  it('reads the sign-in number from a QR code image', async () => {
    expect(typeof (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector).toBe('undefined');
    expect(await decodeQr(qrPixels('0001'))).toBe('0001');
  });

  it('answers nothing for a picture without a code', async () => {
    const blank = { data: new Uint8ClampedArray(64 * 64 * 4).fill(255), width: 64, height: 64 };
    expect(await decodeQr(blank)).toBeUndefined();
  });
});
