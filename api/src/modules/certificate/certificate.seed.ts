import { crc32, deflateSync } from 'node:zlib';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { DEFAULT_LAYOUT } from '@zhuxie/domain/certificate/certificate-layout';
import { TENANT_FILTER } from '../../db/filters.js';
import type { DemoSeedServices } from '../../engine/module.js';
import { memberUnitService } from '../member/index.js';
import { CertificateModel, MODEL_STATUS } from './certificate.entity.js';
import { issueCertificates, validUntil } from './certificate.service.js';

/** The demo unit that holds the demo certificate (the unit of the demo company account huiyuan). */
export const DEMO_CERTIFICATE_UNIT = '示例建筑工程有限公司';
export const DEMO_CERTIFICATE_MODEL = '会员证书（演示）';

/** A PNG file of RGB pixels (8 bits a channel, no interlace). */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0, o = 0; y < height; y++) {
    raw[o++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw[o++] = r;
      raw[o++] = g;
      raw[o++] = b;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a: readonly number[], b: readonly number[], t: number): [number, number, number] =>
  [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as [number, number, number];

/**
 * The demo certificate background, A4 landscape (842 × 595, the page in points): warm paper darkening softly
 * towards the edges, a gold band with a fine inner line, gold corner rosettes and a faint seal ring in the middle.
 */
export function certificateBackground(width = 842, height = 595): Buffer {
  const paper = [252, 248, 236];
  const edge = [240, 228, 196];
  const gold = [184, 134, 43];
  const faint = [244, 233, 206];
  const corners = [
    [46, 46],
    [width - 47, 46],
    [46, height - 47],
    [width - 47, height - 47],
  ] as const;
  return encodePng(width, height, (x, y) => {
    const inset = Math.min(x, y, width - 1 - x, height - 1 - y);
    if (inset >= 12 && inset < 20) return mix(gold, [214, 176, 96], (inset - 12) / 8);
    if (inset === 26) return mix(gold, paper, 0.35);
    for (const [cx, cy] of corners) {
      const d = Math.hypot(x - cx, y - cy);
      if (d < 14) return mix(gold, paper, d < 6 ? 0 : 0.5);
      if (d >= 17 && d < 19) return mix(gold, paper, 0.3);
    }
    const ring = Math.hypot(x - width / 2, y - height / 2 - 10);
    if ((ring >= 150 && ring < 154) || (ring >= 160 && ring < 161)) return faint as [number, number, number];
    const dx = (x - width / 2) / (width / 2);
    const dy = (y - height / 2) / (height / 2);
    return mix(paper, edge, Math.min(1, (dx * dx + dy * dy) / 2) ** 1.5);
  });
}

/**
 * Demo data: a submitted certificate model with its background image (stored like an upload), so 生成证书 has
 * a model to choose, and a valid certificate of it for the demo company's unit.
 */
export async function seedDemoCertificates(
  em: SqlEntityManager,
  tenantId: string,
  services: DemoSeedServices,
): Promise<void> {
  const filters = { [TENANT_FILTER]: { tenantId } };
  if (await em.count(CertificateModel, {}, { filters })) return;
  const backgroundUrl = await services.storeFile(tenantId, '会员证书底图.png', certificateBackground());
  const model = em.create(CertificateModel, {
    tenantId,
    title: DEMO_CERTIFICATE_MODEL,
    heading: '会员证书',
    issuer: '辽宁省建筑业协会',
    numberPrefix: 'LNJX',
    validityYears: 1,
    layout: DEFAULT_LAYOUT.map((i) => ({ ...i })),
    backgroundUrl,
    status: MODEL_STATUS.submitted,
    remark: '演示数据',
  });
  await em.flush();
  const unit = (await memberUnitService.activeUnitsInTenant(em, tenantId)).find(
    (u) => u.name === DEMO_CERTIFICATE_UNIT,
  );
  if (!unit) return;
  const issueDate = todayIn();
  await em.transactional((tx) =>
    issueCertificates(tx, { tenantId }, model, [unit], {
      issueDate,
      validFrom: issueDate,
      validTo: validUntil(issueDate, model.validityYears),
    }),
  );
}
