import type { SqlEntityManager } from '@mikro-orm/sql';
import { TENANT_FILTER } from '../../db/filters.js';
import { NOTICE_STATUS, Notice } from './notice.entity.js';

/** Demo notices (demo data): two published, one draft. */
export async function seedDemoNotices(em: SqlEntityManager, tenantId: string): Promise<void> {
  if (await em.count(Notice, {}, { filters: { [TENANT_FILTER]: { tenantId } } })) return;
  const day = 24 * 60 * 60 * 1000;
  em.create(Notice, {
    tenantId,
    title: '关于开展 2026 年度会员单位信息核查的通知',
    category: '1',
    content: '各会员单位：\n请于本月底前登录会员中心核对单位信息，如有变更请提交信息变更申请。',
    status: NOTICE_STATUS.published,
    releaseTime: new Date(Date.now() - 2 * day),
  });
  em.create(Notice, {
    tenantId,
    title: '关于召开年度会员大会的通知',
    category: '2',
    content: '定于下月中旬召开年度会员大会，具体时间地点另行通知。',
    status: NOTICE_STATUS.published,
    releaseTime: new Date(Date.now() - day),
  });
  em.create(Notice, {
    tenantId,
    title: '建筑业高质量发展政策解读（草稿）',
    category: '4',
    content: '草稿：政策要点整理中。',
    status: NOTICE_STATUS.draft,
  });
  await em.flush();
}
