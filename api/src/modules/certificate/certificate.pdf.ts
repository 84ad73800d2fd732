import { chineseDate } from '@zhuxie/domain/time/date-formats';
import { PdfDocument } from '../../engine/pdf/index.js';
import type { CertificateModel, MemberCertificate } from './certificate.entity.js';

/** A4 landscape in points. */
export const CERTIFICATE_PAGE = { width: 842, height: 595 } as const;

/** yyyy-MM-dd -> yyyy 年 MM 月 dd 日 (SPEC section 9). */
export { chineseDate };

/** The text each field of a model prints for a certificate (qr has none: it is drawn). */
export function certificateTexts(
  cert: Pick<MemberCertificate, 'unitName' | 'creditCode' | 'number' | 'validFrom' | 'validTo' | 'issueDate'>,
  model: Pick<CertificateModel, 'heading' | 'issuer'>,
  levelName: string,
): Record<string, string> {
  return {
    heading: model.heading,
    unitName: cert.unitName,
    creditCode: `统一社会信用代码：${cert.creditCode}`,
    memberLevel: levelName,
    number: `证书编号：${cert.number}`,
    validity: `有效期：${chineseDate(cert.validFrom)} 至 ${chineseDate(cert.validTo)}`,
    issueDate: `发证日期：${chineseDate(cert.issueDate)}`,
    issuer: model.issuer,
  };
}

/**
 * The certificate as a one-page A4 landscape PDF, drawn as the print view draws it (CertificatePreview in the
 * client): the model's background image stretched over the page, the double frame, each field of the model's
 * layout at its position (the heading in bold) and the QR code leading to the verification page. A revoked
 * certificate carries 已撤销 across the page.
 */
export function certificatePdf(
  cert: MemberCertificate,
  model: CertificateModel,
  levelName: string,
  url: string,
  background?: Uint8Array,
): Promise<Uint8Array> {
  const doc = new PdfDocument({
    width: CERTIFICATE_PAGE.width,
    height: CERTIFICATE_PAGE.height,
    title: `${model.heading} ${cert.number}`,
  });
  if (background) doc.image(0, 0, CERTIFICATE_PAGE.width, CERTIFICATE_PAGE.height, background);
  doc.rect(20, 20, CERTIFICATE_PAGE.width - 40, CERTIFICATE_PAGE.height - 40, { stroke: '#9a6b1f', width: 3 });
  doc.rect(30, 30, CERTIFICATE_PAGE.width - 60, CERTIFICATE_PAGE.height - 60, { stroke: '#9a6b1f', width: 1 });
  const texts = certificateTexts(cert, model, levelName);
  for (const item of model.layout) {
    if (item.field === 'qr') {
      doc.qr(item.x, item.y, item.size, url, { link: true });
      continue;
    }
    const text = texts[item.field];
    if (text)
      doc.text(item.x, item.y, text, {
        size: item.size,
        align: item.align as 'left' | 'center' | 'right',
        color: item.field === 'heading' ? '#8b1a1a' : '#222222',
        bold: item.field === 'heading',
      });
  }
  if (cert.status === 0)
    doc.text(CERTIFICATE_PAGE.width / 2, CERTIFICATE_PAGE.height / 2 - 30, '已撤销', {
      size: 60,
      align: 'center',
      color: '#c53030',
      bold: true,
    });
  return doc.toBytes();
}
