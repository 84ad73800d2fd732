import type { Request } from 'express';
import { fieldsOf, otherKey } from '@zhuxie/domain/forms/definition';
import { QUESTIONNAIRE_STATUS_LABELS } from '@zhuxie/domain/questionnaire/questionnaire-rules';
import { requirePermission } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { type ExportColumn, streamXlsx } from '../../engine/crud/export.js';
import { IDS_BODY, IDS_QUERY } from '../../engine/crud/crud.rest.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { filterQueryDoc } from '../../engine/rest/filters.js';
import { queryIds, queryPage, queryText } from '../../engine/rest/query.js';
import { PAGE_QUERY, route } from '../../engine/rest/route.js';
import { pageToRest, toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { validateInput } from '../../engine/validation/validate.js';
import { memberUnitService } from '../member/index.js';
import { Questionnaire, type QuestionnaireAnswer } from './questionnaire.entity.js';
import { QuestionnaireAnswerInput, QuestionnaireInput } from './questionnaire.inputs.js';
import { QUESTIONNAIRE_CODES, QUESTIONNAIRE_READERS, questionnaireService } from './questionnaire.service.js';

const P = '/lnjzxh-member';

const questionnaireFilter = (req: Request) => {
  const status = queryText(req, 'status');
  return {
    title: queryText(req, 'title'),
    status: status && ['0', '1', '2'].includes(status) ? Number(status) : undefined,
  };
};

/** A value of an answer as a cell: choices by their labels, a matrix as row：column lines. */
function cellOf(q: Questionnaire, key: string, value: unknown): string | undefined {
  const field = fieldsOf(q.definition).find((f) => f.field.key === key)?.field;
  if (value === undefined || value === null || value === '') return undefined;
  if (field?.type === 'options') {
    const label = (v: unknown) => field.options.find((o) => o.value === v)?.label.zh ?? String(v);
    return (Array.isArray(value) ? value : [value]).map(label).join('、');
  }
  if (field?.type === 'matrix' && typeof value === 'object') {
    const answers = value as Record<string, unknown>;
    return field.rows
      .filter((r) => answers[r.key] !== undefined)
      .map((r) => `${r.label.zh}：${field.columns.find((c) => c.value === answers[r.key])?.label.zh ?? ''}`)
      .join('\n');
  }
  return Array.isArray(value) ? value.join('、') : String(value);
}

/** Every submitted answer of a questionnaire as a workbook: who (unless anonymous), when, one column per question. */
async function sendAnswers(ctx: RequestContext, res: Parameters<typeof streamXlsx>[1], id: string): Promise<void> {
  const q = await questionnaireService.detail(ctx, id);
  const answers = await questionnaireService.submittedAnswers(ctx, id);
  const units = new Map(
    (await memberUnitService.byIds(ctx, [...new Set(answers.flatMap((a) => (a.unitId ? [a.unitId] : [])))])).map(
      (u) => [u.id, u.name],
    ),
  );
  const columns: ExportColumn<QuestionnaireAnswer, unknown>[] = [
    { header: '提交时间', width: 20, value: (a) => a.submitTime },
    ...(q.anonymous
      ? []
      : [{ header: '单位', width: 30, value: (a: QuestionnaireAnswer) => units.get(a.unitId ?? '') }]),
    ...fieldsOf(q.definition).flatMap(({ field }) => {
      const own: ExportColumn<QuestionnaireAnswer, unknown> = {
        header: field.label.zh,
        width: 20,
        value: (a) => cellOf(q, field.key, a.answerValues[field.key]),
      };
      if (field.type !== 'options' || !field.options.some((o) => o.other)) return [own];
      return [
        own,
        {
          header: `${field.label.zh}（其他）`,
          width: 20,
          value: (a: QuestionnaireAnswer) => a.answerValues[otherKey(field.key)] as string,
        },
      ];
    }),
  ];
  async function* batches() {
    yield answers;
  }
  await streamXlsx(ctx, res, { fileName: `${q.title}-答卷`.slice(0, 120), sheetName: '答卷', columns }, batches());
}

/**
 * Questionnaires (prefix /api/lnjzxh-member): staff GET /questionnaire/page, /questionnaire/get/{id}, POST
 * /questionnaire/submit, /questionnaire/launch/{id}, /questionnaire/stop/{id}, /questionnaire/remove/batch, GET
 * /questionnaire/statistics/{id}, /questionnaire/export/{id}; answerers GET /questionnaire/mine,
 * /questionnaire/answer/{id}, POST /questionnaire/answer/draft, /questionnaire/answer/submit; the open link GET
 * /questionnaire/public/detail?id=, POST /questionnaire/public/submit (rate limited).
 */
export const registerQuestionnaireRest: RestRegistration = (deps) => {
  route(
    deps,
    'GET',
    `${P}/questionnaire/page`,
    { any: QUESTIONNAIRE_READERS },
    async (req, res, ctx) => {
      sendOk(res, pageToRest(await questionnaireService.list(ctx, queryPage(req), questionnaireFilter(req))));
    },
    {
      query: {
        ...PAGE_QUERY,
        ...filterQueryDoc(questionnaireFilter, {
          title: '标题',
          status: { description: '状态：0 草稿、1 进行中、2 已停止', schema: { type: 'integer', enum: [0, 1, 2] } },
        }),
      },
      data: { page: Questionnaire },
    },
  );
  route(deps, 'GET', `${P}/questionnaire/get/:id`, { any: QUESTIONNAIRE_READERS }, async (req, res, ctx) => {
    sendOk(res, toRest(await questionnaireService.detail(ctx, String(req.params.id))));
  });
  route(
    deps,
    'POST',
    `${P}/questionnaire/submit`,
    { any: [QUESTIONNAIRE_CODES.add, QUESTIONNAIRE_CODES.edit] },
    async (req, res, ctx) => {
      const input = await validateInput(QuestionnaireInput, req.body);
      requirePermission(ctx, input.id ? QUESTIONNAIRE_CODES.edit : QUESTIONNAIRE_CODES.add);
      const { entity, created } = await questionnaireService.save(ctx, input);
      sendOk(res, toRest(entity), created ? '新增成功' : '更新成功');
    },
    { body: QuestionnaireInput },
  );
  route(
    deps,
    'POST',
    `${P}/questionnaire/launch/:id`,
    { any: [QUESTIONNAIRE_CODES.launch] },
    async (req, res, ctx) => {
      sendOk(res, toRest(await questionnaireService.launch(ctx, String(req.params.id))), '发布成功');
    },
    { summary: '发布问卷', noBody: '参数 id 在路径中' },
  );
  route(
    deps,
    'POST',
    `${P}/questionnaire/stop/:id`,
    { any: [QUESTIONNAIRE_CODES.stop] },
    async (req, res, ctx) => {
      sendOk(res, toRest(await questionnaireService.stop(ctx, String(req.params.id))), '已停止');
    },
    { summary: '停止问卷', noBody: '参数 id 在路径中' },
  );
  route(
    deps,
    'POST',
    `${P}/questionnaire/remove/batch`,
    { any: [QUESTIONNAIRE_CODES.delete] },
    async (req, res, ctx) => {
      sendOk(res, (await questionnaireService.remove(ctx, queryIds(req))) > 0, '删除成功');
    },
    { query: IDS_QUERY, bodySchema: IDS_BODY, data: { schema: { type: 'boolean' } } },
  );
  route(deps, 'GET', `${P}/questionnaire/statistics/:id`, { any: QUESTIONNAIRE_READERS }, async (req, res, ctx) => {
    sendOk(res, await questionnaireService.statistics(ctx, String(req.params.id)));
  });
  route(deps, 'GET', `${P}/questionnaire/export/:id`, { any: [QUESTIONNAIRE_CODES.export] }, async (req, res, ctx) => {
    await sendAnswers(ctx, res, String(req.params.id));
  });
  route(deps, 'GET', `${P}/questionnaire/mine`, 'user', async (_req, res, ctx) => {
    const rows = await questionnaireService.mine(ctx);
    sendOk(
      res,
      rows.map((r) => ({
        questionnaire: toRest(r.questionnaire),
        answer: r.answer ? toRest(r.answer) : null,
        state: r.state,
        statusName: QUESTIONNAIRE_STATUS_LABELS[r.questionnaire.status],
      })),
    );
  });
  route(deps, 'GET', `${P}/questionnaire/answer/:id`, 'user', async (req, res, ctx) => {
    const r = await questionnaireService.toAnswer(ctx, String(req.params.id));
    sendOk(res, { questionnaire: toRest(r.questionnaire), answer: r.answer ? toRest(r.answer) : null, state: r.state });
  });
  route(
    deps,
    'POST',
    `${P}/questionnaire/answer/draft`,
    'user',
    async (req, res, ctx) => {
      const input = await validateInput(QuestionnaireAnswerInput, req.body);
      sendOk(res, toRest(await questionnaireService.answer(ctx, input, false)), '保存成功');
    },
    { summary: '保存答卷草稿', body: QuestionnaireAnswerInput },
  );
  route(
    deps,
    'POST',
    `${P}/questionnaire/answer/submit`,
    'user',
    async (req, res, ctx) => {
      const input = await validateInput(QuestionnaireAnswerInput, req.body);
      sendOk(res, toRest(await questionnaireService.answer(ctx, input, true)), '提交成功');
    },
    { summary: '提交答卷', body: QuestionnaireAnswerInput },
  );
  route(deps, 'GET', `${P}/questionnaire/public/detail`, 'public', async (req, res, ctx) => {
    const q = await questionnaireService.openQuestionnaire(ctx, queryText(req, 'id') ?? '');
    const r = toRest(q);
    sendOk(res, {
      id: r.id,
      title: r.title,
      description: r.description,
      welcomeText: r.welcomeText,
      thanksText: r.thanksText,
      definition: q.definition,
      status: q.status,
      statusName: QUESTIONNAIRE_STATUS_LABELS[q.status],
      startTime: r.startTime,
      endTime: r.endTime,
    });
  });
  route(
    deps,
    'POST',
    `${P}/questionnaire/public/submit`,
    'public',
    async (req, res, ctx) => {
      const input = await validateInput(QuestionnaireAnswerInput, req.body);
      const row = await questionnaireService.openAnswer(ctx, input);
      sendOk(res, { id: row.id }, '提交成功');
    },
    { summary: '公开链接提交答卷', body: QuestionnaireAnswerInput },
  );
};
