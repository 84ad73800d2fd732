import { Dept } from '../../engine/access/dept.entity.js';
import { LOGIN_RESULT } from '../../engine/audit/login-log.entity.js';
import { USER_STATUS } from '../../engine/auth/user.entity.js';
import type { RequestContext } from '../../engine/context.js';
import { badInput } from '../../engine/errors/domain-error.js';

/** A rendered report: column keys with their (Chinese) titles, and rows of text cells. */
export interface ReportTable {
  /** `series`: the column holds counts the report's chart draws (one series each, over the first column). */
  columns: { key: string; label: string; series?: boolean }[];
  rows: string[][];
  /** The last row is a total (listed in the table, not drawn). */
  totalRow?: boolean;
}

interface ReportKind<P> {
  title: string;
  /** Parses and checks the definition's parameters (already JSON-parsed; {} when empty). */
  params(raw: Record<string, unknown>): P;
  run(ctx: RequestContext, params: P): Promise<ReportTable>;
}

const refuse = (message: string) => badInput(message, [{ field: 'content', message }]);

function onlyKeys(raw: Record<string, unknown>, keys: string[]): void {
  const extra = Object.keys(raw).filter((k) => !keys.includes(k));
  if (extra.length) throw refuse(`报表参数不支持：${extra.join(', ')}`);
}

/** 各机构用户数: active users (and optionally disabled ones) of the tenant per department. */
const usersPerDept: ReportKind<{ includeDisabled: boolean }> = {
  title: '各机构用户数',
  params(raw) {
    onlyKeys(raw, ['includeDisabled']);
    if (raw.includeDisabled !== undefined && typeof raw.includeDisabled !== 'boolean')
      throw refuse('includeDisabled 必须是 true 或 false');
    return { includeDisabled: raw.includeDisabled === true };
  },
  async run(ctx, { includeDisabled }) {
    const statuses: number[] = includeDisabled ? [USER_STATUS.active, USER_STATUS.disabled] : [USER_STATUS.active];
    const [depts, perDept] = await Promise.all([
      ctx.em.find(Dept, {}, { fields: ['id', 'deptName', 'sort'], orderBy: { sort: 'asc', createTime: 'asc' } }),
      // Counted by the database; raw SQL is not filtered by tenant or deletion automatically, so both are named here.
      ctx.em.execute<{ dept_id: string | null; users: string | number }[]>(
        `select dept_id, count(*) as users from blade_user
         where tenant_id = ? and is_deleted = 0 and status in (${statuses.map(() => '?').join(', ')})
         group by dept_id`,
        [ctx.tenantId, ...statuses],
      ),
    ]);
    const counts = new Map(perDept.map((r) => [r.dept_id ?? '', Number(r.users)]));
    const rows = depts.map((d) => [d.deptName, String(counts.get(d.id) ?? 0)]);
    const known = new Set(depts.map((d) => d.id));
    const total = perDept.reduce((n, r) => n + Number(r.users), 0);
    const unassigned = perDept
      .filter((r) => !r.dept_id || !known.has(r.dept_id))
      .reduce((n, r) => n + Number(r.users), 0);
    if (unassigned) rows.push(['未分配机构', String(unassigned)]);
    rows.push(['合计', String(total)]);
    return {
      columns: [
        { key: 'dept', label: '机构' },
        { key: 'users', label: '用户数', series: true },
      ],
      rows,
      totalRow: true,
    };
  },
};

/** 每日登录次数: sign-in attempts of the tenant per day (Asia/Shanghai) over the last `days` days. */
const loginsPerDay: ReportKind<{ days: number }> = {
  title: '每日登录次数',
  params(raw) {
    onlyKeys(raw, ['days']);
    const days = raw.days ?? 30;
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 366)
      throw refuse('days 必须是 1 到 366 之间的整数');
    return { days };
  },
  async run(ctx, { days }) {
    const since = new Date(Date.now() - days * 24 * 3600 * 1000);
    // Counted by the database per Beijing calendar day; the login log is not filtered by tenant automatically.
    const counted = await ctx.em.execute<{ day: string; ok: string | number; failed: string | number }[]>(
      `select to_char(create_time at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day,
              count(case when result = ? then 1 end) as ok,
              count(case when result <> ? then 1 end) as failed
       from blade_log_login
       where tenant_id = ? and create_time >= ?
       group by 1
       order by 1 desc`,
      [LOGIN_RESULT.success, LOGIN_RESULT.success, ctx.tenantId, since],
    );
    const rows = counted.map((r) => {
      const ok = Number(r.ok);
      const failed = Number(r.failed);
      return [r.day, String(ok), String(failed), String(ok + failed)];
    });
    return {
      columns: [
        { key: 'day', label: '日期' },
        { key: 'success', label: '成功', series: true },
        { key: 'failure', label: '失败', series: true },
        { key: 'total', label: '合计' },
      ],
      rows,
    };
  },
};

export const REPORT_KINDS = { users_per_dept: usersPerDept, logins_per_day: loginsPerDay } as const;
export type ReportKindName = keyof typeof REPORT_KINDS;
export const REPORT_KIND_NAMES = Object.keys(REPORT_KINDS) as ReportKindName[];

/** The parameters of a definition's content: JSON object text, or empty for the defaults. */
export function parseReportContent(kind: string, content: string | null | undefined): unknown {
  const definition = REPORT_KINDS[kind as ReportKindName];
  if (!definition) throw badInput('请选择报表类型', [{ field: 'kind', message: '请选择报表类型' }]);
  let raw: unknown = {};
  if (content?.trim()) {
    try {
      raw = JSON.parse(content);
    } catch {
      throw refuse('报表参数必须是 JSON 对象');
    }
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw refuse('报表参数必须是 JSON 对象');
  return (definition.params as (raw: Record<string, unknown>) => unknown)(raw as Record<string, unknown>);
}

/** Runs a definition's built-in report in the caller's tenant. */
export async function runReport(
  ctx: RequestContext,
  kind: string,
  content: string | null | undefined,
): Promise<{
  title: string;
  columns: { key: string; label: string; series: boolean }[];
  rows: string[][];
  totalRow: boolean;
}> {
  const params = parseReportContent(kind, content);
  const definition = REPORT_KINDS[kind as ReportKindName];
  const table = await (definition.run as (ctx: RequestContext, p: unknown) => Promise<ReportTable>)(ctx, params);
  return {
    title: definition.title,
    ...table,
    columns: table.columns.map((c) => ({ ...c, series: c.series === true })),
    totalRow: table.totalRow === true,
  };
}
