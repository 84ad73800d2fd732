import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/**
 * What an installation starts with: every row the seeders write (base data, demo data, and the base data of a
 * tenant created afterwards), read back through the ORM by entity name and written out without ids, times
 * and hashes; references between rows are replaced by the referenced row's natural key. The snapshot file is
 * committed: menus, permission codes, grants and demo data that change show up in review. Modules declare
 * their own menus and seeds (see docs/architecture.md); moving a declaration must leave this file unchanged.
 */

const SKIP = new Set([
  'id',
  'createTime',
  'updateTime',
  'version',
  'passwordHash',
  'secretHash',
  'releaseTime',
  'createUser',
  'updateUser',
  'createDept',
]);
/** Fields of demo rows that follow the day of seeding (dates relative to today, the year) or are random. */
const VOLATILE: Record<string, string[]> = {
  MemberCertificate: ['code', 'number', 'year', 'issueDate', 'validFrom', 'validTo'],
  AwardProgramme: ['year', 'name', 'startDate', 'endDate'],
};
/** A link of a stored file: its key is random (uuid), the link's shape is what matters. */
const STORED_FILE = /^\/files\/000000\/\d{8}\/[0-9a-f-]{36}\.(png|jpg)$/;

/** The natural key of a row of each seeded entity (how other rows' references to it are written). */
const KEYS: Record<string, (row: Record<string, unknown>) => string> = {
  Tenant: (r) => `${r.tenantId}`,
  OAuthClient: (r) => `${r.clientId}`,
  Menu: (r) => `${r.code}`,
  Role: (r) => `${r.tenantId}/${r.roleAlias}`,
  Dept: (r) => `${r.tenantId}/${r.deptName}`,
  User: (r) => `${r.tenantId}/${r.account}`,
  DataScope: (r) => `${r.scopeName}`,
  ApiScope: (r) => `${r.scopeName}`,
  Dict: (r) => `${r.code}/${r.dictKey ?? ''}`,
  DictBiz: (r) => `${r.tenantId}/${r.code}/${r.dictKey ?? ''}`,
  Param: (r) => `${r.tenantId}/${r.paramKey}`,
  FlowModel: (r) => `${r.tenantId}/${r.modelKey}`,
  Region: (r) => `${r.code}`,
  ReviewSheet: (r) => `${r.tenantId}/${r.key}`,
  Notice: (r) => `${r.tenantId}/${r.title}`,
  MemberUnit: (r) => `${r.tenantId}/${r.name}`,
  MemberPerson: (r) => `${r.tenantId}/${r.name}`,
  DuesStandard: (r) => `${r.tenantId}/${r.year}/${r.memberLevel}`,
  DuesPeriod: (r) => `${r.tenantId}/${r.year}/${r.unitName}`,
  ExpertAccount: (r) => `${r.tenantId}/${r.name}`,
  CertificateModel: (r) => `${r.tenantId}/${r.title}`,
  MemberCertificate: (r) => `${r.tenantId}/${r.unitName}`,
  AwardProgramme: (r) => `${r.tenantId}/${r.awardType}/${r.name}`,
  Event: (r) => `${r.tenantId}/${r.title}`,
  Article: (r) => `${r.tenantId}/${r.title}`,
  RoleMenu: () => '',
};

async function dump(orm: MikroORM): Promise<string> {
  const em = orm.em.fork();
  const rows = new Map<string, Record<string, unknown>[]>();
  const labels = new Map<string, string>();
  for (const name of Object.keys(KEYS)) {
    const found = (await em.find(name as never, {}, { filters: false })).map((e) => ({
      ...(e as Record<string, unknown>),
    }));
    rows.set(name, found);
    for (const r of found) if (typeof r.id === 'string') labels.set(r.id, `${name}:${KEYS[name]!(r)}`);
  }
  const show = (v: unknown): unknown => {
    if (typeof v === 'string')
      return labels.get(v) ?? (STORED_FILE.test(v) ? `/files/<stored .${v.split('.').pop()}>` : v);
    if (Array.isArray(v)) return v.map(show);
    if (v instanceof Date) return '<date>';
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, show(x)]));
    return v;
  };
  const out: string[] = [];
  for (const [name, list] of rows) {
    // Formula properties (a region's or programme's name, a read count) are read with the row, not seeded data.
    const formulas = new Set(
      Object.values(orm.getMetadata().find(name as never)?.properties ?? {})
        .filter((p) => p.formula)
        .map((p) => p.name as string),
    );
    const lines = list.map((r) => {
      const fields = Object.keys(r)
        .filter(
          (k) =>
            !SKIP.has(k) && !formulas.has(k) && !VOLATILE[name]?.includes(k) && r[k] !== undefined && r[k] !== null,
        )
        .sort()
        .map((k) => `${k}=${JSON.stringify(show(r[k]))}`);
      return fields.join(' ');
    });
    lines.sort();
    if (name === 'Region') {
      // 1,500 rows of public data: their count and a digest.
      out.push(`## Region ${lines.length} sha256:${createHash('sha256').update(lines.join('\n')).digest('hex')}`);
    } else {
      out.push(`## ${name} ${lines.length}`, ...lines);
    }
  }
  return `${out.join('\n')}\n`;
}

describe('seeded data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
  });
  afterAll(async () => server?.stop());

  it('is what every installation, its demo data and a new tenant start with', async () => {
    const admin = await server.login('admin', DEMO_PASSWORD);
    expect(
      (await admin.gql(`mutation { submitTenant(input: { tenantId: "654321", tenantName: "种子租户" }) { id } }`))
        .errors,
    ).toBeUndefined();
    await expect(await dump(server.db.orm)).toMatchFileSnapshot('./__snapshots__/seed-data.txt');
  });

  it('is the same after a second start (seeding adds only what is missing)', async () => {
    const { seed } = await import('../../api/src/db/seeders/seed.js');
    const before = await dump(server.db.orm);
    await seed(server.db.orm, { demo: true });
    expect(await dump(server.db.orm)).toBe(before);
  });
});
