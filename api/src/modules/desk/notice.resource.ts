import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requirePermission, requireUser, resourceCodes } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { crudResolver } from '../../engine/crud/crud.resolver.js';
import { crudRest } from '../../engine/crud/crud.rest.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { queryFilter } from '../../engine/rest/filters.js';
import { queryId, queryInt } from '../../engine/rest/query.js';
import { route } from '../../engine/rest/route.js';
import { toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { formatDateTime } from '@zhuxie/domain/time/datetime';
import { Notice } from './notice.entity.js';
import {
  MarkNoticeReadInput,
  NoticeFilter,
  NoticeIdInput,
  NoticeInbox,
  NoticeInput,
  NoticeReader,
  noticeService,
} from './notice.service.js';

/** Menu `notice` (通知公告) with buttons notice_add, notice_edit, notice_delete and notice_publish. */
export const NOTICE_CODES = resourceCodes('notice');
export const NOTICE_PUBLISH = 'notice_publish';

export const NoticeCrudResolver = crudResolver({
  entity: Notice,
  input: NoticeInput,
  filter: NoticeFilter,
  service: noticeService,
  names: { one: 'notice', many: 'notices' },
  codes: NOTICE_CODES,
});

@Resolver(() => Notice)
export class NoticeResolver {
  @Authorized(NOTICE_PUBLISH)
  @Mutation(() => Notice, { description: 'Publishes a draft: status 1 and the release time now.' })
  async publishNotice(@Ctx() ctx: RequestContext, @Arg('input', () => NoticeIdInput) input: NoticeIdInput) {
    requirePermission(ctx, NOTICE_PUBLISH);
    return noticeService.publish(ctx, input.id);
  }

  @Authorized(NOTICE_CODES.view)
  @Query(() => [NoticeReader], { description: 'Who has read a notice, earliest first.' })
  async noticeReaders(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    requirePermission(ctx, NOTICE_CODES.view);
    return noticeService.readers(ctx, id);
  }

  @Authorized()
  @Query(() => NoticeInbox, {
    description: "The signed-in user's latest published notices (newest first) with read flags and the unread count.",
  })
  async myNotices(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 10, description: 'How many to answer at most.' })
    limit: number,
  ) {
    requireUser(ctx);
    return noticeService.inbox(ctx, limit);
  }

  @Authorized()
  @Mutation(() => Int, {
    description: 'Marks published notices read for the signed-in user; answers how many were newly read.',
  })
  async markNoticeRead(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => MarkNoticeReadInput) input: MarkNoticeReadInput,
  ) {
    requireUser(ctx);
    return noticeService.markRead(ctx, input.ids);
  }
}

/** Legacy /api/blade-desk/notice: list, detail, submit, remove, plus publish and the readers of one notice. */
export const registerNoticeRest: RestRegistration = (deps) => {
  route(
    deps,
    'POST',
    '/blade-desk/notice/publish',
    { any: [NOTICE_PUBLISH] },
    async (req, res, ctx) => {
      sendOk(res, toRest(await noticeService.publish(ctx, queryId(req))));
    },
    { summary: '发布通知', query: { id: '主键' }, noBody: '参数 id 在查询串中' },
  );
  route(deps, 'GET', '/blade-desk/notice/readers', { any: [NOTICE_CODES.view] }, async (req, res, ctx) => {
    sendOk(
      res,
      (await noticeService.readers(ctx, queryId(req))).map((r) => ({ ...r, readTime: formatDateTime(r.readTime) })),
    );
  });
  crudRest({
    base: '/blade-desk/notice',
    service: noticeService,
    input: NoticeInput,
    codes: NOTICE_CODES,
    filter: (req) => {
      const f = queryFilter(req, ['title', 'category']) as NoticeFilter;
      const status = queryInt(req, 'status', /^[01]$/, { message: 'status 只能是 0 或 1', schema: { enum: [0, 1] } });
      if (status !== undefined) f.status = status;
      return f;
    },
  })(deps);
};
