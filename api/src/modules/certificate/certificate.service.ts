import { type FilterQuery, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { holdsAny } from '../../engine/access/current-user.js';
import { requireUser, resourceCodes } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { bizDictLabels } from '../../engine/dict/index.js';
import { batched, type BatchLoad } from '../../engine/graphql/batch.js';
import { CrudService, likeText } from '../../engine/crud/crud.service.js';
import { type Page, type PageRequest } from '../../engine/crud/paging.js';
import { badInput, duplicate, notFound } from '../../engine/errors/domain-error.js';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { TENANT_FILTER } from '../../db/filters.js';
import { DictBiz } from '../../engine/dict/dict.entity.js';
import { MEMBER_STATUS, type MemberUnit, memberUnitService } from '../member/index.js';
import {
  CERTIFICATE_FIELDS,
  CERTIFICATE_STATUS,
  type CertificateLayoutItem,
  CertificateModel,
  MemberCertificate,
  MODEL_STATUS,
} from './certificate.entity.js';
import { nextSequence } from '../../engine/sequence/sequence.js';
import { storedImage } from '../../engine/pdf/index.js';
import { newVerifyCode, verifyPageUrl } from '../../engine/rest/public-url.js';
import { limit } from '../../engine/limits/limit.js';

/** The largest background image a certificate PDF draws (a page-sized PNG or JPEG is far smaller). */
const BACKGROUND_MAX_BYTES = 10 * 1024 * 1024;

/** The name of the certificates' numbering in the shared sequence counter (per tenant and year). */
export const CERTIFICATE_SEQUENCE = 'member_certificate';
import {
  CERTIFICATE_MESSAGES as M,
  type CertificateLayoutInput,
  type CertificateModelFilter,
  type CertificateModelInput,
  type GenerateAllCertificatesInput,
  type GenerateCertificateInput,
  type MemberCertificateFilter,
} from './certificate.inputs.js';

/** Staff menu 证书模板 (member_certificate_model) with add, edit, delete. */
export const MODEL_CODES = resourceCodes('member_certificate_model');
/** Staff menu 会员证书 (member_certificate) with the buttons 生成 and 撤销. */
export const CERTIFICATE_CODE = 'member_certificate';
export const CERTIFICATE_CODES = {
  view: CERTIFICATE_CODE,
  generate: `${CERTIFICATE_CODE}_generate`,
  revoke: `${CERTIFICATE_CODE}_revoke`,
} as const;
/** Member portal 我的证书. */
export const CMS_CERTIFICATE_CODE = 'cms_certificate';
export const MEMBER_LEVEL_DICT = 'member_level';

/** Where the QR code of a certificate leads: the open verification page. */
export const VERIFY_PATH = '/cmsPages/memberCertificate';
export const verifyUrl = (base: string, code: string) => verifyPageUrl(base, VERIFY_PATH, code);

import { DEFAULT_LAYOUT } from '@zhuxie/domain/certificate/certificate-layout';
import { findPage } from '../../engine/crud/find-page.js';

export { DEFAULT_LAYOUT };

/** What the verification page may tell: the state and, for a known certificate, what the certificate itself shows. */
export type CertificateState = 'VALID' | 'NOT_YET_VALID' | 'EXPIRED' | 'REVOKED' | 'UNKNOWN';

export interface CertificateVerificationResult {
  state: CertificateState;
  number?: string;
  unitName?: string;
  memberLevelName?: string;
  validFrom?: string;
  validTo?: string;
  issueDate?: string;
  issuer?: string;
  /** yyyy-MM-dd (the association's calendar) when revoked. */
  revokedOn?: string;
}

/** The state of a certificate on a day (yyyy-MM-dd). */
export function certificateState(
  c: Pick<MemberCertificate, 'status' | 'validFrom' | 'validTo'>,
  today: string,
): Exclude<CertificateState, 'UNKNOWN'> {
  if (c.status === CERTIFICATE_STATUS.revoked) return 'REVOKED';
  if (c.validTo < today) return 'EXPIRED';
  if (c.validFrom > today) return 'NOT_YET_VALID';
  return 'VALID';
}

/** `LNJX-2026-0001`: prefix, year, a sequence of at least four digits. */
export function formatCertificateNumber(prefix: string, year: number, seq: number): string {
  return `${prefix}-${year}-${String(seq).padStart(4, '0')}`;
}

/** The day before the same date `years` later: 2026-03-01 + 1 year -> 2027-02-28. */
export function validUntil(from: string, years: number): string {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y + years, m - 1, d));
  if (end.getUTCMonth() !== m - 1) end.setUTCDate(0); // 29 Feb into a common year
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

const isDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** Layout items: known fields, once each, on the page. */
export function checkLayout(items: readonly CertificateLayoutInput[]): CertificateLayoutItem[] {
  const seen = new Set<string>();
  return items.map((raw) => {
    const item = raw as unknown as Record<string, unknown>;
    const field = String(item?.field ?? '');
    const [x, y, size] = [item?.x, item?.y, item?.size].map(Number) as [number, number, number];
    const align = String(item?.align ?? 'left');
    const ok =
      (CERTIFICATE_FIELDS as readonly string[]).includes(field) &&
      [x, y, size].every(Number.isFinite) &&
      x >= 0 &&
      x <= 842 &&
      y >= 0 &&
      y <= 595 &&
      size >= 6 &&
      size <= 200 &&
      ['left', 'center', 'right'].includes(align);
    if (!ok) throw badInput(M.layoutInvalid, [{ field: 'layout', message: M.layoutInvalid }]);
    if (seen.has(field)) throw badInput(M.layoutDuplicate, [{ field: 'layout', message: M.layoutDuplicate }]);
    seen.add(field);
    return { field, x, y, size, align };
  });
}

class CertificateModelService extends CrudService<CertificateModel, CertificateModelInput, CertificateModelFilter> {
  constructor() {
    super({
      entity: CertificateModel,
      notFoundMessage: M.modelNotFound,
      orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
    });
  }

  override where(filter: CertificateModelFilter = {}): FilterQuery<CertificateModel> {
    const where: Record<string, unknown> = {};
    if (filter.title?.trim()) where.title = { $ilike: likeText(filter.title.trim()) };
    if (filter.status != null) where.status = filter.status;
    return where as FilterQuery<CertificateModel>;
  }

  protected override async validate(_ctx: RequestContext, input: CertificateModelInput): Promise<void> {
    if (input.layout) checkLayout(input.layout);
    const bg = input.backgroundUrl?.trim();
    if (bg && !/^(\/files\/|https?:\/\/)\S+$/.test(bg))
      throw badInput(M.backgroundInvalid, [{ field: 'backgroundUrl', message: M.backgroundInvalid }]);
  }

  protected override assign(entity: CertificateModel, input: CertificateModelInput): void {
    entity.title = input.title.trim();
    entity.heading = input.heading.trim();
    entity.issuer = input.issuer.trim();
    entity.numberPrefix = input.numberPrefix.trim().toUpperCase();
    if (input.validityYears != null) entity.validityYears = input.validityYears;
    entity.layout = input.layout
      ? checkLayout(input.layout)
      : entity.layout.length
        ? entity.layout
        : DEFAULT_LAYOUT.map((i) => ({ ...i }));
    entity.backgroundUrl = input.backgroundUrl?.trim() || undefined;
    if (input.status != null) entity.status = input.status;
    entity.remark = input.remark?.trim() || undefined;
  }

  protected override async beforeRemove(ctx: RequestContext, rows: CertificateModel[]): Promise<void> {
    if (rows.length && (await ctx.em.count(MemberCertificate, { modelId: { $in: rows.map((r) => r.id) } })))
      throw badInput(M.modelInUse);
  }
}

export const certificateModelService = new CertificateModelService();

/** A random verification code (128 bits, URL-safe). */
export interface CertificateDates {
  issueDate: string;
  validFrom: string;
  validTo: string;
}

/**
 * Writes certificates of a model for units (call inside a transaction): each takes the next number of the tenant
 * and the issue year from the shared sequence counter (engine/sequence, name `member_certificate`), so numbers
 * never repeat, also under concurrent calls; a failure of the transaction gives the numbers back.
 */
export async function issueCertificates(
  em: SqlEntityManager,
  by: { tenantId: string; userId?: string; deptId?: string },
  model: CertificateModel,
  units: MemberUnit[],
  dates: CertificateDates,
): Promise<MemberCertificate[]> {
  if (!units.length) return [];
  const year = Number(dates.issueDate.slice(0, 4));
  const last = await nextSequence(em, by.tenantId, CERTIFICATE_SEQUENCE, year, units.length);
  const first = last - units.length + 1;
  const created = units.map((unit, i) =>
    em.create(MemberCertificate, {
      tenantId: by.tenantId,
      createUser: by.userId,
      createDept: by.deptId,
      modelId: model.id,
      unitId: unit.id,
      unitName: unit.name,
      creditCode: unit.creditCode,
      memberLevel: unit.memberLevel,
      year,
      seq: first + i,
      number: formatCertificateNumber(model.numberPrefix, year, first + i),
      code: newVerifyCode(),
      ...dates,
    }),
  );
  await em.flush();
  return created;
}

class MemberCertificateService {
  /** Staff list: by unit name, number, unit and state (valid / expired / revoked, as of today). */
  async list(
    ctx: RequestContext,
    req: PageRequest,
    filter: MemberCertificateFilter = {},
  ): Promise<Page<MemberCertificate>> {
    const where: Record<string, unknown> = {};
    if (filter.unitName?.trim()) where.unitName = { $ilike: likeText(filter.unitName.trim()) };
    if (filter.number?.trim()) where.number = { $ilike: likeText(filter.number.trim()) };
    if (filter.unitId?.trim()) where.unitId = filter.unitId.trim();
    const today = todayIn();
    if (filter.state === 'revoked') where.status = CERTIFICATE_STATUS.revoked;
    if (filter.state === 'expired') Object.assign(where, { status: CERTIFICATE_STATUS.valid, validTo: { $lt: today } });
    if (filter.state === 'valid') Object.assign(where, { status: CERTIFICATE_STATUS.valid, validTo: { $gte: today } });
    const [records, total] = await findPage(ctx.em, MemberCertificate, where as FilterQuery<MemberCertificate>, {
      orderBy: [{ year: 'desc' }, { seq: 'desc' }, { id: 'desc' }],
      limit: req.size,
      offset: (req.current - 1) * req.size,
    });
    return { records, total, current: req.current, size: req.size, pages: Math.ceil(total / req.size) };
  }

  async detail(ctx: RequestContext, id: string): Promise<MemberCertificate> {
    const found = await ctx.em.findOne(MemberCertificate, { id });
    if (!found) throw notFound(M.notFound);
    return found;
  }

  /** A certificate the user may read: staff any of the tenant; a member company account those of its own unit. */
  async readable(ctx: RequestContext, id: string): Promise<MemberCertificate> {
    const user = requireUser(ctx);
    const cert = await this.detail(ctx, id);
    if (holdsAny(user, [CERTIFICATE_CODES.view])) return cert;
    const unit = await memberUnitService.ofUser(ctx, user.id);
    if (unit && unit.id === cert.unitId) return cert;
    throw notFound(M.notFound);
  }

  /** The certificates of the signed-in company account's unit, newest first. */
  async mine(ctx: RequestContext): Promise<MemberCertificate[]> {
    const user = requireUser(ctx);
    const unit = await memberUnitService.ofUser(ctx, user.id);
    if (!unit) return [];
    return ctx.em.find(MemberCertificate, { unitId: unit.id }, { orderBy: [{ year: 'desc' }, { seq: 'desc' }] });
  }

  private async submittedModel(ctx: RequestContext, modelId: string): Promise<CertificateModel> {
    const model = await ctx.em.findOne(CertificateModel, { id: modelId });
    if (!model) throw notFound(M.modelNotFound);
    if (model.status !== MODEL_STATUS.submitted) throw badInput(M.modelNotSubmitted);
    return model;
  }

  private dates(
    model: CertificateModel,
    input: { issueDate?: string; validFrom?: string; validTo?: string },
  ): CertificateDates {
    const today = todayIn();
    const issueDate = input.issueDate ?? today;
    const validFrom = input.validFrom ?? issueDate;
    const validTo = input.validTo ?? validUntil(validFrom, model.validityYears);
    for (const [field, value] of Object.entries({ issueDate, validFrom, validTo })) {
      if (!isDate(value)) throw badInput(M.dateInvalid, [{ field, message: M.dateInvalid }]);
    }
    if (validTo < validFrom) throw badInput(M.validityOrder, [{ field: 'validTo', message: M.validityOrder }]);
    return { issueDate, validFrom, validTo };
  }

  /** Whether the unit holds a certificate of the model that is not revoked and not yet expired. */
  private async hasValid(ctx: RequestContext, unitId: string, modelId: string): Promise<boolean> {
    return (
      (await ctx.em.count(MemberCertificate, {
        unitId,
        modelId,
        status: CERTIFICATE_STATUS.valid,
        validTo: { $gte: todayIn() },
      })) > 0
    );
  }

  /** Issues certificates in one transaction (see `issueCertificates`); a clash of numbers asks to try again. */
  private async issue(
    ctx: RequestContext,
    model: CertificateModel,
    units: MemberUnit[],
    dates: CertificateDates,
  ): Promise<MemberCertificate[]> {
    try {
      return await ctx.em.transactional((em) =>
        issueCertificates(
          em,
          { tenantId: ctx.tenantId, userId: ctx.userId, deptId: ctx.user?.deptId },
          model,
          units,
          dates,
        ),
      );
    } catch (e) {
      ctx.em.clear();
      if (e instanceof UniqueConstraintViolationException) throw duplicate('证书编号已存在，请重试', 'number');
      throw e;
    }
  }

  async generate(ctx: RequestContext, input: GenerateCertificateInput): Promise<MemberCertificate> {
    const model = await this.submittedModel(ctx, input.modelId);
    const unit = await memberUnitService.byId(ctx, input.unitId);
    if (!unit) throw notFound(M.unitNotFound);
    if (unit.status !== MEMBER_STATUS.active) throw badInput(M.unitInactive);
    const dates = this.dates(model, input);
    if (await this.hasValid(ctx, unit.id, model.id)) throw badInput(M.alreadyValid);
    const [cert] = await this.issue(ctx, model, [unit], dates);
    return cert!;
  }

  /** Batch generation: every active unit without a valid certificate of the model gets one. */
  async generateAll(
    ctx: RequestContext,
    input: GenerateAllCertificatesInput,
  ): Promise<{ created: number; skipped: number }> {
    const model = await this.submittedModel(ctx, input.modelId);
    const dates = this.dates(model, input);
    const units = await memberUnitService.activeUnits(ctx, 'byJoinDate');
    const holding = new Set(
      (
        await ctx.em.find(
          MemberCertificate,
          { modelId: model.id, status: CERTIFICATE_STATUS.valid, validTo: { $gte: todayIn() } },
          { fields: ['unitId'] },
        )
      ).map((c) => c.unitId),
    );
    const wanted = units.filter((u) => !holding.has(u.id));
    const created = await this.issue(ctx, model, wanted, dates);
    return { created: created.length, skipped: units.length - created.length };
  }

  /** Revokes a certificate (staff with 撤销): the reason is required and kept; the verification page shows the date. */
  async revoke(ctx: RequestContext, id: string, reason: string): Promise<MemberCertificate> {
    const cert = await this.detail(ctx, id);
    if (cert.status === CERTIFICATE_STATUS.revoked) throw badInput(M.alreadyRevoked);
    if (!reason.trim()) throw badInput(M.reasonRequired, [{ field: 'reason', message: M.reasonRequired }]);
    cert.status = CERTIFICATE_STATUS.revoked;
    cert.revokedAt = new Date();
    cert.revokeReason = reason.trim();
    cert.revokedBy = ctx.userId;
    cert.updateUser = ctx.userId;
    await ctx.em.flush();
    return cert;
  }

  /**
   * Public verification by the QR code's code (any tenant: the code is globally unique and unguessable) or by the
   * certificate number printed on it (the tenant of the request; guessing is throttled all the same). Tells
   * the state and what the certificate itself shows; never the credit code, contacts, or the revocation reason.
   */
  async verify(ctx: RequestContext, code: string): Promise<CertificateVerificationResult> {
    // Guessing codes is throttled per address (counters in PostgreSQL), as the receipts' verification.
    await limit(ctx, 'verifyIp', ctx.ip ?? 'unknown');
    const trimmed = code.trim();
    if (!trimmed || trimmed.length > 40) return { state: 'UNKNOWN' };
    // The QR code's code (any tenant), else the printed certificate number (unique in the tenant of the request).
    const cert =
      (await ctx.em.findOne(MemberCertificate, { code: trimmed }, { filters: { [TENANT_FILTER]: false } })) ??
      (await ctx.em.findOne(MemberCertificate, { number: trimmed }));
    if (!cert) return { state: 'UNKNOWN' };
    const filters = { [TENANT_FILTER]: { tenantId: cert.tenantId } };
    const [model, level] = await Promise.all([
      ctx.em.findOne(
        CertificateModel,
        { id: cert.modelId },
        { filters: { [TENANT_FILTER]: false, notDeleted: false } },
      ),
      ctx.em.findOne(
        DictBiz,
        { code: MEMBER_LEVEL_DICT, dictKey: cert.memberLevel, parentId: { $ne: null } },
        { filters },
      ),
    ]);
    const state = certificateState(cert, todayIn());
    return {
      state,
      number: cert.number,
      unitName: cert.unitName,
      memberLevelName: level?.dictValue ?? cert.memberLevel,
      validFrom: cert.validFrom,
      validTo: cert.validTo,
      issueDate: cert.issueDate,
      issuer: model?.issuer,
      revokedOn: cert.revokedAt ? todayIn(undefined, cert.revokedAt) : undefined,
    };
  }

  /** A certificate's model (a removed model still answers); the rows of a list ask in one statement. */
  async modelOf(ctx: RequestContext, modelId: string): Promise<CertificateModel | undefined> {
    return batched(ctx, modelsById).load(modelId);
  }

  /**
   * What the PDF prints besides the certificate: its model (also when since removed), the level's label and the
   * model's background image when it is a PNG or JPEG file of this tenant's storage (else the PDF has none, as a
   * print view whose image fails to load).
   */
  async printData(
    ctx: RequestContext,
    cert: MemberCertificate,
  ): Promise<{ model: CertificateModel; levelName: string; background?: Uint8Array }> {
    const [model, levels] = await Promise.all([this.modelOf(ctx, cert.modelId), bizDictLabels(ctx, MEMBER_LEVEL_DICT)]);
    if (!model) throw notFound(M.modelNotFound);
    return {
      model,
      levelName: levels.get(cert.memberLevel) ?? cert.memberLevel,
      background: await this.background(ctx, model),
    };
  }

  private background(ctx: RequestContext, model: CertificateModel): Promise<Uint8Array | undefined> {
    return storedImage(ctx, model.backgroundUrl, model.tenantId, BACKGROUND_MAX_BYTES, 'certificate background');
  }
}

export const memberCertificateService = new MemberCertificateService();

const modelsById: BatchLoad<string, CertificateModel> = async (ctx, ids) =>
  new Map(
    (await ctx.em.find(CertificateModel, { id: { $in: ids } }, { filters: { notDeleted: false } })).map((m) => [
      m.id,
      m,
    ]),
  );
