import { chineseDate } from '@zhuxie/domain/time/date-formats';
import { PdfDocument } from '../../engine/pdf/index.js';
import type { ExpertAccount } from './expert.entity.js';

/** The card's page: 90 × 57 mm at twice the size of a bank card, so it prints legibly on A4 or card stock. */
export const EXPERT_CARD_PAGE = { width: 510, height: 323 } as const;

export interface ExpertCardData {
  expert: Pick<ExpertAccount, 'name' | 'unitName' | 'jobTitle' | 'cardCode' | 'expirationDate'>;
  association: string;
  /** The discipline's label (专业). */
  disciplineName: string;
  /** The expert's photo (PNG or JPEG), if any; else an empty frame marked 照片. */
  photo?: Uint8Array;
  /** The day the card is printed (YYYY-MM-DD, Beijing time). */
  printedOn: string;
  /** The open check of the card (证书查询 with its number), printed as a QR code under the photo. */
  verifyUrl?: string;
}

/** The path of the open check of an expert card: /mobile/licence-query?kind=expert&code=<card number>. */
export const EXPERT_CARD_VERIFY_PATH = '/mobile/licence-query';
export const expertCardVerifyUrl = (base: string, cardCode: string): string =>
  `${base.replace(/\/+$/, '')}${EXPERT_CARD_VERIFY_PATH}?kind=expert&code=${encodeURIComponent(cardCode)}`;

/**
 * The expert card (专家证) as a one-page PDF: the association's heading, the photo (or its frame), the expert's
 * name, discipline, title, unit, card number and validity, the QR code of its open check, and the day it was printed.
 */
export function expertCardPdf(data: ExpertCardData): Promise<Uint8Array> {
  const { expert } = data;
  const { width, height } = EXPERT_CARD_PAGE;
  const doc = new PdfDocument({ width, height, title: `专家证 ${expert.cardCode ?? expert.name}` });
  doc.rect(8, 8, width - 16, height - 16, { stroke: '#8b1a1a', width: 2 });
  doc.rect(0, 0, width, 64, { fill: '#8b1a1a' });
  doc.text(width / 2, 12, data.association, { size: 14, align: 'center', color: '#ffffff' });
  doc.text(width / 2, 32, '专家证', { size: 20, align: 'center', bold: true, color: '#ffffff' });
  const photo = { x: 30, y: 80, w: 102, h: 136 };
  if (data.photo) doc.image(photo.x, photo.y, photo.w, photo.h, data.photo);
  else {
    doc.rect(photo.x, photo.y, photo.w, photo.h, { stroke: '#999999', width: 1, fill: '#f5f5f5' });
    doc.text(photo.x + photo.w / 2, photo.y + photo.h / 2 - 8, '照片', { size: 14, align: 'center', color: '#999999' });
  }
  if (data.verifyUrl) doc.qr(photo.x + (photo.w - 76) / 2, photo.y + photo.h + 8, 76, data.verifyUrl, { link: true });
  const validity = expert.expirationDate ? `${chineseDate(expert.expirationDate)}` : '长期有效';
  const rows: [string, string][] = [
    ['姓　　名', expert.name],
    ['专　　业', data.disciplineName],
    ['职　　称', expert.jobTitle ?? ''],
    ['工作单位', expert.unitName],
    ['证　　号', expert.cardCode ?? ''],
    ['有效期至', validity],
  ];
  let y = 88;
  const left = 165;
  for (const [label, value] of rows) {
    doc.text(left, y, label, { size: 12, bold: true, color: '#333333' });
    y = Math.max(y + 25, doc.paragraph(left + 64, y, width - left - 64 - 24, value, { size: 12, lineHeight: 1.3 }) + 8);
  }
  doc.text(width - 24, height - 36, `打印日期：${chineseDate(data.printedOn)}`, {
    size: 9,
    align: 'right',
    color: '#666666',
  });
  return doc.toBytes();
}
