import type { Request, Response } from 'express';
import { Zip, ZipPassThrough } from 'fflate';
import type { RequestContext } from '../../engine/context.js';
import { badInput } from '../../engine/errors/domain-error.js';
import type { ExportDefinition } from '../../engine/crud/export.js';
import { contentDisposition, EXPORT_MAX_ROWS, exportBatches, streamXlsx } from '../../engine/crud/export.js';
import { FLOW_STATUS_LABELS, type FlowStatus } from '../../engine/flow/transitions.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { filterQueryDoc, queryFlowStatus } from '../../engine/rest/filters.js';
import { queryIds, queryInt, queryPage, queryText } from '../../engine/rest/query.js';
import { IDS_QUERY } from '../../engine/crud/crud.rest.js';
import { XLSX_TYPE } from '../../engine/crud/transfer.rest.js';
import { PAGE_QUERY, route } from '../../engine/rest/route.js';
import { pageToRest, toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { fileKeyOf, safeFileName } from '../../engine/storage/storage.js';
import { validateInput } from '../../engine/validation/validate.js';
import { DECLARATION_FIELDS } from '@zhuxie/domain/award/application-rules';
import { addedFields, extraValuesOf, slotsOf } from '@zhuxie/domain/award/application-form';
import type { FormField } from '@zhuxie/domain/forms/definition';
import { sendPdf } from '../../engine/pdf/index.js';
import { type AwardApplication } from './award-application.entity.js';
import { addedValuesShown, applicationPrintData, applicationPrintPdf } from './application-print.js';
import { awardFormService } from './award-form.service.js';
import {
  AwardApplicationEnabledInput,
  AwardApplicationFilesInput,
  type AwardApplicationListFilter,
  AwardApplicationInput,
  AwardApprovalStatusInput,
  AwardExpertAssignInput,
} from './award-application.inputs.js';
import { awardApplicationService, formTypeOf, manageCode } from './award-application.service.js';
import { AWARD_APPLY_CODE } from './award-programme.service.js';
import { AWARD_TYPES, type AwardTypeDefinition } from '@zhuxie/domain/award/award-types';

const record = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * A legacy body -> the input's shape: declaration fields may come flat (proName … at the top level) or in
 * `values`; participants and materials as lists ({group, units}, {slot, files}) or as records keyed by group and
 * slot, with people as a list of {field, value} or a record.
 */
export function applicationBody(body: unknown): Record<string, unknown> {
  if (!record(body)) return body as Record<string, unknown>;
  const out: Record<string, unknown> = { ...body };
  if (!record(body.values)) {
    const values: Record<string, unknown> = {};
    for (const field of DECLARATION_FIELDS)
      if (field in body) values[field] = body[field] == null ? null : String(body[field]);
    out.values = values;
  }
  for (const field of DECLARATION_FIELDS) delete out[field];
  if (!('extraValues' in body)) {
    // The values of fields a programme's definition adds come flat or in `values` too (the service keeps only
    // the keys the application's definition adds).
    const own = new Set<string>([...DECLARATION_FIELDS, ...APPLICATION_BODY_KEYS]);
    const extra = Object.fromEntries(Object.entries(body).filter(([key]) => !own.has(key)));
    if (record(body.values)) Object.assign(extra, extraValuesOf(body.values));
    if (Object.keys(extra).length) out.extraValues = extra;
    for (const key of Object.keys(extra)) if (key !== 'values') delete out[key];
  }
  const people = (p: unknown) =>
    record(p) ? Object.entries(p).map(([field, value]) => ({ field, value: value == null ? '' : String(value) })) : p;
  const units = (list: unknown) =>
    Array.isArray(list) ? list.map((u) => (record(u) ? { ...u, people: people(u.people) } : u)) : list;
  if (record(body.participants))
    out.participants = Object.entries(body.participants).map(([group, list]) => ({ group, units: units(list) }));
  else if (Array.isArray(body.participants))
    out.participants = body.participants.map((g) => (record(g) ? { ...g, units: units(g.units) } : g));
  if (record(body.materials)) out.materials = Object.entries(body.materials).map(([slot, files]) => ({ slot, files }));
  return out;
}

/** The keys of a legacy body that are the input's own (every other key may be an added value). */
const APPLICATION_BODY_KEYS = ['id', 'version', 'programmeId', 'values', 'participants', 'materials', 'andSubmit'];

/** How the legacy calls may send an application (the body is mapped to the input before validation). */
const LEGACY_APPLICATION_BODY =
  '兼容旧调用：申报字段（proName 等）可直接放在顶层而不在 values 中；participants 可为以分组为键的对象，' +
  'materials 可为以材料项为键的对象，人员可为以字段为键的对象；' +
  '本批次表单新增字段的值可放在 extraValues、values 或顶层（不在表单中的键被忽略）。';

function filterOf(req: Request, type: AwardTypeDefinition): AwardApplicationListFilter {
  return {
    awardType: type.key,
    programmeId: queryText(req, 'programmeId'),
    year: queryInt(req, 'year', /^\d{4}$/),
    projectName: queryText(req, 'projectName') ?? queryText(req, 'proName'),
    unitName: queryText(req, 'unitName'),
    flowStatus: queryFlowStatus(req, 'flowStatus', 'flowStatus 无效') ?? queryFlowStatus(req, 'status', 'status 无效'),
    enabled: queryInt(req, 'enabled', /^[01]$/, { schema: { enum: [0, 1] } }),
  };
}

/** The filter parameters of an award type's list and export (the award type is the route's own). */
const filterDoc = (type: AwardTypeDefinition) =>
  filterQueryDoc((req) => filterOf(req, type), {
    proName: '同 projectName（旧参数名）',
    status: {
      description: '同 flowStatus（旧参数名）',
      schema: { type: 'integer', minimum: 0, maximum: 5 },
    },
  });

type Shown = (field: FormField, value: unknown) => string;

/**
 * The list export of an award type: the built columns, then a column per field the programmes' definitions add
 * (the exported programme's, else those of the programmes of the type, newest year first; a key once), named by
 * the definition's label.
 */
async function exportDefinition(
  ctx: RequestContext,
  type: ReturnType<typeof formTypeOf>,
  filter: AwardApplicationListFilter,
): Promise<ExportDefinition<AwardApplication, Shown>> {
  const added = new Map<string, FormField>();
  for (const definition of await awardFormService.currentOfType(ctx, type.key, filter))
    for (const field of addedFields(type, definition))
      if (field.type !== 'upload' && field.type !== 'derived' && !added.has(field.key)) added.set(field.key, field);
  const fields = [...added.values()];
  return {
    fileName: `${type.label}申报列表`,
    lookup: (c, rows) =>
      addedValuesShown(
        c,
        fields,
        rows.map((r) => r.values),
      ),
    columns: [
      { header: '年度', width: 8, value: (a) => a.year },
      { header: '工程名称', width: 36, value: (a) => a.projectName },
      { header: '申报单位', width: 32, value: (a) => a.unitName },
      {
        header: '联系人',
        width: 12,
        value: (a) => (a.values.recommend ?? a.values.contactPerson ?? a.values.contactName) as string | undefined,
      },
      {
        header: '联系电话',
        width: 14,
        value: (a) => (a.values.recommendPN ?? a.values.contactPN ?? a.values.contactMobile) as string | undefined,
      },
      { header: '推荐单位', width: 16, value: (a) => a.recommendUnit },
      {
        header: '审批状态',
        width: 10,
        value: (a) => FLOW_STATUS_LABELS[a.flowStatus as FlowStatus] ?? String(a.flowStatus),
      },
      { header: '启用', width: 8, value: (a) => (a.enabled === 1 ? '启用' : '停用') },
      { header: '提交时间', width: 20, value: (a) => a.submitTime },
      { header: '申报人', width: 12, value: (a) => a.applicantName },
      ...fields.map((field) => ({
        header: field.label.zh,
        width: 20,
        value: (a: AwardApplication, shown: Shown) => shown(field, a.values[field.key]) || undefined,
      })),
    ],
  };
}

/** Streams a zip of an application's material files, one folder per material slot (added slots too) named by its label. */
async function sendMaterialsZip(res: Response, ctx: RequestContext, app: AwardApplication): Promise<void> {
  const type = formTypeOf(app.awardType);
  const files = ctx.services.files;
  if (!files) throw badInput('文件存储不可用');
  const name = `${type.label}-${app.projectName ?? app.unitName}-申报材料.zip`;
  res.status(200);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', contentDisposition(name));
  res.setHeader('Cache-Control', 'no-store');
  const done = new Promise<void>((resolve, reject) => {
    const zip = new Zip((err, chunk, final) => {
      if (err) return reject(err);
      res.write(chunk);
      if (final) {
        res.end();
        resolve();
      }
    });
    (async () => {
      const missing: string[] = [];
      for (const slot of slotsOf(type, await awardFormService.forApplication(ctx, app))) {
        const list = app.materials[slot.key] ?? [];
        for (const [index, file] of list.entries()) {
          const path = `${safeFileName(slot.label)}/${String(index + 1).padStart(2, '0')}-${safeFileName(file.name)}`;
          const key = fileKeyOf(file.url, ctx.tenantId);
          try {
            if (!key) throw new Error('bad key');
            const { storage } = await files.storageOfKey(ctx.em, key);
            const object = await storage.get(key);
            const entry = new ZipPassThrough(path);
            zip.add(entry);
            for await (const chunk of object.stream) entry.push(chunk as Uint8Array);
            entry.push(new Uint8Array(0), true);
          } catch {
            missing.push(path);
          }
        }
      }
      if (missing.length) {
        const entry = new ZipPassThrough('缺失文件.txt');
        zip.add(entry);
        entry.push(new TextEncoder().encode(`以下文件已不在存储中：\n${missing.join('\n')}\n`), true);
      }
      zip.end();
    })().catch(reject);
  });
  await done;
}

/**
 * The application calls of the award types with a form. The century cup's are those of SPEC section 7 under
 * /century/cup; the quality structure answers the same calls under /quality/structure. Plus download/{id}, the zip
 * of an application's materials (centuryCupDownload), and print/{id}, the application as a PDF (申报表打印) for
 * whoever may read it.
 */
export const registerAwardApplicationRest: RestRegistration = (deps) => {
  for (const type of AWARD_TYPES) {
    const prefix = type.restPrefix;
    if (!type.form || !type.menuCode || !prefix) continue;
    const readers = { any: [type.menuCode, manageCode(type), AWARD_APPLY_CODE, 'awards_scoring'] };
    const staff = { any: [manageCode(type)] };
    const appliers = { any: [AWARD_APPLY_CODE, manageCode(type)] };
    // Each line's calls under a tag of their own (one reference section per award line, not one long list).
    const typeRoute: typeof route = (d, method, path, access, handler, doc) =>
      route(d, method, path, access, handler, { ...doc, tag: `award: ${type.label}` });

    typeRoute(
      deps,
      'GET',
      `${prefix}/list/page`,
      readers,
      async (req, res, ctx) => {
        sendOk(res, pageToRest(await awardApplicationService.list(ctx, queryPage(req), filterOf(req, type))));
      },
      { query: { ...PAGE_QUERY, ...filterDoc(type) }, data: { page: awardApplicationService.entity } },
    );
    typeRoute(
      deps,
      'GET',
      `${prefix}/export`,
      readers,
      async (req, res, ctx) => {
        const filter = filterOf(req, type);
        const def = await exportDefinition(ctx, formTypeOf(type.key), filter);
        const { batches } = await exportBatches(ctx, awardApplicationService, filter, EXPORT_MAX_ROWS);
        await streamXlsx(ctx, res, def, batches);
      },
      { summary: `${type.label}申报列表导出 Excel`, query: filterDoc(type), file: XLSX_TYPE },
    );
    typeRoute(deps, 'GET', `${prefix}/get/:id`, readers, async (req, res, ctx) => {
      const app = await awardApplicationService.readable(ctx, String(req.params.id));
      if (app.awardType !== type.key) throw badInput('申报不存在');
      sendOk(res, toRest(app));
    });
    typeRoute(deps, 'GET', `${prefix}/list/expert/:id`, readers, async (req, res, ctx) => {
      sendOk(res, (await awardApplicationService.experts(ctx, String(req.params.id))).map(toRest));
    });
    typeRoute(deps, 'GET', `${prefix}/checkCreditCode/:code`, readers, async (req, res, ctx) => {
      sendOk(res, await awardApplicationService.checkCreditCode(ctx, String(req.params.code)));
    });
    typeRoute(deps, 'GET', `${prefix}/download/:id`, readers, async (req, res, ctx) => {
      await sendMaterialsZip(res, ctx, await awardApplicationService.readable(ctx, String(req.params.id)));
    });
    typeRoute(deps, 'GET', `${prefix}/print/:id`, readers, async (req, res, ctx) => {
      const data = await applicationPrintData(ctx, String(req.params.id));
      if (data.app.awardType !== type.key) throw badInput('申报不存在');
      const name = `${type.label}申报表-${data.app.projectName ?? data.app.unitName}.pdf`;
      sendPdf(res, await applicationPrintPdf(data), name, queryText(req, 'inline') === '1' ? 'inline' : 'attachment');
    });
    typeRoute(
      deps,
      'POST',
      `${prefix}/modify`,
      { any: [AWARD_APPLY_CODE] },
      async (req, res, ctx) => {
        const input = await validateInput(AwardApplicationInput, applicationBody(req.body));
        const created = !input.id;
        sendOk(res, toRest(await awardApplicationService.save(ctx, input)), created ? '保存成功' : '更新成功');
      },
      {
        summary: `${type.label}申报（保存草稿）`,
        description: LEGACY_APPLICATION_BODY,
        body: AwardApplicationInput,
      },
    );
    typeRoute(
      deps,
      'POST',
      `${prefix}/submit/:id`,
      { any: [AWARD_APPLY_CODE] },
      async (req, res, ctx) => {
        const version = queryText(req, 'version');
        sendOk(
          res,
          toRest(
            await awardApplicationService.sendForCheck(
              ctx,
              String(req.params.id),
              version && /^\d+$/.test(version) ? Number(version) : undefined,
            ),
          ),
          '送审成功',
        );
      },
      {
        summary: `${type.label}申报（送审）`,
        query: {
          version: { description: '读取时的版本号（乐观锁，可不传）', schema: { type: 'integer', minimum: 0 } },
        },
        noBody: '参数 id 在路径中，version 在查询串中',
      },
    );
    typeRoute(
      deps,
      'POST',
      `${prefix}/assign/expert`,
      staff,
      async (req, res, ctx) => {
        const input = await validateInput(AwardExpertAssignInput, req.body);
        sendOk(
          res,
          (await awardApplicationService.assignExperts(ctx, input.id, input.expertIds)).map(toRest),
          '分配成功',
        );
      },
      { summary: `${type.label}申报（分配专家）`, body: AwardExpertAssignInput },
    );
    typeRoute(
      deps,
      'POST',
      `${prefix}/modify-status`,
      staff,
      async (req, res, ctx) => {
        const input = await validateInput(AwardApplicationEnabledInput, req.body);
        sendOk(res, toRest(await awardApplicationService.setEnabled(ctx, input)), '操作成功');
      },
      { summary: `${type.label}申报（启用或停用）`, body: AwardApplicationEnabledInput },
    );
    typeRoute(
      deps,
      'POST',
      `${prefix}/modify-file`,
      appliers,
      async (req, res, ctx) => {
        const body = applicationBody(req.body);
        const input = await validateInput(AwardApplicationFilesInput, body);
        sendOk(res, toRest(await awardApplicationService.modifyFiles(ctx, input)), '操作成功');
      },
      {
        summary: `${type.label}申报（修改材料）`,
        description: LEGACY_APPLICATION_BODY,
        body: AwardApplicationFilesInput,
      },
    );
    typeRoute(
      deps,
      'POST',
      `${prefix}/modify-approval-status`,
      staff,
      async (req, res, ctx) => {
        const input = await validateInput(AwardApprovalStatusInput, req.body);
        sendOk(res, toRest(await awardApplicationService.resetApproval(ctx, input.id, input.opinion)), '操作成功');
      },
      { summary: `${type.label}申报（退回待提交）`, body: AwardApprovalStatusInput },
    );
    typeRoute(
      deps,
      'POST',
      `${prefix}/approval-batch`,
      { any: [manageCode(type), 'flow_admin'] },
      async (req, res, ctx) => {
        const ids = Array.isArray(req.body?.ids) ? (req.body.ids as unknown[]).map(String) : queryIds(req);
        const approved = await awardApplicationService.approveBatch(ctx, type.key, ids);
        sendOk(res, { approved }, `已审批通过${approved}条`);
      },
      {
        summary: `${type.label}申报（批量审批通过）`,
        query: IDS_QUERY,
        bodySchema: {
          type: 'object',
          properties: {
            ids: {
              description: '申报主键：数组，或逗号分隔的文本（也可在查询串中）',
              oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }],
            },
          },
        },
        data: {
          schema: { type: 'object', properties: { approved: { type: 'integer', description: '审批通过的条数' } } },
        },
      },
    );
    typeRoute(deps, 'DELETE', `${prefix}/del/:id`, appliers, async (req, res, ctx) => {
      sendOk(res, await awardApplicationService.removeDraft(ctx, String(req.params.id)), '删除成功');
    });
  }
};
