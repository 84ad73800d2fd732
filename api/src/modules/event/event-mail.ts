import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { EVENT_STATUS } from '@zhuxie/domain/event/event-rules';
import { formatDateTime } from '@zhuxie/domain/time/datetime';
import type { Logger } from '../../engine/log/logger.js';
import { registerNotificationKind, simpleKind } from '../../engine/mail/kinds.js';
import { mailService } from '../../engine/mail/mail.service.js';
import { Event, EventRegistration } from './event.entity.js';

/** Emails of events: a registration accepted, and a reminder before the event starts. */
export const EVENT_MAIL = { registered: 'event_registered', reminder: 'event_reminder' } as const;

/** The reminder goes out this long before the start (the hourly job picks events starting within it). */
export const EVENT_REMINDER_HOURS = 24;
export const EVENT_REMINDER_CRON = '0 * * * *';

registerNotificationKind(
  simpleKind(EVENT_MAIL.registered, true, {
    'zh-CN': {
      subject: '报名成功：{title}',
      text: '{name}，您好：\n您已成功报名「{title}」，签到号 {signInNumber}。\n时间：{start}\n地点：{venue}\n请凭签到号准时签到。',
    },
    en: {
      subject: 'Registration accepted: {title}',
      text: 'Dear {name},\nYour registration for "{title}" was accepted; your check-in number is {signInNumber}.\nTime: {start} (Beijing time)\nVenue: {venue}',
    },
  }),
);

registerNotificationKind(
  simpleKind(EVENT_MAIL.reminder, true, {
    'zh-CN': {
      subject: '活动提醒：{title} 将于 {start} 开始',
      text: '{name}，您好：\n您报名的「{title}」将于 {start} 在 {venue} 开始，签到号 {signInNumber}。\n请准时参加。',
    },
    en: {
      subject: 'Reminder: {title} starts at {start}',
      text: 'Dear {name},\n"{title}", which you registered for, starts at {start} (Beijing time) at {venue}. Your check-in number is {signInNumber}.',
    },
  }),
);

const varsOf = (event: Event, reg: EventRegistration) => ({
  title: event.title,
  name: reg.name,
  signInNumber: reg.signInNumber,
  start: formatDateTime(event.startTime).slice(0, 16),
  venue: event.venue,
});

/** Emails a registration made by a signed-in user (a visitor without an account has no address to mail). */
export async function mailRegistration(
  em: SqlEntityManager,
  tenantId: string,
  event: Event,
  reg: EventRegistration,
): Promise<void> {
  if (!reg.createUser) return;
  await mailService.notify(em, tenantId, [reg.createUser], EVENT_MAIL.registered, varsOf(event, reg));
}

/**
 * Reminds the registrants (those registered with an account) of every released event starting within the next
 * EVENT_REMINDER_HOURS; each event once (claimed by a conditional update, so two instances never both remind).
 */
export async function remindEvents(orm: MikroORM, log: Logger, now = new Date()): Promise<number> {
  if (!mailService.enabled) return 0;
  const em = orm.em.fork() as SqlEntityManager;
  const until = new Date(now.getTime() + EVENT_REMINDER_HOURS * 3600_000);
  const events = await em.find(
    Event,
    { status: EVENT_STATUS.released, startTime: { $gt: now, $lte: until }, remindedTime: null, isDeleted: 0 },
    { filters: false },
  );
  let mailed = 0;
  for (const event of events) {
    await em.transactional(async (tx) => {
      const claimed = await tx.nativeUpdate(Event, { id: event.id, remindedTime: null }, { remindedTime: now });
      if (claimed !== 1) return;
      const regs = await tx.find(
        EventRegistration,
        { tenantId: event.tenantId, eventId: event.id, createUser: { $ne: null }, isDeleted: 0 },
        { filters: false },
      );
      for (const reg of regs)
        mailed += await mailService.notify(
          tx,
          event.tenantId,
          [reg.createUser!],
          EVENT_MAIL.reminder,
          varsOf(event, reg),
        );
    });
  }
  if (mailed) log.info({ mailed, events: events.length }, 'event reminders queued');
  return mailed;
}
