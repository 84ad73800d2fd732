import type { SqlEntityManager } from '@mikro-orm/sql';
import type { FormDefinition } from '@zhuxie/domain/forms/definition';
import { QUESTIONNAIRE_STATUS } from '@zhuxie/domain/questionnaire/questionnaire-rules';
import { TENANT_FILTER } from '../../db/filters.js';
import { Questionnaire } from './questionnaire.entity.js';

/** The demo questionnaire's questions: a choice with 其他, a question shown on an answer, a rating, a matrix, a text. */
export const DEMO_QUESTIONNAIRE: Omit<FormDefinition, 'key'> = {
  version: 1,
  title: { zh: '会员服务满意度调查（演示）' },
  tabs: [
    {
      key: 'page1',
      label: { zh: '第1页' },
      sections: [
        {
          key: 'section1',
          fields: [
            {
              key: 'q1',
              type: 'options',
              label: { zh: '您主要通过哪种渠道了解协会动态？' },
              rules: { required: true },
              options: [
                { value: 'web', label: { zh: '协会网站' } },
                { value: 'wechat', label: { zh: '微信公众号' } },
                { value: 'meeting', label: { zh: '会议活动' } },
                { value: 'other', label: { zh: '其他' }, other: true },
              ],
            },
            {
              key: 'q2',
              type: 'options',
              multiple: true,
              label: { zh: '您希望协会加强哪些服务？（可多选）' },
              options: [
                { value: 'training', label: { zh: '培训' } },
                { value: 'awards', label: { zh: '评优评奖' } },
                { value: 'policy', label: { zh: '政策解读' } },
              ],
            },
            {
              key: 'q3',
              type: 'longText',
              label: { zh: '请具体说明希望的培训内容' },
              visibleWhen: { field: 'q2', in: ['training'] },
            },
            { key: 'q4', type: 'rating', scale: 5, label: { zh: '总体满意度' }, rules: { required: true } },
            {
              key: 'q5',
              type: 'matrix',
              label: { zh: '请评价以下服务' },
              rows: [
                { key: 'r1', label: { zh: '会员信息服务' } },
                { key: 'r2', label: { zh: '评优评奖服务' } },
              ],
              columns: [
                { value: 'good', label: { zh: '满意' } },
                { value: 'fair', label: { zh: '一般' } },
                { value: 'poor', label: { zh: '不满意' } },
              ],
            },
            { key: 'q6', type: 'longText', label: { zh: '其他意见和建议' } },
          ],
        },
      ],
    },
  ],
};

/** Demo data: a running questionnaire for every member unit, open for thirty days. */
export async function seedDemoQuestionnaires(em: SqlEntityManager, tenantId: string): Promise<void> {
  if (await em.count(Questionnaire, {}, { filters: { [TENANT_FILTER]: { tenantId } } })) return;
  const day = 24 * 60 * 60 * 1000;
  const q = em.create(Questionnaire, {
    tenantId,
    title: '会员服务满意度调查（演示）',
    description: '了解会员单位对协会各项服务的评价，帮助我们改进工作。',
    welcomeText: '感谢您抽出时间参与本次调查，约需3分钟。',
    thanksText: '感谢您的参与！',
    definition: { key: 'demo', ...DEMO_QUESTIONNAIRE },
    status: QUESTIONNAIRE_STATUS.running,
    audience: 'members',
    oncePer: 'unit',
    editableUntilEnd: true,
    startTime: new Date(Date.now() - day),
    endTime: new Date(Date.now() + 30 * day),
    launchTime: new Date(),
  });
  q.definition = { ...q.definition, key: q.id };
  await em.flush();
}
