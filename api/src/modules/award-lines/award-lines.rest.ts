import type { Request } from 'express';
import { requirePermission } from '../../engine/access/permissions.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { LINE_STATUS_LABELS, SAFETY_LEVELS } from './award-lines.entity.js';
import { filterQueryDoc } from '../../engine/rest/filters.js';
import { queryIds, queryInt, queryPage, queryText } from '../../engine/rest/query.js';
import { REMOVE_IDS_DOC } from '../../engine/crud/crud.rest.js';
import { PAGE_QUERY, route } from '../../engine/rest/route.js';
import { pageToRest, toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { validateInput } from '../../engine/validation/validate.js';
import {
  QualityTeamUnitAddInput,
  SafetyStandardizationInput,
  TechnologyResultAuditInput,
  TechnologyResultInput,
  type QualityTeamUnitFilter,
  type SafetyStandardizationFilter,
  type TechnologyResultFilter,
} from './award-lines.inputs.js';
import {
  QUALITY_TEAM_CODES,
  qualityTeamService,
  SAFETY_CODES,
  safetyStandardizationService,
  TECHNOLOGY_CODES,
  technologyResultService,
} from './award-lines.service.js';

const BASE = '/lnjzxh-awards-mgt/lnjzxh/award';
const TECHNOLOGY = '/lnjzxh-awards-mgt/technology-innovative-results';

const AUDIT_STATUS = Object.entries(LINE_STATUS_LABELS)
  .map(([code, label]) => `${code} ${label}`)
  .join('、');

const unitFilter = (req: Request): QualityTeamUnitFilter => ({
  unitName: queryText(req, 'unitName'),
  enabled: queryInt(req, 'enabled', [0, 1]),
});

const safetyFilter = (req: Request): SafetyStandardizationFilter => ({
  projectName: queryText(req, 'projectName'),
  unitName: queryText(req, 'unitName'),
  programmeId: queryText(req, 'programmeId'),
  level: queryText(req, 'level'),
  status: queryInt(req, 'status', [0, 1, 2, 3]),
});

const technologyFilter = (req: Request): TechnologyResultFilter => ({
  projectName: queryText(req, 'projectName'),
  unitName: queryText(req, 'unitName'),
  status: queryInt(req, 'status', [0, 1, 2, 3]),
});

/**
 * The award lines over REST (SPEC section 7):
 * - GET quality/team/flowConfigList: the flow models of the quality_team business type (array, latest versions).
 * - GET quality/team/unit/list: every quality-team unit (array; filters unitName, enabled), oldest first.
 * - GET quality/team/unit/enable/{id}: `enable=1` enables, `enable=0` disables, no `enable` toggles; answers the row.
 * - GET safteyStandardization/list/page (current, size, projectName, unitName, programmeId, level, status) and
 *   POST safteyStandardization/modify (no id creates, an id updates) — the legacy 'saftey' spelling is kept.
 * - POST /technology-innovative-results/audit {id, status 1 | 2 | 3, opinion}.
 * Not in the spec, in the same style: POST quality/team/unit/add, POST quality/team/unit/remove (ids),
 * POST safteyStandardization/remove (ids), GET /technology-innovative-results/page, POST .../modify.
 */
export const registerAwardLinesRest: RestRegistration = (deps) => {
  route(
    deps,
    'GET',
    `${BASE}/quality/team/flowConfigList`,
    { any: [QUALITY_TEAM_CODES.view] },
    async (_req, res, ctx) => {
      sendOk(
        res,
        (await qualityTeamService.flowConfigList(ctx)).map((m) => toRest(m)),
      );
    },
    { summary: '质量信得过班组的流程模型', query: {} },
  );
  route(
    deps,
    'GET',
    `${BASE}/quality/team/unit/list`,
    { any: [QUALITY_TEAM_CODES.view] },
    async (req, res, ctx) => {
      sendOk(
        res,
        (await qualityTeamService.all(ctx, unitFilter(req))).map((r) => toRest(r)),
      );
    },
    { query: filterQueryDoc(unitFilter), data: { list: qualityTeamService.entity } },
  );
  route(
    deps,
    'GET',
    `${BASE}/quality/team/unit/enable/:id`,
    { any: [QUALITY_TEAM_CODES.enable] },
    async (req, res, ctx) => {
      const row = await qualityTeamService.enable(ctx, String(req.params.id), queryText(req, 'enable'));
      sendOk(res, toRest(row), row.enabled === 1 ? '启用成功' : '停用成功');
    },
  );
  route(
    deps,
    'POST',
    `${BASE}/quality/team/unit/add`,
    { any: [QUALITY_TEAM_CODES.add] },
    async (req, res, ctx) => {
      const input = await validateInput(QualityTeamUnitAddInput, req.body);
      sendOk(res, toRest(await qualityTeamService.add(ctx, input)), '新增成功');
    },
    { summary: '新增质量信得过班组申报单位', body: QualityTeamUnitAddInput },
  );
  route(
    deps,
    'POST',
    `${BASE}/quality/team/unit/remove`,
    { any: [QUALITY_TEAM_CODES.delete] },
    async (req, res, ctx) => {
      sendOk(res, (await qualityTeamService.remove(ctx, queryIds(req))) > 0, '删除成功');
    },
    REMOVE_IDS_DOC,
  );

  route(
    deps,
    'GET',
    `${BASE}/safteyStandardization/list/page`,
    { any: [SAFETY_CODES.view] },
    async (req, res, ctx) => {
      const filter = safetyFilter(req);
      sendOk(res, pageToRest(await safetyStandardizationService.list(ctx, queryPage(req), filter)));
    },
    {
      query: {
        ...PAGE_QUERY,
        ...filterQueryDoc(safetyFilter, {
          level: {
            description: `等级：${Object.entries(SAFETY_LEVELS)
              .map(([code, label]) => `${code} ${label}`)
              .join('、')}`,
            schema: { type: 'string', enum: Object.keys(SAFETY_LEVELS) },
          },
          status: AUDIT_STATUS,
        }),
      },
      data: { page: safetyStandardizationService.entity },
    },
  );
  route(
    deps,
    'POST',
    `${BASE}/safteyStandardization/modify`,
    { any: [SAFETY_CODES.add, SAFETY_CODES.edit] },
    async (req, res, ctx) => {
      const input = await validateInput(SafetyStandardizationInput, req.body);
      // The same permission split as GraphQL: creating needs add, updating needs edit.
      requirePermission(ctx, input.id ? SAFETY_CODES.edit : SAFETY_CODES.add);
      const { entity, created } = await safetyStandardizationService.submit(ctx, input);
      sendOk(res, toRest(entity), created ? '新增成功' : '更新成功');
    },
    { summary: '安全标准化（新增或修改）', body: SafetyStandardizationInput },
  );
  route(
    deps,
    'POST',
    `${BASE}/safteyStandardization/remove`,
    { any: [SAFETY_CODES.delete] },
    async (req, res, ctx) => {
      sendOk(res, (await safetyStandardizationService.remove(ctx, queryIds(req))) > 0, '删除成功');
    },
    REMOVE_IDS_DOC,
  );

  route(
    deps,
    'GET',
    `${TECHNOLOGY}/page`,
    { any: [TECHNOLOGY_CODES.view] },
    async (req, res, ctx) => {
      const filter = technologyFilter(req);
      sendOk(res, pageToRest(await technologyResultService.list(ctx, queryPage(req), filter)));
    },
    {
      query: { ...PAGE_QUERY, ...filterQueryDoc(technologyFilter, { status: AUDIT_STATUS }) },
      data: { page: technologyResultService.entity },
    },
  );
  route(
    deps,
    'POST',
    `${TECHNOLOGY}/modify`,
    { any: [TECHNOLOGY_CODES.add, TECHNOLOGY_CODES.edit] },
    async (req, res, ctx) => {
      const input = await validateInput(TechnologyResultInput, req.body);
      requirePermission(ctx, input.id ? TECHNOLOGY_CODES.edit : TECHNOLOGY_CODES.add);
      const { entity, created } = await technologyResultService.submit(ctx, input);
      sendOk(res, toRest(entity), created ? '新增成功' : '更新成功');
    },
    { summary: '科技创新成果（新增或修改）', body: TechnologyResultInput },
  );
  route(
    deps,
    'POST',
    `${TECHNOLOGY}/audit`,
    { any: [TECHNOLOGY_CODES.audit] },
    async (req, res, ctx) => {
      const input = await validateInput(TechnologyResultAuditInput, req.body);
      sendOk(res, toRest(await technologyResultService.audit(ctx, input)), '审核成功');
    },
    { summary: '科技创新成果审核', body: TechnologyResultAuditInput },
  );
};
