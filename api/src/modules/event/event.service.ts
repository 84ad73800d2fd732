import { mailRegistration } from './event-mail.js';
import { emitRegistration } from './event-webhooks.js';
import { type FilterQuery, LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { renderSVG } from 'uqr';
import { requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { likeText } from '../../engine/crud/crud.service.js';
import { checkVersion } from '../../engine/crud/version.js';
import { type Page, pageOf, type PageRequest } from '../../engine/crud/paging.js';
import { badInput, duplicate, notFound } from '../../engine/errors/domain-error.js';
import { mobileError } from '@zhuxie/domain/rules/mobile';
import { checkMoney, formatMoney } from '@zhuxie/domain/rules/money';
import { nextSequence } from '../../engine/sequence/sequence.js';
import { TENANT_FILTER } from '../../db/filters.js';
import { DictBiz } from '../../engine/dict/dict.entity.js';
import { Event, EventRegistration } from './event.entity.js';
import { User } from '../../engine/auth/user.entity.js';
import type {
  AccommodationInput,
  CheckInInput,
  EventFilter,
  EventInput,
  EventRegistrationFilter,
  EventRegistrationInput,
} from './event.inputs.js';
import { limit } from '../../engine/limits/limit.js';
import {
  alreadyCheckedInMessage,
  cleanAnswers,
  EVENT_MESSAGES as M,
  EVENT_STATUS,
  type EventAction,
  formatSignInNumber,
  nextStatus,
  parseEventTime,
  registrationRefusal,
  transitionRefusal,
} from '@zhuxie/domain/event/event-rules';
import { findPage } from '../../engine/crud/find-page.js';

/** Staff menu 活动管理 (event_manage) and its buttons. */
export const EVENT_CODES = {
  view: 'event_manage',
  add: 'event_manage_add',
  edit: 'event_manage_edit',
  delete: 'event_manage_delete',
  release: 'event_manage_release',
  cancel: 'event_manage_cancel',
  export: 'event_manage_export',
} as const;
/** 会议报名 (conference registrations, accommodation) and 会议签到. */
export const CONFERENCE_CODES = {
  view: 'event_conference',
  edit: 'event_conference_edit',
  export: 'event_conference_export',
} as const;
export const CHECKIN_CODES = {
  view: 'event_checkin',
  checkIn: 'event_checkin_sign',
  export: 'event_checkin_export',
} as const;
/** Who may read events and their registrations. */
export const EVENT_READERS = [EVENT_CODES.view, CONFERENCE_CODES.view, CHECKIN_CODES.view];

export const CUSTOM_OPTIONS_DICT = 'event_register_custom_options';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface CustomOption {
  key: string;
  label: string;
}
export interface PublicEventView {
  event: Event;
  options: CustomOption[];
  registered: number;
}
export interface RegistrationReceipt {
  id: string;
  eventId: string;
  eventTitle: string;
  name: string;
  signInNumber: string;
  qrSvg: string;
}

/** The QR code of a sign-in number as an SVG document (the check-in screen reads the number). */
export const signInQr = (signInNumber: string) => renderSVG(signInNumber, { border: 2 });

const tenantOf = (tenantId: string) => ({ filters: { [TENANT_FILTER]: { tenantId } } });

/** A registration of the signed-in user with its event (the mobile meeting pages). */
export interface MyRegistrationView {
  registration: EventRegistration;
  event: Event;
}

export interface EventStatisticsRow {
  eventId: string;
  title: string;
  startTime: Date;
  capacity: number;
  registered: number;
  checkedIn: number;
}

class EventService {
  /** The next released events that have not started yet, soonest first (the home page's 近期活动). */
  upcoming(ctx: RequestContext, count: number): Promise<Event[]> {
    return ctx.em.find(
      Event,
      { status: EVENT_STATUS.released, startTime: { $gte: new Date() } },
      { orderBy: { startTime: 'asc', id: 'asc' }, limit: count },
    );
  }

  where(filter: EventFilter = {}): FilterQuery<Event> {
    const where: Record<string, unknown> = { status: { $ne: EVENT_STATUS.removed } };
    if (filter.title?.trim()) where.title = { $ilike: likeText(filter.title.trim()) };
    if (filter.type) where.type = filter.type;
    if (filter.status != null) where.status = filter.status;
    return where as FilterQuery<Event>;
  }

  async list(ctx: RequestContext, req: PageRequest, filter?: EventFilter): Promise<Page<Event>> {
    const [records, total] = await findPage(ctx.em, Event, this.where(filter), {
      orderBy: [{ startTime: 'desc' }, { id: 'desc' }],
      limit: req.size,
      offset: (req.current - 1) * req.size,
    });
    return pageOf(records, total, req);
  }

  async detail(ctx: RequestContext, id: string): Promise<Event> {
    const found = await ctx.em.findOne(Event, { id, status: { $ne: EVENT_STATUS.removed } });
    if (!found) throw notFound(M.notFound);
    return found;
  }

  private times(input: EventInput) {
    const startTime = parseEventTime(input.startTime);
    if (!startTime) throw badInput(M.startRequired, [{ field: 'startTime', message: M.startRequired }]);
    const endTime = parseEventTime(input.endTime);
    if (!endTime) throw badInput(M.endRequired, [{ field: 'endTime', message: M.endRequired }]);
    if (endTime < startTime) throw badInput(M.endBeforeStart, [{ field: 'endTime', message: M.endBeforeStart }]);
    const deadlineText = input.registrationDeadline?.trim();
    const registrationDeadline = deadlineText ? parseEventTime(deadlineText) : undefined;
    if (deadlineText && !registrationDeadline)
      throw badInput('报名截止时间格式不正确', [{ field: 'registrationDeadline', message: '报名截止时间格式不正确' }]);
    if (registrationDeadline && registrationDeadline > endTime)
      throw badInput(M.deadlineAfterEnd, [{ field: 'registrationDeadline', message: M.deadlineAfterEnd }]);
    return { startTime, endTime, registrationDeadline };
  }

  /** Creates a draft (no id) or updates a draft (id and version). */
  async submit(ctx: RequestContext, input: EventInput): Promise<{ entity: Event; created: boolean }> {
    const times = this.times(input);
    const feeText = input.fee?.trim() || '0';
    const feeError = checkMoney(feeText);
    if (feeError) throw badInput(feeError, [{ field: 'fee', message: feeError }]);
    let entity: Event;
    const created = !input.id;
    if (input.id) {
      entity = await this.detail(ctx, input.id);
      const refusal = transitionRefusal(entity.status, 'submit');
      if (refusal) throw badInput(refusal);
      checkVersion(ctx, entity, input.version);
      entity.updateUser = ctx.userId;
    } else {
      entity = ctx.em.create(Event, {
        tenantId: ctx.tenantId,
        createUser: ctx.userId,
        createDept: ctx.user?.deptId,
        title: '',
        venue: '',
        startTime: times.startTime,
        endTime: times.endTime,
      });
    }
    entity.title = input.title.trim();
    entity.type = input.type;
    entity.venue = input.venue.trim();
    entity.startTime = times.startTime;
    entity.endTime = times.endTime;
    entity.registrationDeadline = times.registrationDeadline ?? undefined;
    entity.capacity = input.capacity ?? 0;
    entity.fee = formatMoney(feeText);
    entity.agenda = input.agenda?.trim() || undefined;
    entity.description = input.description?.trim() || undefined;
    await ctx.em.flush();
    return { entity, created };
  }

  private async transition(ctx: RequestContext, event: Event, action: EventAction): Promise<Event> {
    const refusal = transitionRefusal(event.status, action);
    if (refusal) throw badInput(refusal);
    event.status = nextStatus(event.status, action)!;
    if (action === 'release') event.releaseTime = new Date();
    event.updateUser = ctx.userId;
    return event;
  }

  async release(ctx: RequestContext, id: string): Promise<Event> {
    const event = await this.transition(ctx, await this.detail(ctx, id), 'release');
    await ctx.em.flush();
    return event;
  }

  async cancel(ctx: RequestContext, id: string): Promise<Event> {
    const event = await this.transition(ctx, await this.detail(ctx, id), 'cancel');
    await ctx.em.flush();
    return event;
  }

  /** Removes drafts and cancelled events (status 3); all or none. */
  async remove(ctx: RequestContext, ids: string[]): Promise<number> {
    if (!ids.length) throw badInput(M.noSelection);
    const events = await ctx.em.find(Event, { id: { $in: ids }, status: { $ne: EVENT_STATUS.removed } });
    if (events.length !== new Set(ids).size) throw notFound(M.notFound);
    for (const e of events) await this.transition(ctx, e, 'remove');
    await ctx.em.flush();
    return events.length;
  }

  // ---- registrations ---------------------------------------------------------------------------------------

  /** The custom options of a tenant (business dictionary event_register_custom_options), in order. */
  async customOptions(ctx: RequestContext, tenantId = ctx.tenantId): Promise<CustomOption[]> {
    const items = await ctx.em.find(
      DictBiz,
      { code: CUSTOM_OPTIONS_DICT, parentId: { $ne: null } },
      { ...tenantOf(tenantId), orderBy: [{ sort: 'asc' }, { dictKey: 'asc' }] },
    );
    return items.filter((i) => i.dictKey).map((i) => ({ key: i.dictKey!, label: i.dictValue }));
  }

  /** What the open registration page shows: a released, cancelled or closed event (not drafts nor removed ones). */
  async publicEvent(ctx: RequestContext, id: string): Promise<PublicEventView> {
    const event = await ctx.em.findOne(Event, { id }, { filters: { [TENANT_FILTER]: false } });
    if (!event || event.status === EVENT_STATUS.draft || event.status === EVENT_STATUS.removed)
      throw notFound(M.notFound);
    const [options, registered] = await Promise.all([
      this.customOptions(ctx, event.tenantId),
      ctx.em.count(EventRegistration, { eventId: event.id }, tenantOf(event.tenantId)),
    ]);
    return { event, options, registered };
  }

  /**
   * Registers a visitor (no login): the event row is locked for the transaction, so capacity holds under
   * concurrent registrations; the sign-in number is the event's next sequence number.
   */
  async register(ctx: RequestContext, input: EventRegistrationInput): Promise<RegistrationReceipt> {
    await limit(ctx, 'eventRegisterIp', ctx.ip ?? 'unknown');
    const mobile = String(input.mobile ?? '').trim();
    const mobileMessage = mobileError(mobile);
    if (mobileMessage) throw badInput(mobileMessage, [{ field: 'mobile', message: mobileMessage }]);
    const probe = await ctx.em.findOne(Event, { id: input.eventId }, { filters: { [TENANT_FILTER]: false } });
    if (!probe || probe.status === EVENT_STATUS.removed) throw notFound(M.notFound);
    const tenantId = probe.tenantId;
    const options = await this.customOptions(ctx, tenantId);
    const { answers, error } = cleanAnswers(
      Object.fromEntries((input.answers ?? []).map((a) => [String(a?.key ?? ''), a?.value])),
      options.map((o) => o.key),
    );
    if (error) throw badInput(error, [{ field: 'answers', message: error }]);
    try {
      const reg = await ctx.em.transactional(async (em) => {
        const event = await em.findOneOrFail(
          Event,
          { id: probe.id },
          { ...tenantOf(tenantId), lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        const [registered, existing] = await Promise.all([
          em.count(EventRegistration, { eventId: event.id }, tenantOf(tenantId)),
          em.count(EventRegistration, { eventId: event.id, mobile }, tenantOf(tenantId)),
        ]);
        const refusal = registrationRefusal({ ...event, registered, alreadyRegistered: existing > 0 }, new Date());
        if (refusal) throw badInput(refusal);
        const seq = await nextSequence(em, tenantId, `event_signin:${event.id}`, 0);
        const created = em.create(EventRegistration, {
          tenantId,
          createUser: ctx.userId,
          eventId: event.id,
          name: input.name.trim(),
          mobile,
          unit: input.unit.trim(),
          post: input.post?.trim() || undefined,
          answers,
          seq,
          signInNumber: formatSignInNumber(seq),
        });
        // The registration is accepted at once: a registrant with an account is told so by email.
        await mailRegistration(em, tenantId, event, created);
        await emitRegistration(em, tenantId, event, created);
        return created;
      });
      return {
        id: reg.id,
        eventId: probe.id,
        eventTitle: probe.title,
        name: reg.name,
        signInNumber: reg.signInNumber,
        qrSvg: signInQr(reg.signInNumber),
      };
    } catch (e) {
      if (e instanceof UniqueConstraintViolationException) throw duplicate(M.duplicate, 'mobile');
      throw e;
    }
  }

  /**
   * The released events whose registration is still open (deadline, else end, not passed), soonest first, with
   * their registered counts and the custom options: what a signed-in user may register for on the phone.
   */
  async openForRegistration(ctx: RequestContext): Promise<PublicEventView[]> {
    requireUser(ctx);
    const now = new Date();
    const events = await ctx.em.find(
      Event,
      {
        status: EVENT_STATUS.released,
        $or: [{ registrationDeadline: { $gte: now } }, { registrationDeadline: null, endTime: { $gte: now } }],
      },
      { orderBy: { startTime: 'asc', id: 'asc' }, limit: 50 },
    );
    if (!events.length) return [];
    // The registered counts of all of them in one grouped statement.
    const [options, counts] = await Promise.all([
      this.customOptions(ctx),
      ctx.em.execute<{ event_id: string; n: string | number }[]>(
        `select event_id, count(*) as n from lnjzxh_event_registration
         where tenant_id = ? and is_deleted = 0 and event_id in (${events.map(() => '?').join(', ')})
         group by event_id`,
        [ctx.tenantId, ...events.map((e) => e.id)],
      ),
    ]);
    const registered = new Map(counts.map((c) => [c.event_id, Number(c.n)]));
    return events.map((event) => ({ event, options, registered: registered.get(event.id) ?? 0 }));
  }

  /**
   * The signed-in user's own registrations (those they made while signed in, and those made without login with
   * their account's mobile number), with their events (drafts and removed events left out), latest event first; one event's only
   * when eventId is given.
   */
  async mine(ctx: RequestContext, eventId?: string | null): Promise<MyRegistrationView[]> {
    const user = requireUser(ctx);
    const account = await ctx.em.findOne(User, { id: user.id }, { fields: ['phone'] });
    const phone = account?.phone?.trim();
    const who: FilterQuery<EventRegistration>[] = [{ createUser: user.id }];
    // A visitor's registration (made without login) with the account's mobile is theirs too; one that another
    // signed-in user made stays that user's, so setting one's phone to someone else's number shows nothing of theirs.
    if (phone && !mobileError(phone)) who.push({ mobile: phone, createUser: null });
    const where: Record<string, unknown> = { $or: who };
    if (eventId) where.eventId = eventId;
    const regs = await ctx.em.find(EventRegistration, where as FilterQuery<EventRegistration>, {
      orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
      limit: 200,
    });
    if (!regs.length) return [];
    const events = await ctx.em.find(Event, {
      id: { $in: [...new Set(regs.map((r) => r.eventId))] },
      status: { $nin: [EVENT_STATUS.draft, EVENT_STATUS.removed] },
    });
    const byId = new Map(events.map((e) => [e.id, e]));
    return regs
      .filter((r) => byId.has(r.eventId))
      .map((registration) => ({ registration, event: byId.get(registration.eventId)! }))
      .sort((a, b) => b.event.startTime.getTime() - a.event.startTime.getTime());
  }

  registrationWhere(filter: EventRegistrationFilter): FilterQuery<EventRegistration> {
    const where: Record<string, unknown> = { eventId: filter.eventId };
    const k = filter.keyword?.trim();
    if (k) where.$or = ['name', 'mobile', 'unit', 'signInNumber'].map((f) => ({ [f]: { $ilike: likeText(k) } }));
    if (filter.checkedIn === true) where.checkInTime = { $ne: null };
    if (filter.checkedIn === false) where.checkInTime = null;
    return where as FilterQuery<EventRegistration>;
  }

  /** Staff list of an event's registrations, by sign-in number. */
  async registrations(
    ctx: RequestContext,
    req: PageRequest,
    filter: EventRegistrationFilter,
  ): Promise<Page<EventRegistration>> {
    requireUser(ctx);
    await this.detail(ctx, filter.eventId);
    const [records, total] = await findPage(ctx.em, EventRegistration, this.registrationWhere(filter), {
      orderBy: [{ seq: 'asc' }, { id: 'asc' }],
      limit: req.size,
      offset: (req.current - 1) * req.size,
    });
    return pageOf(records, total, req);
  }

  /** Every registration of an event (exports), by sign-in number. */
  async allRegistrations(ctx: RequestContext, filter: EventRegistrationFilter): Promise<EventRegistration[]> {
    await this.detail(ctx, filter.eventId);
    return ctx.em.find(EventRegistration, this.registrationWhere(filter), {
      orderBy: [{ seq: 'asc' }, { id: 'asc' }],
      limit: 50_000,
    });
  }

  /** Accommodation of a conference registration (hotel, room type, dates, sharing with). */
  async updateAccommodation(ctx: RequestContext, input: AccommodationInput): Promise<EventRegistration> {
    const reg = await ctx.em.findOne(EventRegistration, { id: input.id });
    if (!reg) throw notFound(M.registrationNotFound);
    const event = await this.detail(ctx, reg.eventId);
    if (event.type !== 'conference') throw badInput(M.notConference);
    const inDate = input.checkInDate?.trim() || undefined;
    const outDate = input.checkOutDate?.trim() || undefined;
    for (const [field, v] of [
      ['checkInDate', inDate],
      ['checkOutDate', outDate],
    ] as const) {
      if (v && !DATE.test(v)) throw badInput(M.dateInvalid, [{ field, message: M.dateInvalid }]);
    }
    if (inDate && outDate && outDate < inDate)
      throw badInput(M.checkOutBeforeCheckIn, [{ field: 'checkOutDate', message: M.checkOutBeforeCheckIn }]);
    reg.hotel = input.hotel?.trim() || undefined;
    reg.roomType = input.roomType?.trim() || undefined;
    reg.checkInDate = inDate;
    reg.checkOutDate = outDate;
    reg.sharingWith = input.sharingWith?.trim() || undefined;
    reg.updateUser = ctx.userId;
    await ctx.em.flush();
    return reg;
  }

  /** Checks a registration in by its sign-in number; a second check-in is refused with the time of the first. */
  async checkIn(ctx: RequestContext, input: CheckInInput): Promise<EventRegistration> {
    await this.detail(ctx, input.eventId);
    const number = input.signInNumber.trim();
    const reg = await ctx.em.findOne(EventRegistration, { eventId: input.eventId, signInNumber: number });
    if (!reg) throw notFound(M.signInNotFound);
    if (reg.checkInTime) throw badInput(alreadyCheckedInMessage(reg.checkInTime));
    // Conditional update: of two staff checking the same person in at once, one wins.
    const now = new Date();
    const changed = await ctx.em.nativeUpdate(
      EventRegistration,
      { id: reg.id, checkInTime: null },
      { checkInTime: now, updateUser: ctx.userId },
    );
    await ctx.em.refresh(reg);
    if (!changed && reg.checkInTime) throw badInput(alreadyCheckedInMessage(reg.checkInTime));
    return reg;
  }

  async stats(
    ctx: RequestContext,
    eventId: string,
  ): Promise<{ eventId: string; registered: number; checkedIn: number; capacity: number }> {
    const event = await this.detail(ctx, eventId);
    const [registered, checkedIn] = await Promise.all([
      ctx.em.count(EventRegistration, { eventId }),
      ctx.em.count(EventRegistration, { eventId, checkInTime: { $ne: null } }),
    ]);
    return { eventId, registered, checkedIn, capacity: event.capacity };
  }

  /**
   * 活动统计: registered and checked-in counts of the latest events (newest start first; removed events left out),
   * counted by the database in one grouped query rather than over the registrations in memory.
   */
  async statistics(ctx: RequestContext, limit = 12): Promise<EventStatisticsRow[]> {
    const rows = await ctx.em.execute<
      {
        id: string;
        title: string;
        start_time: Date | string;
        capacity: number;
        registered: string | number;
        checked_in: string | number;
      }[]
    >(
      `select e.id, e.title, e.start_time, e.capacity, count(r.id) as registered, count(r.check_in_time) as checked_in
       from lnjzxh_event e
       left join lnjzxh_event_registration r on r.event_id = e.id and r.tenant_id = e.tenant_id and r.is_deleted = 0
       where e.tenant_id = ? and e.is_deleted = 0 and e.status <> ?
       group by e.id, e.title, e.start_time, e.capacity
       order by e.start_time desc, e.id desc
       limit ?`,
      [ctx.tenantId, EVENT_STATUS.removed, Math.max(1, Math.min(limit, 50))],
    );
    return rows.map((r) => ({
      eventId: r.id,
      title: r.title,
      startTime: new Date(r.start_time),
      capacity: Number(r.capacity),
      registered: Number(r.registered),
      checkedIn: Number(r.checked_in),
    }));
  }
}

export const eventService = new EventService();
