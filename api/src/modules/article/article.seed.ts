import type { SqlEntityManager } from '@mikro-orm/sql';
import { TENANT_FILTER } from '../../db/filters.js';
import { ARTICLE_STATUS, Article } from './article.entity.js';

/** Demo data: three published articles in different columns. */
export async function seedDemoArticles(em: SqlEntityManager, tenantId: string): Promise<void> {
  if (await em.count(Article, {}, { filters: { [TENANT_FILTER]: { tenantId } } })) return;
  const day = 24 * 60 * 60 * 1000;
  const rows = [
    {
      title: '协会召开年度理事会工作会议（演示）',
      category: '1',
      summary: '会议总结了上年度工作，部署了本年度重点任务。',
      content:
        '<p>会议总结了上年度协会工作，审议通过了本年度工作要点。</p><p>会议强调，要围绕会员服务、行业自律和评优评先三项重点开展工作。</p>',
      top: true,
      age: 3,
    },
    {
      title: '关于进一步加强建筑施工安全管理的指导意见（演示）',
      category: '2',
      summary: '解读建筑施工安全管理的最新要求。',
      content: '<p>为进一步落实安全生产责任制，现就加强建筑施工安全管理提出如下意见。</p>',
      top: false,
      age: 6,
    },
    {
      title: '全省建筑业产值保持稳定增长（演示）',
      category: '4',
      summary: '前三季度全省建筑业总产值同比增长。',
      content: '<p>据统计，前三季度全省建筑业总产值保持稳定增长，新签合同额稳步提升。</p>',
      top: false,
      age: 10,
    },
  ];
  for (const { age, ...row } of rows)
    em.create(Article, {
      tenantId,
      ...row,
      author: '协会秘书处',
      status: ARTICLE_STATUS.published,
      publishTime: new Date(Date.now() - age * day),
    });
  await em.flush();
}
