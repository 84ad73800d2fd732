import type { SqlEntityManager } from '@mikro-orm/sql';
import { EVENT_STATUS } from '@zhuxie/domain/event/event-rules';
import { TENANT_FILTER } from '../../db/filters.js';
import { Event } from './event.entity.js';

/** Demo data: a conference open for registration in three weeks, and a training held last month. */
export async function seedDemoEvents(em: SqlEntityManager, tenantId: string): Promise<void> {
  if (await em.count(Event, {}, { filters: { [TENANT_FILTER]: { tenantId } } })) return;
  const day = 24 * 60 * 60 * 1000;
  // Whole hours, so the times read as a program would state them.
  const at = (days: number, hour: number) =>
    new Date(Math.floor((Date.now() + days * day) / day) * day + (hour - 8) * 60 * 60 * 1000);
  em.create(Event, {
    tenantId,
    title: '年度会员大会暨行业高质量发展论坛（演示）',
    type: 'conference',
    venue: '沈阳市和平区会议中心',
    startTime: at(21, 9),
    endTime: at(22, 17),
    registrationDeadline: at(18, 18),
    capacity: 100,
    fee: '0.00',
    agenda: '09:00 开幕致辞\n10:00 年度工作报告\n14:00 行业高质量发展论坛',
    description: '全体会员单位参加的年度大会，会议期间提供住宿和用餐。',
    status: EVENT_STATUS.released,
    releaseTime: new Date(),
  });
  em.create(Event, {
    tenantId,
    title: '建筑施工安全标准化培训（演示）',
    type: 'event',
    venue: '大连市中山区培训中心',
    startTime: at(-30, 9),
    endTime: at(-30, 16),
    capacity: 60,
    fee: '200.00',
    description: '面向会员单位安全管理人员的专题培训。',
    status: EVENT_STATUS.released,
    releaseTime: new Date(Date.now() - 45 * day),
  });
  await em.flush();
}
