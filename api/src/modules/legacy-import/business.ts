import { randomBytes } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { mobileError } from '@zhuxie/domain/rules/mobile';
import { normalizeUscc, usccError } from '@zhuxie/domain/rules/uscc';
import { raiseSequence } from '../../engine/sequence/sequence.js';
import { Tenant } from '../../engine/tenancy/tenant.entity.js';
import { DictBiz } from '../../engine/dict/index.js';
import { CERTIFICATE_SEQUENCE } from '../certificate/index.js';
import { RECEIPT_SEQUENCE } from '../dues/index.js';
import { MEMBER_LEVEL_DICT } from '../member/index.js';
// The legacy import writes other modules' rows directly, keeping their ids, numbers and codes: the one module that
// imports other modules' entity files (an exception of dependency-cruiser's module-through-its-index).
import {
  CERTIFICATE_STATUS,
  CertificateModel,
  MemberCertificate,
  MODEL_STATUS,
} from '../certificate/certificate.entity.js';
import {
  DuesPeriod,
  DuesStandard,
  ORDER_STATUS,
  PaymentOrder,
  PERIOD_STATUS,
  Receipt,
  RECEIPT_STATUS,
} from '../dues/dues.entity.js';
import { EXPERT_DISCIPLINE_DICT, ExpertAccount } from '../expert/expert.entity.js';
import { MEMBER_STATUS, MemberPerson, MemberUnit } from '../member/member.entity.js';
import type { Prepared, Step } from './importer.js';
import type { ColumnSpec, MappingTarget, TableMapping } from './mapping.js';
import { type Kind, loadOr, n, s, type TargetDef, type Values } from './target-def.js';
import { ACTIVITY_TARGETS } from './targets-activity.js';
import { AWARD_TARGETS } from './targets-awards.js';
import type { LegacyRow } from './source.js';
import { date, dateTime, int, money, tenantOf, text } from './values.js';
import { newVerifyCode } from '../../engine/rest/public-url.js';

async function unitOf(em: SqlEntityManager, id: string): Promise<MemberUnit | null> {
  return em.findOne(MemberUnit, { id }, { filters: false });
}

export const TARGETS: Record<MappingTarget, TargetDef> = {
  ...ACTIVITY_TARGETS,
  ...AWARD_TARGETS,
  memberUnit: {
    fields: {
      name: { label: '单位名称', kind: 'text', max: 255, required: true },
      creditCode: { label: '统一社会信用代码', kind: 'text', max: 18, required: true, rule: 'uscc' },
      address: { label: '单位地址', kind: 'text', max: 500 },
      regionCode: { label: '所在地区编码', kind: 'text', max: 12 },
      legalRepresentative: { label: '法定代表人', kind: 'text', max: 64 },
      contactName: { label: '联系人', kind: 'text', max: 64, required: true },
      contactMobile: { label: '联系人手机', kind: 'text', max: 11, required: true, rule: 'mobile' },
      email: { label: '电子邮箱', kind: 'text', max: 128 },
      qualifications: { label: '资质', kind: 'text' },
      memberLevel: { label: '会员等级', kind: 'text', max: 64, required: true, dict: MEMBER_LEVEL_DICT },
      joinDate: { label: '入会日期', kind: 'date' },
      status: { label: '状态', kind: 'int' },
      userId: { label: '单位账号', kind: 'text', ref: 'user' },
    },
    existing: (em, tenantId, v) =>
      em.findOne(MemberUnit, { tenantId, creditCode: s(v.creditCode)!, isDeleted: 0 }, { filters: false }),
    async apply(em, tenantId, v, targetId) {
      const unit = await loadOr(em, MemberUnit, targetId, () =>
        em.create(MemberUnit, {
          tenantId,
          name: s(v.name)!,
          creditCode: s(v.creditCode)!,
          contactName: s(v.contactName)!,
          contactMobile: s(v.contactMobile)!,
          memberLevel: s(v.memberLevel)!,
        }),
      );
      Object.assign(unit, {
        name: v.name,
        creditCode: v.creditCode,
        address: v.address,
        regionCode: v.regionCode,
        legalRepresentative: v.legalRepresentative,
        contactName: v.contactName,
        contactMobile: v.contactMobile,
        email: v.email,
        qualifications: v.qualifications,
        memberLevel: v.memberLevel,
        joinDate: v.joinDate,
        status: n(v.status) === 0 ? MEMBER_STATUS.disabled : MEMBER_STATUS.active,
        userId: v.userId,
      });
      return unit.id;
    },
  },
  memberPerson: {
    fields: {
      unitId: { label: '所属会员单位', kind: 'text', required: true, ref: 'memberUnit' },
      name: { label: '姓名', kind: 'text', max: 64, required: true },
      post: { label: '职务', kind: 'text', max: 64 },
      mobile: { label: '手机号码', kind: 'text', max: 11, rule: 'mobile' },
      idCard: { label: '身份证号', kind: 'text', max: 18 },
    },
    async apply(em, tenantId, v, targetId) {
      const person = await loadOr(em, MemberPerson, targetId, () =>
        em.create(MemberPerson, { tenantId, unitId: s(v.unitId)!, name: s(v.name)! }),
      );
      Object.assign(person, { unitId: v.unitId, name: v.name, post: v.post, mobile: v.mobile, idCard: v.idCard });
      return person.id;
    },
  },
  duesStandard: {
    fields: {
      year: { label: '年度', kind: 'int', required: true },
      memberLevel: { label: '会员等级', kind: 'text', max: 64, required: true, dict: MEMBER_LEVEL_DICT },
      amount: { label: '会费金额', kind: 'money', required: true },
      dueDate: { label: '缴费截止日期', kind: 'date', required: true },
      remark: { label: '备注', kind: 'text', max: 500 },
    },
    existing: (em, tenantId, v) =>
      em.findOne(
        DuesStandard,
        { tenantId, year: n(v.year)!, memberLevel: s(v.memberLevel)!, isDeleted: 0 },
        { filters: false },
      ),
    async apply(em, tenantId, v, targetId) {
      const standard = await loadOr(em, DuesStandard, targetId, () =>
        em.create(DuesStandard, {
          tenantId,
          year: n(v.year)!,
          memberLevel: s(v.memberLevel)!,
          amount: s(v.amount)!,
          dueDate: s(v.dueDate)!,
        }),
      );
      Object.assign(standard, {
        year: v.year,
        memberLevel: v.memberLevel,
        amount: v.amount,
        dueDate: v.dueDate,
        remark: v.remark,
      });
      return standard.id;
    },
  },
  duesPeriod: {
    fields: {
      unitId: { label: '会员单位', kind: 'text', required: true, ref: 'memberUnit' },
      year: { label: '年度', kind: 'int', required: true },
      memberLevel: { label: '会员等级', kind: 'text', max: 64, dict: MEMBER_LEVEL_DICT },
      amount: { label: '应缴金额', kind: 'money', required: true },
      dueDate: { label: '缴费截止日期', kind: 'date', required: true },
      status: { label: '缴费状态', kind: 'int' },
      paidTime: { label: '缴费时间', kind: 'datetime' },
    },
    existing: (em, tenantId, v) =>
      em.findOne(DuesPeriod, { tenantId, unitId: s(v.unitId)!, year: n(v.year)!, isDeleted: 0 }, { filters: false }),
    async apply(em, tenantId, v, targetId) {
      const unit = (await unitOf(em, s(v.unitId)!))!;
      const period = await loadOr(em, DuesPeriod, targetId, () =>
        em.create(DuesPeriod, {
          tenantId,
          unitId: unit.id,
          unitName: unit.name,
          year: n(v.year)!,
          memberLevel: s(v.memberLevel) ?? unit.memberLevel,
          amount: s(v.amount)!,
          dueDate: s(v.dueDate)!,
        }),
      );
      Object.assign(period, {
        unitId: unit.id,
        unitName: unit.name,
        year: v.year,
        memberLevel: v.memberLevel ?? unit.memberLevel,
        amount: v.amount,
        dueDate: v.dueDate,
        status: n(v.status) === 1 ? PERIOD_STATUS.paid : PERIOD_STATUS.unpaid,
        paidTime: v.paidTime,
      });
      return period.id;
    },
  },
  receipt: {
    fields: {
      receiptNo: { label: '收据编号', kind: 'text', max: 32, required: true },
      unitId: { label: '会员单位', kind: 'text', required: true, ref: 'memberUnit' },
      periodId: { label: '会费期间', kind: 'text', ref: 'duesPeriod' },
      year: { label: '年度', kind: 'int' },
      amount: { label: '金额', kind: 'money', required: true },
      subject: { label: '收费项目', kind: 'text', max: 255 },
      provider: { label: '收款方式', kind: 'text', max: 32 },
      issueTime: { label: '开具时间', kind: 'datetime', required: true },
      status: { label: '状态', kind: 'int' },
      voidReason: { label: '作废原因', kind: 'text', max: 500 },
    },
    unique: 'receiptNo',
    existing: (em, tenantId, v) => em.findOne(Receipt, { tenantId, receiptNo: s(v.receiptNo)! }, { filters: false }),
    async check(em, tenantId, v) {
      const year = receiptYear(v);
      const period = v.periodId
        ? await em.findOne(DuesPeriod, { id: s(v.periodId)! }, { filters: false })
        : await em.findOne(DuesPeriod, { tenantId, unitId: s(v.unitId)!, year, isDeleted: 0 }, { filters: false });
      if (!period && !String(v.unitId).startsWith('planned:'))
        return { column: 'period', reason: `会员单位在 ${year} 年没有会费期间，收据无所属` };
      return undefined;
    },
    async apply(em, tenantId, v, targetId, legacyId) {
      const unit = (await unitOf(em, s(v.unitId)!))!;
      const year = receiptYear(v);
      const period = v.periodId
        ? (await em.findOne(DuesPeriod, { id: s(v.periodId)! }, { filters: false }))!
        : (await em.findOne(DuesPeriod, { tenantId, unitId: unit.id, year, isDeleted: 0 }, { filters: false }))!;
      const issueTime = v.issueTime as Date;
      const subject = s(v.subject) ?? `${year}年度会费`;
      const provider = s(v.provider) ?? 'offline';
      const valid = n(v.status) !== 0;
      const existing = targetId ? await em.findOne(Receipt, { id: targetId }, { filters: false }) : null;
      const order =
        (existing ? await em.findOne(PaymentOrder, { id: existing.orderId }, { filters: false }) : null) ??
        em.create(PaymentOrder, {
          tenantId,
          orderNo: `LEGACY${legacyId}`.slice(0, 32),
          unitId: unit.id,
          unitName: unit.name,
          periodId: period.id,
          subject,
          amount: s(v.amount)!,
          provider,
        });
      Object.assign(order, {
        unitId: unit.id,
        unitName: unit.name,
        periodId: period.id,
        subject,
        amount: v.amount,
        provider,
        status: ORDER_STATUS.paid,
        paidTime: issueTime,
        transactionId: `旧系统收据 ${s(v.receiptNo)}`,
      });
      const seq = /^(\d{4})-(\d+)$/.exec(s(v.receiptNo)!);
      const receipt =
        existing ??
        em.create(Receipt, {
          tenantId,
          receiptNo: s(v.receiptNo)!,
          year,
          seq: seq ? Number(seq[2]) : 0,
          orderId: order.id,
          unitId: unit.id,
          unitName: unit.name,
          subject,
          amount: s(v.amount)!,
          provider,
          issueTime,
          verifyCode: newVerifyCode(),
        });
      Object.assign(receipt, {
        receiptNo: v.receiptNo,
        year: seq ? Number(seq[1]) : year,
        seq: seq ? Number(seq[2]) : 0,
        orderId: order.id,
        unitId: unit.id,
        unitName: unit.name,
        subject,
        amount: v.amount,
        provider,
        issueTime,
        status: valid ? RECEIPT_STATUS.valid : RECEIPT_STATUS.voided,
        voidReason: valid ? undefined : (s(v.voidReason) ?? '旧系统中已作废'),
      });
      if (valid) Object.assign(period, { status: PERIOD_STATUS.paid, paidOrderId: order.id, paidTime: issueTime });
      return receipt.id;
    },
    async finish(run) {
      // New receipts continue after the numbers brought over.
      const em = run.em();
      const rows = await em
        .getConnection()
        .execute<{ tenant_id: string; year: number; seq: number }[]>(
          'select tenant_id, year, max(seq) as seq from lnjzxh_receipt where seq > 0 group by tenant_id, year',
        );
      for (const r of rows) await raiseSequence(em, r.tenant_id, RECEIPT_SEQUENCE, Number(r.year), Number(r.seq));
    },
  },
  certificate: {
    fields: {
      number: { label: '证书编号', kind: 'text', max: 40, required: true },
      unitId: { label: '会员单位', kind: 'text', required: true, ref: 'memberUnit' },
      issueDate: { label: '发证日期', kind: 'date', required: true },
      validFrom: { label: '有效期起', kind: 'date' },
      validTo: { label: '有效期止', kind: 'date', required: true },
      code: { label: '验证码', kind: 'text', max: 40 },
      qrLink: { label: '二维码链接', kind: 'text', max: 1000 },
      status: { label: '状态', kind: 'int' },
      revokeReason: { label: '撤销原因', kind: 'text', max: 500 },
      revokedAt: { label: '撤销时间', kind: 'datetime' },
    },
    unique: 'number',
    existing: (em, tenantId, v) =>
      em.findOne(MemberCertificate, { tenantId, number: s(v.number)! }, { filters: false }),
    async check(_em, _tenantId, v) {
      if (v.code === undefined && v.qrLink !== undefined && !codeOfLink(s(v.qrLink)!))
        return { column: 'qrLink', reason: '二维码链接中没有 code 参数' };
      const code = s(v.code) ?? (v.qrLink ? codeOfLink(s(v.qrLink)!) : undefined);
      if (code && !/^[A-Za-z0-9_-]{4,40}$/.test(code))
        return { column: 'code', reason: '验证码应为 4 到 40 位字母、数字、- 或 _' };
      return undefined;
    },
    async apply(em, tenantId, v, targetId) {
      const unit = (await unitOf(em, s(v.unitId)!))!;
      const number = s(v.number)!;
      const parsed = /^(.*?)-?(\d{4})-(\d+)$/.exec(number);
      const year = parsed ? Number(parsed[2]) : Number(s(v.issueDate)!.slice(0, 4));
      const existing = targetId ? await em.findOne(MemberCertificate, { id: targetId }, { filters: false }) : null;
      const code =
        s(v.code) ??
        (v.qrLink ? codeOfLink(s(v.qrLink)!) : undefined) ??
        existing?.code ??
        randomBytes(16).toString('base64url');
      const model = await legacyModel(em, tenantId, parsed?.[1] || 'LEGACY');
      const revoked = n(v.status) === 0;
      const cert =
        existing ??
        em.create(MemberCertificate, {
          tenantId,
          modelId: model.id,
          unitId: unit.id,
          unitName: unit.name,
          creditCode: unit.creditCode,
          memberLevel: unit.memberLevel,
          number,
          year,
          seq: parsed ? Number(parsed[3]) : 0,
          validFrom: s(v.validFrom) ?? s(v.issueDate)!,
          validTo: s(v.validTo)!,
          issueDate: s(v.issueDate)!,
          code,
        });
      Object.assign(cert, {
        unitId: unit.id,
        unitName: unit.name,
        creditCode: unit.creditCode,
        memberLevel: unit.memberLevel,
        number,
        year,
        seq: parsed ? Number(parsed[3]) : 0,
        validFrom: s(v.validFrom) ?? s(v.issueDate),
        validTo: v.validTo,
        issueDate: v.issueDate,
        code,
        status: revoked ? CERTIFICATE_STATUS.revoked : CERTIFICATE_STATUS.valid,
        revokedAt: revoked ? ((v.revokedAt as Date | undefined) ?? new Date()) : undefined,
        revokeReason: revoked ? (s(v.revokeReason) ?? '旧系统中已撤销') : undefined,
      });
      return cert.id;
    },
    async finish(run) {
      const em = run.em();
      const rows = await em
        .getConnection()
        .execute<{ tenant_id: string; year: number; seq: number }[]>(
          'select tenant_id, year, max(seq) as seq from lnjzxh_member_certificate where seq > 0 group by tenant_id, year',
        );
      for (const r of rows) await raiseSequence(em, r.tenant_id, CERTIFICATE_SEQUENCE, Number(r.year), Number(r.seq));
    },
  },
  expert: {
    fields: {
      name: { label: '姓名', kind: 'text', max: 50, required: true },
      gender: { label: '性别', kind: 'int' },
      mobile: { label: '手机号码', kind: 'text', max: 11, required: true, rule: 'mobile' },
      unitName: { label: '工作单位', kind: 'text', max: 200, required: true },
      creditCode: { label: '单位统一社会信用代码', kind: 'text', max: 18, rule: 'uscc' },
      jobTitle: { label: '职称', kind: 'text', max: 50 },
      discipline: { label: '专业', kind: 'text', max: 64, required: true, dict: EXPERT_DISCIPLINE_DICT },
      resume: { label: '个人简介', kind: 'text' },
      cardCode: { label: '专家证号', kind: 'text', max: 32 },
      expirationDate: { label: '有效期至', kind: 'date' },
      flowStatus: { label: '审核状态', kind: 'int' },
      remark: { label: '备注', kind: 'text', max: 255 },
      userId: { label: '专家账号', kind: 'text', ref: 'user' },
    },
    existing: (em, tenantId, v) =>
      v.cardCode
        ? em.findOne(ExpertAccount, { tenantId, cardCode: s(v.cardCode)!, isDeleted: 0 }, { filters: false })
        : Promise.resolve(null),
    async apply(em, tenantId, v, targetId) {
      const expert = await loadOr(em, ExpertAccount, targetId, () =>
        em.create(ExpertAccount, {
          tenantId,
          name: s(v.name)!,
          mobile: s(v.mobile)!,
          unitName: s(v.unitName)!,
          discipline: s(v.discipline)!,
        }),
      );
      Object.assign(expert, {
        name: v.name,
        gender: v.gender,
        mobile: v.mobile,
        unitName: v.unitName,
        creditCode: v.creditCode,
        jobTitle: v.jobTitle,
        discipline: v.discipline,
        resume: v.resume,
        cardCode: v.cardCode,
        expirationDate: v.expirationDate,
        flowStatus: n(v.flowStatus) ?? 2,
        remark: v.remark,
        userId: v.userId,
      });
      return expert.id;
    },
  },
};

function receiptYear(v: Values): number {
  if (v.year !== undefined) return Number(v.year);
  const m = /^(\d{4})-/.exec(s(v.receiptNo) ?? '');
  if (m) return Number(m[1]);
  return Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(v.issueTime as Date),
  );
}

/** The verification code in a legacy QR link (`…?code=XYZ`). */
export function codeOfLink(link: string): string | undefined {
  try {
    return new URL(link, 'http://legacy.invalid').searchParams.get('code') ?? undefined;
  } catch {
    return undefined;
  }
}

/** Imported certificates hang off one model per tenant and prefix ("旧系统会员证书"), created on first need. */
async function legacyModel(em: SqlEntityManager, tenantId: string, prefix: string): Promise<CertificateModel> {
  const title = `旧系统会员证书 ${prefix}`.slice(0, 100);
  const found = await em.findOne(CertificateModel, { tenantId, title, isDeleted: 0 }, { filters: false });
  if (found) return found;
  const model = em.create(CertificateModel, {
    tenantId,
    title,
    heading: '会员证书',
    issuer: '旧系统导入',
    numberPrefix: prefix.slice(0, 16),
    status: MODEL_STATUS.submitted,
    remark: '旧系统导入的证书使用此模板',
  });
  await em.flush();
  return model;
}

function readColumn(row: LegacyRow, spec: string | ColumnSpec): { column?: string; raw: unknown } {
  if (typeof spec === 'string') return { column: spec, raw: row[spec.toLowerCase()] };
  let raw: unknown = spec.value ?? (spec.column ? row[spec.column.toLowerCase()] : undefined);
  if (spec.map && raw !== null && raw !== undefined && String(raw) in spec.map) raw = spec.map[String(raw)];
  if ((raw === null || raw === undefined || String(raw).trim() === '') && spec.default !== undefined)
    raw = spec.default;
  return { column: spec.column, raw };
}

function convert(kind: Kind, raw: unknown, max?: number): string | number | Date | undefined | null {
  if (raw === null || raw === undefined || String(raw).trim() === '') return undefined;
  switch (kind) {
    case 'text':
      return max && String(raw).trim().length > max ? null : text(raw);
    case 'int':
      return int(raw) ?? null;
    case 'money':
      return money(raw) ?? null;
    case 'date':
      return date(raw) ?? null;
    case 'datetime':
      return dateTime(raw) ?? null;
  }
}

const KIND_WORDS: Record<Kind, string> = {
  text: '文本',
  int: '整数',
  money: '金额',
  date: '日期',
  datetime: '日期时间',
};

/** The step of one mapped business table. */
export function businessStep(
  mapping: TableMapping,
  legacyTableOf: (target: MappingTarget | 'user') => string | undefined,
): Step {
  const target = mapping.target as MappingTarget;
  const def = TARGETS[target];
  const dictCache = new Map<string, boolean>();
  return {
    table: mapping.from,
    target,
    key: mapping.key ?? 'id',
    where: mapping.where,
    signature: JSON.stringify(mapping),
    async prepare(row, run): Promise<Prepared> {
      const tenantId = mapping.tenant ?? tenantOf(row, run.defaultTenant);
      const em = run.em();
      const values: Values = {};
      for (const [field, fieldDef] of Object.entries(def.fields)) {
        const spec = mapping.columns[field];
        const { column, raw } = spec === undefined ? { column: undefined, raw: undefined } : readColumn(row, spec);
        const label = column ?? field;
        let value = convert(fieldDef.kind, raw, fieldDef.max);
        if (value === null) {
          const reason =
            fieldDef.kind === 'text'
              ? `长度超过 ${fieldDef.max} 个字符`
              : `不是${KIND_WORDS[fieldDef.kind]}：${String(raw)}`;
          return { refuse: { column: label, reason } };
        }
        if (fieldDef.rule === 'uscc' && value !== undefined) {
          value = normalizeUscc(value);
          const problem = usccError(value);
          if (problem) return { refuse: { column: label, reason: `${problem}：${String(raw)}` } };
        }
        if (fieldDef.rule === 'mobile' && value !== undefined) {
          const problem = mobileError(String(value));
          if (problem) return { refuse: { column: label, reason: `${problem}：${String(raw)}` } };
        }
        if (fieldDef.ref && value !== undefined) {
          const table = legacyTableOf(fieldDef.ref);
          const id = table ? await run.refOrPlanned(table, value) : undefined;
          if (!id)
            return {
              refuse: {
                column: label,
                reason: `引用的${fieldDef.ref === 'user' ? '用户' : fieldDef.ref} ${String(value)} 未导入`,
              },
            };
          value = id;
        }
        // A dry run cannot check the dictionaries of a tenant that only the run itself would create.
        if (fieldDef.dict && value !== undefined && !(run.dryRun && !(await tenantKnown(em, tenantId)))) {
          const cacheKey = `${tenantId}|${fieldDef.dict}|${String(value)}`;
          if (!dictCache.has(cacheKey)) {
            dictCache.set(
              cacheKey,
              (await em.count(
                DictBiz,
                { tenantId, code: fieldDef.dict, dictKey: String(value), parentId: { $ne: null }, isDeleted: 0 },
                { filters: false },
              )) > 0,
            );
          }
          if (!dictCache.get(cacheKey))
            return { refuse: { column: label, reason: `字典 ${fieldDef.dict} 中没有键值 ${String(value)}` } };
        }
        if (fieldDef.required && value === undefined) return { refuse: { column: label, reason: `${field} 不能为空` } };
        values[field] = value;
      }
      if (def.extras) {
        const extra: Record<string, string> = {};
        for (const [field, spec] of Object.entries(mapping.columns)) {
          if (!field.startsWith(`${def.extras}.`)) continue;
          const { column, raw } = readColumn(row, spec);
          const value = convert('text', raw);
          if (value === null) return { refuse: { column: column ?? field, reason: `不是文本：${String(raw)}` } };
          if (value !== undefined) extra[field.slice(def.extras.length + 1)] = String(value);
        }
        values[def.extras] = extra;
      }
      const problem = await def.check?.(em, tenantId, values, run);
      if (problem) {
        // The report names the legacy column of the field at fault, as the per-field checks above do.
        const spec = problem.column ? mapping.columns[problem.column] : undefined;
        const column = typeof spec === 'string' ? spec : (spec?.column ?? problem.column);
        return { refuse: { ...problem, column } };
      }
      const existing = def.existing ? await def.existing(em, tenantId, values) : null;
      const legacyId = String(row[(mapping.key ?? 'id').toLowerCase()]);
      if (existing && def.unique && (await run.ref(mapping.from, legacyId)) !== existing.id) {
        const spec = mapping.columns[def.unique];
        const column = typeof spec === 'string' ? spec : (spec?.column ?? def.unique);
        return { refuse: { column, reason: `编号 ${String(values[def.unique])} 已被其他记录使用` } };
      }
      return {
        tenantId,
        existingId: existing?.id,
        apply: (tem, targetId) => def.apply(tem, tenantId, values, targetId, legacyId),
      };
    },
    finish: def.finish,
  };
}

const tenants = new Map<string, boolean>();
async function tenantKnown(em: SqlEntityManager, tenantId: string): Promise<boolean> {
  if (!tenants.get(tenantId))
    tenants.set(tenantId, (await em.count(Tenant, { tenantId, isDeleted: 0 }, { filters: false })) > 0);
  return tenants.get(tenantId)!;
}

/** The steps of a mapping's business tables, in the file's order. */
export function businessSteps(tables: TableMapping[]): Step[] {
  // A field name that no target knows is a mistake in the file (it would be dropped silently otherwise).
  for (const [i, table] of tables.entries()) {
    const def = TARGETS[table.target as MappingTarget];
    const unknown = Object.keys(table.columns).filter((field) => {
      if (field in def.fields) return false;
      const extra = def.extras && field.startsWith(`${def.extras}.`) ? field.slice(def.extras.length + 1) : undefined;
      return extra === undefined || !(def.extraKeys ?? []).includes(extra);
    });
    if (unknown.length)
      throw new Error(
        `tables[${i}]（${table.target}）没有字段 ${unknown.join('、')}；可用字段：${Object.keys(def.fields).join('、')}${def.extras ? `、${def.extras}.（${(def.extraKeys ?? []).join('、')}）` : ''}`,
      );
  }
  const legacyTableOf = (target: MappingTarget | 'user') =>
    target === 'user' ? 'blade_user' : tables.find((t) => t.target === target)?.from;
  return tables.map((t) => businessStep(t, legacyTableOf));
}
