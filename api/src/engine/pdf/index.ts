import type { Response } from 'express';
import { contentDisposition } from '../storage/storage.js';

export { A4, imageKind, PdfDocument } from './pdf-document.js';
export { storedImage } from './stored-image.js';
export type {
  PdfColumn,
  PdfDocumentOptions,
  PdfGridOptions,
  PdfLineOptions,
  PdfRectOptions,
  PdfTextOptions,
} from './pdf-document.js';

/**
 * Sends a generated PDF. `inline` (the default) opens it in the browser's viewer, where it can be printed;
 * `attachment` downloads it. Generated documents are never cached: a reprint must show the current state.
 */
export function sendPdf(
  res: Response,
  bytes: Uint8Array,
  fileName: string,
  disposition: 'inline' | 'attachment' = 'inline',
): void {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', contentDisposition(disposition, fileName));
  res.setHeader('Cache-Control', 'no-store');
  res.send(Buffer.from(bytes));
}
