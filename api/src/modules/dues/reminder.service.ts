import type { FilterQuery, MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { daysOverdue, overdueText, parseReminderSteps, reachedStep } from '@zhuxie/domain/dues/arrears-aging';
import { formatMoney } from '@zhuxie/domain/rules/money';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { TENANT_FILTER } from '../../db/filters.js';
import { requirePermission } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import type { Page, PageRequest } from '../../engine/crud/paging.js';
import { findPage } from '../../engine/crud/find-page.js';
import { badInput } from '../../engine/errors/domain-error.js';
import { inboxService } from '../../engine/inbox/inbox.service.js';
import { mailService } from '../../engine/mail/mail.service.js';
import { sms } from '../../engine/mail/sms.js';
import type { Logger } from '../../engine/log/logger.js';
import { memberUnitService } from '../member/index.js';
import { paramService } from '../system/index.js';
import { DuesPeriod, DuesReminder, PERIOD_STATUS, REMINDER_STATUS } from './dues.entity.js';
import { DUES_MAIL } from './dues-mail.js';
import { MEMBER_PHONE_PARAM } from './arrears.service.js';

/** The parameter naming the aging steps that remind (0 已到期, 30, 60, 90 days overdue); default all four. */
export const REMINDER_STEPS_PARAM = 'dues.reminder.steps';
export const DEFAULT_REMINDER_STEPS = '0,30,60,90';
/** The daily run: 09:00 Beijing time (job schedules are on the association's clock). */
export const DUES_REMINDER_CRON = '0 9 * * *';

export const REMINDER_NOTES = {
  noSmtp: '未配置邮件服务',
  noEmail: '单位未填写邮箱',
  noSms: '未配置短信服务',
  noMobile: '单位未填写联系人手机',
  noAccount: '单位没有会员账号',
} as const;

export interface ReminderRun {
  /** Periods reminded in this run (one step each). */
  reminded: number;
}

export interface DuesReminderFilter {
  unitId?: string | null;
  year?: number | null;
}

/**
 * Arrears reminders (欠费提醒): every day, each unpaid dues period that has reached a chosen aging step gets one
 * reminder for the latest step reached, by email to the unit's contact, SMS to the contact's mobile and an in-app
 * message to the unit's account; each channel's outcome is logged (DuesReminder), and a step already logged is
 * never sent again. Paid periods are not looked at, so a unit that paid gets nothing.
 */
export const reminderService = {
  /** Runs the reminders of every tenant (the daily job) for `today` (a Beijing date). */
  async runAll(orm: MikroORM, log: Logger, today = todayIn()): Promise<ReminderRun> {
    const em = orm.em.fork() as SqlEntityManager;
    const rows = await em
      .createQueryBuilder(DuesPeriod)
      .select('tenantId', true)
      .where({ status: PERIOD_STATUS.unpaid, dueDate: { $lte: today }, isDeleted: 0 })
      .getResultList();
    let reminded = 0;
    for (const { tenantId } of rows) {
      try {
        reminded += (await this.runTenant(orm.em.fork() as SqlEntityManager, tenantId, today)).reminded;
      } catch (err) {
        log.error({ err, tenantId }, 'dues reminders of a tenant failed');
      }
    }
    if (reminded) log.info({ reminded, today }, 'dues arrears reminders made');
    return { reminded };
  },

  /** The reminders of one tenant. */
  async runTenant(em: SqlEntityManager, tenantId: string, today = todayIn()): Promise<ReminderRun> {
    em.setFilterParams(TENANT_FILTER, { tenantId });
    const { steps } = parseReminderSteps(
      (await paramService.valueInTenant(em, tenantId, REMINDER_STEPS_PARAM)) ?? DEFAULT_REMINDER_STEPS,
    );
    if (!steps.length) return { reminded: 0 };
    const periods = await em.find(
      DuesPeriod,
      { status: PERIOD_STATUS.unpaid, dueDate: { $lte: today } },
      { orderBy: { unitId: 'asc', year: 'asc' } },
    );
    if (!periods.length) return { reminded: 0 };
    const done = await em.find(
      DuesReminder,
      { periodId: { $in: periods.map((p) => p.id) } },
      { fields: ['periodId', 'step'] },
    );
    const logged = new Set(done.map((r) => `${r.periodId}:${r.step}`));
    const units = new Map((await memberUnitService.activeUnitsInTenant(em, tenantId)).map((u) => [u.id, u]));
    const phone = (await paramService.valueInTenant(em, tenantId, MEMBER_PHONE_PARAM))?.trim();
    let reminded = 0;
    for (const period of periods) {
      const unit = units.get(period.unitId);
      if (!unit) continue; // a disabled or removed unit
      const days = daysOverdue(period.dueDate, today);
      const step = reachedStep(days, steps);
      if (step === undefined || logged.has(`${period.id}:${step}`)) continue;
      const late = overdueText(days!);
      const base = {
        tenantId,
        unitId: unit.id,
        unitName: unit.name,
        periodId: period.id,
        year: period.year,
        dueDate: period.dueDate,
        step,
        daysOverdue: days!,
      };
      const logs: Partial<DuesReminder>[] = [];
      // Email to the unit's contact address (sent by the mail job; its own log says when).
      const vars = {
        unit: unit.name,
        year: period.year,
        amount: formatMoney(period.amount, { thousands: true }),
        dueDate: period.dueDate,
        overdue: late,
        overdueEn: days! <= 0 ? 'due today' : `${days} days overdue`,
        phone: phone ? `，或致电会员部 ${phone}` : '',
      };
      if (!mailService.enabled)
        logs.push({ channel: 'email', status: REMINDER_STATUS.skipped, note: REMINDER_NOTES.noSmtp });
      else if (mailService.sendTo(em, tenantId, unit.email, DUES_MAIL.arrears, vars))
        logs.push({ channel: 'email', status: REMINDER_STATUS.sent, recipient: unit.email });
      else logs.push({ channel: 'email', status: REMINDER_STATUS.skipped, note: REMINDER_NOTES.noEmail });
      // SMS to the contact's mobile, through the configured gateway only.
      const text = `【${unit.name}】${period.year}年度会费${late}，请尽快缴纳${phone ? `，咨询电话${phone}` : ''}。`;
      const sender = sms.sender;
      if (!sender) logs.push({ channel: 'sms', status: REMINDER_STATUS.skipped, note: REMINDER_NOTES.noSms });
      else if (!unit.contactMobile)
        logs.push({ channel: 'sms', status: REMINDER_STATUS.skipped, note: REMINDER_NOTES.noMobile });
      else {
        try {
          await sender.send(unit.contactMobile, text);
          logs.push({ channel: 'sms', status: REMINDER_STATUS.sent, recipient: unit.contactMobile });
        } catch (err) {
          const note = (err instanceof Error ? err.message : String(err)).slice(0, 255);
          logs.push({ channel: 'sms', status: REMINDER_STATUS.failed, recipient: unit.contactMobile, note });
        }
      }
      // In-app message to the unit's account.
      if (unit.userId) {
        inboxService.sendIn(em, tenantId, [unit.userId], {
          category: 'dues_arrears',
          title: `会费缴纳提醒：${period.year}年度会费${late}`,
          content: `${period.year}年度会费 ¥${vars.amount}元 应于 ${period.dueDate} 前缴纳，${late}，请尽快缴纳${vars.phone}`,
          link: '/cmsPages/memberPay',
        });
        logs.push({ channel: 'inbox', status: REMINDER_STATUS.sent, recipient: unit.userId });
      } else logs.push({ channel: 'inbox', status: REMINDER_STATUS.skipped, note: REMINDER_NOTES.noAccount });
      for (const entry of logs) em.create(DuesReminder, { ...base, ...entry } as DuesReminder);
      // One period at a time: its log, email and message are committed together.
      await em.flush();
      reminded++;
    }
    return { reminded };
  },

  /** Staff list of the reminders made (newest first), of one unit or year. */
  async list(ctx: RequestContext, req: PageRequest, filter: DuesReminderFilter = {}): Promise<Page<DuesReminder>> {
    requirePermission(ctx, 'member_pay');
    const where: Record<string, unknown> = {};
    if (filter.unitId) where.unitId = filter.unitId;
    if (filter.year != null) where.year = filter.year;
    const [records, total] = await findPage(ctx.em, DuesReminder, where as FilterQuery<DuesReminder>, {
      orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
      limit: req.size,
      offset: (req.current - 1) * req.size,
    });
    return { records, total, current: req.current, size: req.size, pages: Math.ceil(total / req.size) };
  },

  /** The steps that remind, as staff set them. */
  async steps(ctx: RequestContext): Promise<number[]> {
    requirePermission(ctx, 'member_pay');
    return parseReminderSteps(
      (await paramService.valueInTenant(ctx.em, ctx.tenantId, REMINDER_STEPS_PARAM)) ?? DEFAULT_REMINDER_STEPS,
    ).steps;
  },

  /** Staff set which aging steps remind (an empty list: none). */
  async setSteps(ctx: RequestContext, steps: number[]): Promise<number[]> {
    requirePermission(ctx, 'member_pay_edit');
    const parsed = parseReminderSteps(steps.join(','));
    if (parsed.error) throw badInput(parsed.error, [{ field: 'steps', message: parsed.error }]);
    await paramService.setValue(ctx, REMINDER_STEPS_PARAM, parsed.steps.join(',') || 'none', {
      paramName: '会费欠费提醒节点',
      remark: '逾期天数：0 到期、30、60、90，逗号分隔；none 不提醒',
    });
    await ctx.em.flush();
    return parsed.steps;
  },

  /** Staff run the reminders of their tenant now (the daily job does it by itself). */
  async runNow(ctx: RequestContext): Promise<ReminderRun> {
    requirePermission(ctx, 'member_pay_edit');
    return this.runTenant(ctx.em, ctx.tenantId);
  },
};
