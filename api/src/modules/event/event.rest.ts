import type { Request } from 'express';
import { requirePermission } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { type ExportColumn, streamXlsx } from '../../engine/crud/export.js';
import { badInput } from '../../engine/errors/domain-error.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { filterQueryDoc } from '../../engine/rest/filters.js';
import { queryIds, queryPage, queryText } from '../../engine/rest/query.js';
import { PAGE_QUERY, route } from '../../engine/rest/route.js';
import { IDS_BODY, IDS_QUERY } from '../../engine/crud/crud.rest.js';
import { pageToRest, toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { validateInput } from '../../engine/validation/validate.js';
import { Event, type EventRegistration } from './event.entity.js';
import { AccommodationInput, CheckInInput, EventInput, EventRegistrationInput } from './event.inputs.js';
import { EVENT_STATUS_LABELS, EVENT_TYPE_LABELS } from '@zhuxie/domain/event/event-rules';
import { CHECKIN_CODES, CONFERENCE_CODES, EVENT_CODES, EVENT_READERS, eventService } from './event.service.js';

const P = '/lnjzxh-member';

type Lookup = Map<string, string>;
const base: ExportColumn<EventRegistration, Lookup>[] = [
  { header: '签到号', width: 10, value: (r) => r.signInNumber },
  { header: '姓名', width: 12, value: (r) => r.name },
  { header: '手机号码', width: 14, value: (r) => r.mobile },
  { header: '工作单位', width: 30, value: (r) => r.unit },
  { header: '职务', width: 14, value: (r) => r.post },
];
const accommodation: ExportColumn<EventRegistration, Lookup>[] = [
  { header: '酒店', width: 20, value: (r) => r.hotel },
  { header: '房型', width: 12, value: (r) => r.roomType },
  { header: '入住日期', width: 12, value: (r) => r.checkInDate },
  { header: '退房日期', width: 12, value: (r) => r.checkOutDate },
  { header: '同住人', width: 12, value: (r) => r.sharingWith },
];
const checkIn: ExportColumn<EventRegistration, Lookup>[] = [
  { header: '签到状态', width: 10, value: (r) => (r.checkInTime ? '已签到' : '未签到') },
  { header: '签到时间', width: 20, value: (r) => r.checkInTime },
];

/** The exports of an event's registrations (kind registrations | attendees | accommodation | attendance), each behind its 导出 button. */
const EXPORTS = {
  registrations: {
    name: '报名名单',
    codes: [EVENT_CODES.export],
    columns: (opts: ExportColumn<EventRegistration, Lookup>[]) => [
      ...base,
      ...opts,
      { header: '报名时间', width: 20, value: (r: EventRegistration) => r.createTime },
    ],
  },
  attendees: {
    name: '参会人员',
    codes: [CONFERENCE_CODES.export],
    columns: (opts: ExportColumn<EventRegistration, Lookup>[]) => [...base, ...opts, ...checkIn],
  },
  accommodation: {
    name: '住宿信息',
    codes: [CONFERENCE_CODES.export],
    columns: () => [...base.slice(0, 4), ...accommodation],
  },
  attendance: { name: '签到名单', codes: [CHECKIN_CODES.export], columns: () => [...base, ...checkIn] },
} as const;

async function sendExport(
  ctx: RequestContext,
  res: Parameters<typeof streamXlsx>[1],
  eventId: string,
  kind: keyof typeof EXPORTS,
): Promise<void> {
  const event = await eventService.detail(ctx, eventId);
  const def = EXPORTS[kind];
  const options = await eventService.customOptions(ctx);
  const optionColumns: ExportColumn<EventRegistration, Lookup>[] = options.map((o) => ({
    header: o.label,
    width: 16,
    value: (r) => r.answers?.[o.key],
  }));
  const rows = await eventService.allRegistrations(ctx, { eventId });
  async function* batches() {
    yield rows;
  }
  await streamXlsx(
    ctx,
    res,
    { fileName: `${event.title}-${def.name}`.slice(0, 120), sheetName: def.name, columns: def.columns(optionColumns) },
    batches(),
  );
}

/** The filter of the event page: title, type, status (values outside theirs are no condition). */
const eventFilter = (req: Request) => {
  const status = queryText(req, 'status');
  const type = queryText(req, 'type');
  return {
    title: queryText(req, 'title'),
    type: type === 'event' || type === 'conference' ? type : undefined,
    status: status && ['0', '1', '2'].includes(status) ? Number(status) : undefined,
  };
};

/** The filter of the registrations of an event (eventId required; read before it is checked, for the doc). */
const registrationFilter = (req: Request) => {
  const eventId = queryText(req, 'eventId');
  const keyword = queryText(req, 'keyword');
  const checked = queryText(req, 'checkedIn');
  if (!eventId) throw badInput('请选择活动');
  return { eventId, keyword, checkedIn: checked === '1' ? true : checked === '0' ? false : undefined };
};

/**
 * SPEC section 7 "Events" (prefix /api/lnjzxh-member): GET /event/page, /event/get/{id}; POST /event/submit,
 * /event/cancel/{id}, /event/release/{id}, /event/remove/batch (ids); GET /eventApply/page (eventId). Also the
 * open registration (/eventApply/public/detail, /eventApply/public/submit), check-in and the exports
 * (/eventApply/export?eventId=&kind=registrations|attendees|accommodation|attendance).
 */
export const registerEventRest: RestRegistration = (deps) => {
  route(
    deps,
    'GET',
    `${P}/event/page`,
    { any: EVENT_READERS },
    async (req, res, ctx) => {
      const filter = eventFilter(req);
      sendOk(res, pageToRest(await eventService.list(ctx, queryPage(req), filter)));
    },
    {
      query: {
        ...PAGE_QUERY,
        ...filterQueryDoc(eventFilter, {
          title: '标题',
          type: {
            description: '类型：event 活动、conference 会议（其他值不作条件）',
            schema: { type: 'string', enum: ['event', 'conference'] },
          },
          status: {
            description: '状态：0 草稿、1 已发布、2 已取消（其他值不作条件）',
            schema: { type: 'integer', enum: [0, 1, 2] },
          },
        }),
      },
      data: { page: Event },
    },
  );
  route(deps, 'GET', `${P}/event/get/:id`, { any: EVENT_READERS }, async (req, res, ctx) => {
    sendOk(res, toRest(await eventService.detail(ctx, String(req.params.id))));
  });
  route(
    deps,
    'POST',
    `${P}/event/submit`,
    { any: [EVENT_CODES.add, EVENT_CODES.edit] },
    async (req, res, ctx) => {
      const input = await validateInput(EventInput, req.body);
      requirePermission(ctx, input.id ? EVENT_CODES.edit : EVENT_CODES.add);
      const { entity, created } = await eventService.submit(ctx, input);
      sendOk(res, toRest(entity), created ? '新增成功' : '更新成功');
    },
    { body: EventInput },
  );
  route(
    deps,
    'POST',
    `${P}/event/release/:id`,
    { any: [EVENT_CODES.release] },
    async (req, res, ctx) => {
      sendOk(res, toRest(await eventService.release(ctx, String(req.params.id))), '发布成功');
    },
    { summary: '发布活动', noBody: '参数 id 在路径中' },
  );
  route(
    deps,
    'POST',
    `${P}/event/cancel/:id`,
    { any: [EVENT_CODES.cancel] },
    async (req, res, ctx) => {
      sendOk(res, toRest(await eventService.cancel(ctx, String(req.params.id))), '取消成功');
    },
    { summary: '取消活动', noBody: '参数 id 在路径中' },
  );
  route(
    deps,
    'POST',
    `${P}/event/remove/batch`,
    { any: [EVENT_CODES.delete] },
    async (req, res, ctx) => {
      sendOk(res, (await eventService.remove(ctx, queryIds(req))) > 0, '删除成功');
    },
    { query: IDS_QUERY, bodySchema: IDS_BODY, data: { schema: { type: 'boolean' } } },
  );

  route(
    deps,
    'GET',
    `${P}/eventApply/page`,
    { any: EVENT_READERS },
    async (req, res, ctx) => {
      const filter = registrationFilter(req);
      sendOk(res, pageToRest(await eventService.registrations(ctx, queryPage(req), filter)));
    },
    {
      query: {
        ...PAGE_QUERY,
        ...filterQueryDoc(registrationFilter, {
          eventId: { description: '活动主键', schema: { type: 'string' }, required: true },
          keyword: '关键字',
          checkedIn: {
            description: '1 已签到、0 未签到（其他值不作条件）',
            schema: { type: 'integer', enum: [0, 1] },
          },
        }),
      },
    },
  );
  route(deps, 'GET', `${P}/eventApply/export`, { any: EVENT_READERS }, async (req, res, ctx) => {
    const eventId = queryText(req, 'eventId');
    if (!eventId) throw badInput('请选择活动');
    const kindText = queryText(req, 'kind') ?? 'registrations';
    if (!(kindText in EXPORTS)) throw badInput('导出类型不正确');
    const kind = kindText as keyof typeof EXPORTS;
    requirePermission(ctx, ...EXPORTS[kind].codes);
    await sendExport(ctx, res, eventId, kind);
  });
  route(deps, 'GET', `${P}/eventApply/public/detail`, 'public', async (req, res, ctx) => {
    const { event, options, registered } = await eventService.publicEvent(ctx, queryText(req, 'id') ?? '');
    const e = toRest(event);
    sendOk(res, {
      id: e.id,
      title: e.title,
      type: e.type,
      typeName: EVENT_TYPE_LABELS[event.type],
      venue: e.venue,
      startTime: e.startTime,
      endTime: e.endTime,
      registrationDeadline: e.registrationDeadline,
      capacity: e.capacity,
      registered,
      fee: e.fee,
      agenda: e.agenda,
      description: e.description,
      status: e.status,
      statusName: EVENT_STATUS_LABELS[event.status],
      options,
    });
  });
  route(
    deps,
    'POST',
    `${P}/eventApply/public/submit`,
    'public',
    async (req, res, ctx) => {
      const input = await validateInput(EventRegistrationInput, req.body);
      sendOk(res, await eventService.register(ctx, input), '报名成功');
    },
    { summary: '活动报名', body: EventRegistrationInput },
  );
  route(
    deps,
    'POST',
    `${P}/eventApply/accommodation`,
    { any: [CONFERENCE_CODES.edit] },
    async (req, res, ctx) => {
      const input = await validateInput(AccommodationInput, req.body);
      sendOk(res, toRest(await eventService.updateAccommodation(ctx, input)), '更新成功');
    },
    { summary: '住宿安排', body: AccommodationInput },
  );
  route(
    deps,
    'POST',
    `${P}/eventApply/checkIn`,
    { any: [CHECKIN_CODES.checkIn] },
    async (req, res, ctx) => {
      const input = await validateInput(CheckInInput, req.body);
      sendOk(res, toRest(await eventService.checkIn(ctx, input)), '签到成功');
    },
    { summary: '签到', body: CheckInInput },
  );
  route(deps, 'GET', `${P}/eventApply/stats`, { any: EVENT_READERS }, async (req, res, ctx) => {
    sendOk(res, await eventService.stats(ctx, queryText(req, 'eventId') ?? ''));
  });
};
