/**
 * The layout of a new certificate model (A4 landscape, 842 × 595 points): every field a model may show, with its
 * position. Pure data, shared by the server (a model saved without a layout) and the model editor (the position a
 * newly shown field starts at).
 */
export interface LayoutItem {
  field: string;
  x: number;
  y: number;
  size: number;
  align: 'left' | 'center' | 'right';
}

export const DEFAULT_LAYOUT: readonly LayoutItem[] = [
  { field: 'heading', x: 421, y: 90, size: 40, align: 'center' },
  { field: 'unitName', x: 421, y: 200, size: 24, align: 'center' },
  { field: 'memberLevel', x: 421, y: 250, size: 18, align: 'center' },
  { field: 'creditCode', x: 421, y: 290, size: 12, align: 'center' },
  { field: 'number', x: 120, y: 440, size: 12, align: 'left' },
  { field: 'validity', x: 120, y: 465, size: 12, align: 'left' },
  { field: 'issuer', x: 720, y: 440, size: 14, align: 'right' },
  { field: 'issueDate', x: 720, y: 465, size: 12, align: 'right' },
  { field: 'qr', x: 380, y: 400, size: 80, align: 'left' },
];
