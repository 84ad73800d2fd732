import { formatSignInNumber } from '@zhuxie/domain/event/event-rules';
import { EVENT_STATUS, EVENT_TYPES } from '@zhuxie/domain/event/event-rules';
import { raiseSequence } from '../../engine/sequence/sequence.js';
import { ARTICLE_CATEGORY_DICTIONARY, htmlToText, safeUrl, sanitizeHtml } from '../article/index.js';
// Written directly, keeping their legacy content (the exception of dependency-cruiser's module-through-its-index
// that business.ts explains).
import { ARTICLE_STATUS, Article } from '../article/article.entity.js';
import { Event, EventRegistration } from '../event/event.entity.js';
import type { RunContext } from './importer.js';
import { loadOr, n, s, type TargetDef } from './target-def.js';

const WEB = new Set(['http', 'https']);
/** The sequence of an event's sign-in numbers (the event service's). */
const signInSequence = (eventId: string) => `event_signin:${eventId}`;

/** Events and conferences, their registrations (sign-in numbers kept) and the site's articles. */
export const ACTIVITY_TARGETS = {
  event: {
    fields: {
      title: { label: '活动名称', kind: 'text', max: 200, required: true },
      type: { label: '类型', kind: 'text', max: 16 },
      venue: { label: '地点', kind: 'text', max: 255, required: true },
      startTime: { label: '开始时间', kind: 'datetime', required: true },
      endTime: { label: '结束时间', kind: 'datetime', required: true },
      registrationDeadline: { label: '报名截止时间', kind: 'datetime' },
      capacity: { label: '人数上限', kind: 'int' },
      fee: { label: '费用', kind: 'money' },
      agenda: { label: '议程', kind: 'text' },
      description: { label: '活动介绍', kind: 'text' },
      status: { label: '状态', kind: 'int' },
      releaseTime: { label: '发布时间', kind: 'datetime' },
    },
    async check(_em, _tenantId, v) {
      if (v.type !== undefined && !(EVENT_TYPES as readonly string[]).includes(s(v.type)!))
        return { column: 'type', reason: `活动类型应为 ${EVENT_TYPES.join('、')} 之一，而不是 ${s(v.type)}` };
      if ((v.endTime as Date) < (v.startTime as Date)) return { column: 'endTime', reason: '结束时间早于开始时间' };
      if (v.status !== undefined && !Object.values(EVENT_STATUS).includes(n(v.status) as never))
        return { column: 'status', reason: `活动状态应为 0 草稿、1 已发布、2 已取消、3 已删除，而不是 ${s(v.status)}` };
      return undefined;
    },
    async apply(em, tenantId, v, targetId) {
      const event = await loadOr(em, Event, targetId, () =>
        em.create(Event, {
          tenantId,
          title: s(v.title)!,
          venue: s(v.venue)!,
          startTime: v.startTime as Date,
          endTime: v.endTime as Date,
        }),
      );
      Object.assign(event, {
        title: v.title,
        type: s(v.type) ?? 'event',
        venue: v.venue,
        startTime: v.startTime,
        endTime: v.endTime,
        registrationDeadline: v.registrationDeadline,
        capacity: n(v.capacity) ?? 0,
        fee: s(v.fee) ?? '0.00',
        agenda: v.agenda,
        description: v.description,
        status: n(v.status) ?? EVENT_STATUS.released,
        releaseTime: v.releaseTime,
        // Past events are not reminded again.
        remindedTime: (v.startTime as Date) < new Date() ? (event.remindedTime ?? new Date()) : event.remindedTime,
      });
      return event.id;
    },
  },
  eventRegistration: {
    fields: {
      eventId: { label: '活动', kind: 'text', required: true, ref: 'event' },
      name: { label: '姓名', kind: 'text', max: 64, required: true },
      mobile: { label: '手机号码', kind: 'text', max: 11, required: true, rule: 'mobile' },
      unit: { label: '工作单位', kind: 'text', max: 255, required: true },
      post: { label: '职务', kind: 'text', max: 100 },
      signInNumber: { label: '签到号', kind: 'text', max: 12 },
      checkInTime: { label: '签到时间', kind: 'datetime' },
      hotel: { label: '酒店', kind: 'text', max: 200 },
      roomType: { label: '房型', kind: 'text', max: 64 },
      checkInDate: { label: '入住日期', kind: 'date' },
      checkOutDate: { label: '退房日期', kind: 'date' },
      sharingWith: { label: '同住人', kind: 'text', max: 100 },
    },
    // One registration per mobile and event: a registration made here already is adopted.
    existing: (em, tenantId, v) =>
      em.findOne(
        EventRegistration,
        { tenantId, eventId: s(v.eventId)!, mobile: s(v.mobile)!, isDeleted: 0 },
        { filters: false },
      ),
    async check(_em, _tenantId, v) {
      if (v.signInNumber !== undefined && !/^\d{1,12}$/.test(s(v.signInNumber)!))
        return { column: 'signInNumber', reason: `签到号应为数字：${s(v.signInNumber)}` };
      if (v.checkInDate && v.checkOutDate && s(v.checkOutDate)! < s(v.checkInDate)!)
        return { column: 'checkOutDate', reason: '退房日期早于入住日期' };
      return undefined;
    },
    async apply(em, tenantId, v, targetId) {
      const eventId = s(v.eventId)!;
      const existing = targetId ? await em.findOne(EventRegistration, { id: targetId }, { filters: false }) : null;
      // The legacy sign-in number is kept; a registration without one gets the next after the event's highest.
      let seq = v.signInNumber !== undefined ? Number(v.signInNumber) : existing?.seq;
      if (seq === undefined) {
        const [row] = await em
          .getConnection()
          .execute<{ seq: number | string | null }[]>(
            'select max(seq) as seq from lnjzxh_event_registration where tenant_id = ? and event_id = ?',
            [tenantId, eventId],
          );
        seq = Number(row?.seq ?? 0) + 1;
      }
      const signInNumber = s(v.signInNumber) ?? formatSignInNumber(seq);
      const registration =
        existing ??
        em.create(EventRegistration, {
          tenantId,
          eventId,
          name: s(v.name)!,
          mobile: s(v.mobile)!,
          unit: s(v.unit)!,
          seq,
          signInNumber,
        });
      Object.assign(registration, {
        eventId,
        name: v.name,
        mobile: v.mobile,
        unit: v.unit,
        post: v.post,
        seq,
        signInNumber,
        checkInTime: v.checkInTime,
        hotel: v.hotel,
        roomType: v.roomType,
        checkInDate: v.checkInDate,
        checkOutDate: v.checkOutDate,
        sharingWith: v.sharingWith,
      });
      return registration.id;
    },
    async finish(run: RunContext) {
      // Registrations made here continue after the sign-in numbers brought over.
      const em = run.em();
      const rows = await em
        .getConnection()
        .execute<{ tenant_id: string; event_id: string; seq: number }[]>(
          'select tenant_id, event_id, max(seq) as seq from lnjzxh_event_registration group by tenant_id, event_id',
        );
      for (const r of rows) await raiseSequence(em, r.tenant_id, signInSequence(r.event_id), 0, Number(r.seq));
    },
  },
  article: {
    fields: {
      title: { label: '标题', kind: 'text', max: 200, required: true },
      category: { label: '栏目', kind: 'text', max: 64, required: true, dict: ARTICLE_CATEGORY_DICTIONARY },
      coverUrl: { label: '封面地址', kind: 'text', max: 1000 },
      summary: { label: '摘要', kind: 'text', max: 500 },
      content: { label: '正文', kind: 'text', required: true },
      author: { label: '作者', kind: 'text', max: 100 },
      status: { label: '状态', kind: 'int' },
      publishTime: { label: '发布时间', kind: 'datetime' },
      top: { label: '置顶', kind: 'int' },
      topOrder: { label: '置顶顺序', kind: 'int' },
    },
    async check(_em, _tenantId, v) {
      if (v.coverUrl !== undefined && !safeUrl(s(v.coverUrl)!, WEB))
        return { column: 'coverUrl', reason: `封面地址不是 http(s) 地址：${s(v.coverUrl)}` };
      const content = sanitizeHtml(s(v.content)!);
      if (!htmlToText(content) && !/<img\s/i.test(content))
        return { column: 'content', reason: '正文清理后为空（只有不允许的标签或脚本）' };
      if (v.status !== undefined && !Object.values(ARTICLE_STATUS).includes(n(v.status) as never))
        return { column: 'status', reason: `文章状态应为 0 草稿、1 已发布、2 已下线，而不是 ${s(v.status)}` };
      return undefined;
    },
    async apply(em, tenantId, v, targetId) {
      // The legacy body goes through the same sanitizer as an article saved here (scripts and handlers removed).
      const content = sanitizeHtml(s(v.content)!);
      const article = await loadOr(em, Article, targetId, () =>
        em.create(Article, { tenantId, title: s(v.title)!, category: s(v.category)!, content }),
      );
      const status = n(v.status) ?? ARTICLE_STATUS.published;
      Object.assign(article, {
        title: v.title,
        category: v.category,
        coverUrl: v.coverUrl,
        summary: v.summary,
        content,
        author: v.author,
        status,
        publishTime: v.publishTime ?? (status === ARTICLE_STATUS.published ? new Date() : undefined),
        top: n(v.top) === 1,
        topOrder: n(v.topOrder) ?? 0,
      });
      return article.id;
    },
  },
} satisfies Record<string, TargetDef>;
