import { DECLARATION_FIELDS } from '@zhuxie/domain/award/application-rules';
import { awardTypeOf } from '@zhuxie/domain/award/award-types';
import { FlowInstance, FlowLog, FlowModel } from '../../engine/flow/flow.entities.js';
import { FLOW_ACTIONS, FLOW_STATUS } from '../../engine/flow/transitions.js';
import { RECOMMEND_UNIT_DICT } from '../award/award.entity.js';
// Written directly, keeping their legacy history (the exception business.ts explains).
import { AwardApplication } from '../award/award-application.entity.js';
import { AwardProgramme, OPEN_FLAG } from '../award/award.entity.js';
import { MemberUnit } from '../member/member.entity.js';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { loadOr, n, s, type TargetDef, type Values } from './target-def.js';

const STATUS_WORDS = '0 待提交、1 审核中、2 已通过、3 已驳回、4 已作废、5 已撤回';
const isStatus = (v: unknown) => Object.values(FLOW_STATUS).includes(Number(v) as never);

/** The award type of a row, when it has an application form here (the others cannot be shown yet). */
function formTypeOf(v: Values) {
  const type = awardTypeOf(s(v.awardType)!);
  return type?.form ? type : undefined;
}

function latestModel(em: SqlEntityManager, tenantId: string, modelKey: string) {
  return em.findOne(FlowModel, { tenantId, modelKey, isLatest: true, isDeleted: 0 }, { filters: false });
}

/** Imported applications belong to their type's programme of their year, created (closed) when there is none. */
async function programmeOf(em: SqlEntityManager, tenantId: string, awardType: string, year: number) {
  const found = await em.findOne(AwardProgramme, { tenantId, awardType, year, isDeleted: 0 }, { filters: false });
  if (found) return found;
  const programme = em.create(AwardProgramme, {
    tenantId,
    awardType,
    year,
    name: `${year}年度${awardTypeOf(awardType)!.label}（旧系统导入）`,
    openFlag: OPEN_FLAG.closed,
    closedMessage: '本批次由旧系统导入，不再受理申报',
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
  });
  await em.flush();
  return programme;
}

/** Past award applications, with their flow instance, and the entries of their flow history. */
export const AWARD_TARGETS = {
  awardApplication: {
    fields: {
      awardType: { label: '奖项类型', kind: 'text', max: 40, required: true },
      year: { label: '年度', kind: 'int', required: true },
      unitId: { label: '申报单位', kind: 'text', required: true, ref: 'memberUnit' },
      projectName: { label: '工程名称', kind: 'text', max: 255 },
      recommendUnit: { label: '推荐单位', kind: 'text', max: 64, dict: RECOMMEND_UNIT_DICT },
      applicantName: { label: '申报人', kind: 'text', max: 100 },
      flowStatus: { label: '流程状态', kind: 'int' },
      submitTime: { label: '提交时间', kind: 'datetime' },
      stepIndex: { label: '当前步骤', kind: 'int' },
    },
    extras: 'values',
    extraKeys: DECLARATION_FIELDS,
    async check(em, tenantId, v) {
      const type = formTypeOf(v);
      if (!type)
        return { column: 'awardType', reason: `奖项类型 ${s(v.awardType)} 在本系统还没有申报表，暂不能导入其申报` };
      const status = n(v.flowStatus) ?? FLOW_STATUS.approved;
      if (!isStatus(status)) return { column: 'flowStatus', reason: `流程状态应为 ${STATUS_WORDS}，而不是 ${status}` };
      if (status === FLOW_STATUS.pending) return undefined;
      const model = await latestModel(em, tenantId, type.businessType);
      if (!model) return { column: 'awardType', reason: `租户 ${tenantId} 没有 ${type.label} 的流程模型` };
      if (status === FLOW_STATUS.reviewing) {
        const step = model.steps[n(v.stepIndex) ?? 0];
        if (!step) return { column: 'stepIndex', reason: `流程模型没有第 ${(n(v.stepIndex) ?? 0) + 1} 步` };
        // A step whose approvers a rule picks (the applicant's department, designated users) needs the flow's own
        // start; the legacy system should finish those reviews first.
        if (step.approverKind === 'rule')
          return {
            column: 'flowStatus',
            reason: `审核中的申报停在按规则指定审批人的「${step.title}」，请在旧系统办结后再导入`,
          };
      }
      const unit = await em.findOne(MemberUnit, { id: s(v.unitId)! }, { filters: false });
      if (unit && !unit.userId) return { column: 'unitId', reason: '会员单位没有账号，流程没有申请人' };
      return undefined;
    },
    async apply(em, tenantId, v, targetId) {
      const type = formTypeOf(v)!;
      const unit = (await em.findOne(MemberUnit, { id: s(v.unitId)! }, { filters: false }))!;
      const programme = await programmeOf(em, tenantId, type.key, n(v.year)!);
      const status = n(v.flowStatus) ?? FLOW_STATUS.approved;
      const application = await loadOr(em, AwardApplication, targetId, () =>
        em.create(AwardApplication, {
          tenantId,
          programmeId: programme.id,
          awardType: type.key,
          year: n(v.year)!,
          unitId: unit.id,
          unitName: unit.name,
        }),
      );
      const values = { ...((v.values as Record<string, string> | undefined) ?? {}) };
      if (v.projectName !== undefined) values.proName = s(v.projectName)!;
      Object.assign(application, {
        programmeId: programme.id,
        awardType: type.key,
        year: v.year,
        unitId: unit.id,
        unitName: unit.name,
        projectName: v.projectName ?? values.proName,
        recommendUnit: v.recommendUnit,
        applicantName: v.applicantName,
        values,
        flowStatus: status,
        submitTime: v.submitTime,
      });
      if (status !== FLOW_STATUS.pending) {
        const model = (await latestModel(em, tenantId, type.businessType))!;
        const instance =
          (await em.findOne(
            FlowInstance,
            { tenantId, businessType: type.businessType, businessId: application.id, isDeleted: 0 },
            { filters: false },
          )) ??
          em.create(FlowInstance, {
            tenantId,
            businessType: type.businessType,
            businessId: application.id,
            title: '',
            modelId: model.id,
            modelVersion: model.modelVersion,
            applicantId: unit.userId!,
            applicantName: unit.name,
          });
        const stepIndex = status === FLOW_STATUS.reviewing ? (n(v.stepIndex) ?? 0) : 0;
        const step = model.steps[stepIndex];
        Object.assign(instance, {
          title: (s(v.projectName) ?? values.proName ?? `${type.label}申报`).slice(0, 200),
          applicantId: unit.userId,
          applicantName: s(v.applicantName) ?? unit.name,
          status,
          stepIndex,
          approverKind: status === FLOW_STATUS.reviewing && step ? step.approverKind : 'user',
          approvers: status === FLOW_STATUS.reviewing && step ? step.approvers : [],
          submitTime: v.submitTime,
          endTime: status === FLOW_STATUS.reviewing ? undefined : (v.submitTime ?? instance.endTime),
        });
      }
      return application.id;
    },
  },
  awardApplicationLog: {
    fields: {
      applicationId: { label: '申报', kind: 'text', required: true, ref: 'awardApplication' },
      stepIndex: { label: '步骤序号', kind: 'int' },
      action: { label: '审批动作', kind: 'text', max: 20, required: true },
      stepTitle: { label: '步骤名称', kind: 'text', max: 100 },
      opinion: { label: '审批意见', kind: 'text' },
      status: { label: '审批后状态', kind: 'int', required: true },
      operatorName: { label: '操作人', kind: 'text', max: 100, required: true },
      time: { label: '操作时间', kind: 'datetime', required: true },
    },
    async check(em, _tenantId, v) {
      if (!(FLOW_ACTIONS as readonly string[]).includes(s(v.action)!))
        return { column: 'action', reason: `审批动作应为 ${FLOW_ACTIONS.join('、')} 之一，而不是 ${s(v.action)}` };
      if (!isStatus(v.status))
        return { column: 'status', reason: `流程状态应为 ${STATUS_WORDS}，而不是 ${s(v.status)}` };
      // A dry run plans applications without writing them: their instance cannot be looked at yet.
      if (String(v.applicationId).startsWith('planned:')) return undefined;
      const application = await em.findOne(AwardApplication, { id: s(v.applicationId)! }, { filters: false });
      if (application?.flowStatus === FLOW_STATUS.pending)
        return { column: 'applicationId', reason: '待提交的申报没有流程，不能有审批记录' };
      return undefined;
    },
    async apply(em, tenantId, v, targetId) {
      const application = (await em.findOne(AwardApplication, { id: s(v.applicationId)! }, { filters: false }))!;
      const type = awardTypeOf(application.awardType)!;
      const instance = (await em.findOne(
        FlowInstance,
        { tenantId: application.tenantId, businessType: type.businessType, businessId: application.id, isDeleted: 0 },
        { filters: false },
      ))!;
      const model = await em.findOne(FlowModel, { id: instance.modelId }, { filters: false });
      const stepIndex = n(v.stepIndex) ?? 0;
      const log = await loadOr(em, FlowLog, targetId, () =>
        em.create(FlowLog, {
          tenantId,
          instanceId: instance.id,
          stepIndex,
          action: s(v.action)!,
          approvalConfigTitle: '',
          approvalStatus: n(v.status)!,
          createByName: s(v.operatorName)!,
        }),
      );
      Object.assign(log, {
        instanceId: instance.id,
        stepIndex,
        action: v.action,
        approvalConfigTitle: (s(v.stepTitle) ?? model?.steps[stepIndex]?.title ?? '旧系统审批').slice(0, 100),
        approvalOpinion: v.opinion,
        approvalStatus: v.status,
        createByName: v.operatorName,
        createTime: v.time,
      });
      return log.id;
    },
  },
} satisfies Record<string, TargetDef>;
