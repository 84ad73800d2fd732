import type { Request } from 'express';
import { holdsAny } from '../../engine/access/current-user.js';
import { requirePermission, requireUser } from '../../engine/access/permissions.js';
import { contentDisposition, startXlsxDownload } from '../../engine/crud/export.js';
import { DomainError, notFound } from '../../engine/errors/domain-error.js';
import { sendPdf } from '../../engine/pdf/index.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { publicBase } from '../../engine/rest/public-url.js';
import { MemberCertificate } from './certificate.entity.js';
import { filterQueryDoc } from '../../engine/rest/filters.js';
import { noteQuery, queryId, queryIds, queryPage, queryText } from '../../engine/rest/query.js';
import { PAGE_QUERY, route } from '../../engine/rest/route.js';
import { IDS_BODY, IDS_QUERY } from '../../engine/crud/crud.rest.js';
import { pageToRest, toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { validateInput } from '../../engine/validation/validate.js';
import { Dept } from '../../engine/access/dept.entity.js';
import { User } from '../../engine/auth/user.entity.js';
import { awardProgrammeService, subscriptionService } from '../award/index.js';
import { MEMBER_STATUS, memberUnitService } from '../member/index.js';
import { CertificateModelInput, RevokeCertificateInput } from './certificate.inputs.js';
import { certificatePdf } from './certificate.pdf.js';
import {
  CERTIFICATE_CODES,
  certificateModelService,
  memberCertificateService,
  MODEL_CODES,
  verifyUrl,
} from './certificate.service.js';
import {
  duesStatuses,
  memberDirectory,
  memberStatistics,
  STATISTICS_CODE,
  STATISTICS_EXPORT_CODE,
  statisticsWorkbook,
} from './directory.service.js';

const MODEL = '/lnjzxh-member/certificate-model';
const CERT = '/lnjzxh-member/member-certificate';

/** The member-unit staff codes that may see every unit (checkSubscription of any unit). */
const MEMBER_STAFF = ['member_info', 'member_certificate'];

const CERTIFICATE_STATES = ['valid', 'expired', 'revoked'] as const;

const modelFilter = (req: Request) => {
  noteQuery(req, 'status', { type: 'integer' });
  return {
    title: queryText(req, 'title'),
    status: queryText(req, 'status') === undefined ? undefined : Number(queryText(req, 'status')),
  };
};
const certificateFilter = (req: Request) => {
  const state = queryText(req, 'state');
  return {
    unitName: queryText(req, 'unitName'),
    number: queryText(req, 'number'),
    unitId: queryText(req, 'unitId'),
    state: state && (CERTIFICATE_STATES as readonly string[]).includes(state) ? state : undefined,
  };
};
const directoryFilter = (req: Request) => ({
  keyword: queryText(req, 'keyword'),
  memberLevel: queryText(req, 'memberLevel'),
  regionCode: queryText(req, 'regionCode'),
});

/**
 * Legacy and product REST calls of certificates, the directory and the statistics:
 * - SPEC section 7 "Member certificate model": GET {MODEL}/page, /detail (id); POST /submit, /remove (ids).
 * - {CERT}/page, /detail (id), /revoke (POST id, reason), /pdf/{id} (PDF download: staff, or the unit's account),
 *   /verify (open, code).
 * - /lnjzxh-member/member-directory (open), /lnjzxh-member/member-statistics and its /export (.xlsx).
 * - SPEC "Member and account": accountInfo/checkSubscription/{id} and accountInfo/listBySimple; the
 *   performance module's common/deptUserTree.
 */
export const registerCertificateRest: RestRegistration = (deps) => {
  route(
    deps,
    'GET',
    `${MODEL}/page`,
    { any: [MODEL_CODES.view] },
    async (req, res, ctx) => {
      sendOk(res, pageToRest(await certificateModelService.list(ctx, queryPage(req), modelFilter(req))));
    },
    {
      query: { ...PAGE_QUERY, ...filterQueryDoc(modelFilter, { title: '模板名称' }) },
      data: { page: certificateModelService.entity },
    },
  );
  route(deps, 'GET', `${MODEL}/detail`, { any: [MODEL_CODES.view] }, async (req, res, ctx) => {
    sendOk(res, toRest(await certificateModelService.detail(ctx, queryId(req))));
  });
  route(
    deps,
    'POST',
    `${MODEL}/submit`,
    { any: [MODEL_CODES.add, MODEL_CODES.edit] },
    async (req, res, ctx) => {
      const input = await validateInput(CertificateModelInput, req.body);
      requirePermission(ctx, input.id ? MODEL_CODES.edit : MODEL_CODES.add);
      const { entity, created } = await certificateModelService.submit(ctx, input);
      sendOk(res, toRest(entity), created ? '新增成功' : '更新成功');
    },
    { body: CertificateModelInput },
  );
  route(
    deps,
    'POST',
    `${MODEL}/remove`,
    { any: [MODEL_CODES.delete] },
    async (req, res, ctx) => {
      sendOk(res, (await certificateModelService.remove(ctx, queryIds(req))) > 0, '删除成功');
    },
    { query: IDS_QUERY, bodySchema: IDS_BODY, data: { schema: { type: 'boolean' } } },
  );

  route(
    deps,
    'GET',
    `${CERT}/page`,
    { any: [CERTIFICATE_CODES.view] },
    async (req, res, ctx) => {
      sendOk(res, pageToRest(await memberCertificateService.list(ctx, queryPage(req), certificateFilter(req))));
    },
    {
      query: {
        ...PAGE_QUERY,
        ...filterQueryDoc(certificateFilter, {
          number: '证书编号',
          state: {
            description: '证书状态：valid 有效、expired 已过期、revoked 已撤销（其他值不作条件）',
            schema: { type: 'string', enum: [...CERTIFICATE_STATES] },
          },
        }),
      },
      data: { page: MemberCertificate },
    },
  );
  route(deps, 'GET', `${CERT}/detail`, 'user', async (req, res, ctx) => {
    const cert = toRest(await memberCertificateService.readable(ctx, queryId(req)));
    if (!holdsAny(requireUser(ctx), [CERTIFICATE_CODES.view])) delete cert.revokeReason;
    sendOk(res, cert);
  });
  route(
    deps,
    'POST',
    `${CERT}/revoke`,
    { any: [CERTIFICATE_CODES.revoke] },
    async (req, res, ctx) => {
      const input = await validateInput(RevokeCertificateInput, req.body);
      sendOk(res, toRest(await memberCertificateService.revoke(ctx, input.id, input.reason)), '撤销成功');
    },
    { summary: '撤销证书', body: RevokeCertificateInput },
  );
  route(deps, 'GET', `${CERT}/pdf/:id`, 'user', async (req, res, ctx) => {
    const cert = await memberCertificateService.readable(ctx, String(req.params.id));
    const { model, levelName, background } = await memberCertificateService.printData(ctx, cert);
    sendPdf(
      res,
      await certificatePdf(cert, model, levelName, verifyUrl(publicBase(req, ctx), cert.code), background),
      `会员证书-${cert.number}.pdf`,
      'attachment',
    );
  });
  route(deps, 'GET', `${CERT}/verify`, 'public', async (req, res, ctx) => {
    sendOk(res, await memberCertificateService.verify(ctx, queryText(req, 'code') ?? ''));
  });

  route(
    deps,
    'GET',
    '/lnjzxh-member/member-directory',
    'public',
    async (req, res, ctx) => {
      sendOk(res, await memberDirectory(ctx, queryPage(req), directoryFilter(req)));
    },
    {
      summary: '会员名录（公开）',
      query: {
        ...PAGE_QUERY,
        ...filterQueryDoc(directoryFilter, { keyword: '关键字', memberLevel: '会员等级', regionCode: '地区编码' }),
      },
    },
  );
  route(deps, 'GET', '/lnjzxh-member/member-statistics', { any: [STATISTICS_CODE] }, async (_req, res, ctx) => {
    sendOk(res, await memberStatistics(ctx));
  });
  route(
    deps,
    'GET',
    '/lnjzxh-member/member-statistics/export',
    { any: [STATISTICS_EXPORT_CODE] },
    async (_req, res, ctx) => {
      requirePermission(ctx, STATISTICS_CODE);
      const bytes = await statisticsWorkbook(await memberStatistics(ctx));
      startXlsxDownload(res, '会员基本信息统计');
      res.setHeader('Content-Disposition', contentDisposition('会员基本信息统计.xlsx'));
      res.end(bytes);
    },
  );

  // ---- legacy account calls --------------------------------------------------------------------------------
  /**
   * Whether the account may apply to an award programme (a programme id), or whether an account (a user id) or
   * member unit (a unit id) may apply for awards at all: its unit is an active
   * member and not in dues arrears. Staff of membership may ask about any unit; others about their own only.
   * Programme subscriptions (issue 8) will narrow this further.
   */
  route(
    deps,
    'GET',
    '/lnjzxh-awards-mgt/lnjzxh/award/accountInfo/checkSubscription/:id',
    'user',
    async (req, res, ctx) => {
      const user = requireUser(ctx);
      const id = String(req.params.id);
      // The id of an award programme: may the signed-in account apply to it? Its member unit must be active and
      // not in arrears (below), and the award side wants a subscription to an open programme it is admitted to.
      const programme = await awardProgrammeService.byId(ctx, id);
      if (programme) {
        const own = await memberUnitService.ofUser(ctx, user.id);
        const dues = own ? ((await duesStatuses(ctx, [own.id])).get(own.id) ?? 1) : null;
        const memberReason = !own
          ? null
          : own.status !== MEMBER_STATUS.active
            ? '会员单位已停用'
            : dues === 0
              ? '当前单位会费已欠缴'
              : null;
        const award = await subscriptionService.check(ctx, programme.id);
        const reason = memberReason ?? award.reason ?? null;
        sendOk(res, {
          id,
          programmeId: programme.id,
          unitId: own?.id ?? null,
          companyName: own?.name ?? null,
          duesStatus: dues,
          subscribed: award.subscribed,
          canApply: reason === null && award.canApply,
          reason,
        });
        return;
      }
      const unit = await memberUnitService.byIdOrUser(ctx, id);
      const staff = holdsAny(user, MEMBER_STAFF);
      if (!unit) {
        if (!staff && id !== user.id) throw notFound('会员单位不存在');
        sendOk(res, { id, subscribed: false, reason: '未关联会员单位' });
        return;
      }
      if (!staff && unit.userId !== user.id) throw new DomainError('FORBIDDEN', '只能查询本单位');
      const dues = (await duesStatuses(ctx, [unit.id])).get(unit.id) ?? 1;
      const reason = unit.status !== MEMBER_STATUS.active ? '会员单位已停用' : dues === 0 ? '当前单位会费已欠缴' : null;
      sendOk(res, {
        id,
        unitId: unit.id,
        companyName: unit.name,
        subscribed: reason === null,
        duesStatus: dues,
        reason,
      });
    },
  );

  /** Company id and name of the active member units (the award forms' unit selects). */
  route(deps, 'GET', '/lnjzxh-awards-mgt/lnjzxh/award/accountInfo/listBySimple', 'user', async (_req, res, ctx) => {
    const units = await memberUnitService.activeUnits(ctx, 'byName');
    sendOk(
      res,
      units.map((u) => ({ id: u.id, companyName: u.name })),
    );
  });

  /** Departments with their active users as one tree (BladeX nodes; users carry `type: 'user'`). Staff only. */
  route(
    deps,
    'GET',
    '/blade-performance-mgt/hzy/performance/common/deptUserTree',
    { any: ['user', 'dept', 'oa_application'] },
    async (_req, res, ctx) => {
      const depts = await ctx.em.find(Dept, {}, { orderBy: [{ sort: 'asc' }, { deptName: 'asc' }, { id: 'asc' }] });
      const users = await ctx.em.find(
        User,
        { status: 1, deptId: { $ne: null } },
        { orderBy: [{ realName: 'asc' }, { account: 'asc' }], fields: ['id', 'account', 'realName', 'deptId'] },
      );
      interface Node {
        id: string;
        parentId: string;
        title: string;
        key: string;
        value: string;
        type: 'dept' | 'user';
        hasChildren: boolean;
        children: Node[];
      }
      const nodes = new Map<string, Node>(
        depts.map((d) => [
          d.id,
          {
            id: d.id,
            parentId: d.parentId ?? '0',
            title: d.deptName,
            key: d.id,
            value: d.id,
            type: 'dept',
            hasChildren: false,
            children: [],
          },
        ]),
      );
      const roots: Node[] = [];
      for (const n of nodes.values()) (nodes.get(n.parentId)?.children ?? roots).push(n);
      for (const u of users) {
        const dept = nodes.get(u.deptId!);
        if (dept)
          dept.children.push({
            id: u.id,
            parentId: dept.id,
            title: u.realName || u.account,
            key: `user-${u.id}`,
            value: u.id,
            type: 'user',
            hasChildren: false,
            children: [],
          });
      }
      for (const n of nodes.values()) n.hasChildren = n.children.length > 0;
      sendOk(res, roots);
    },
  );
};
