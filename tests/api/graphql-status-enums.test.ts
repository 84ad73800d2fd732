import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_ENUMS } from '../../api/src/engine/graphql/status-enums.js';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

let s: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
});
afterAll(async () => {
  await s?.stop();
});

/** The enum value name of a number in the named enum (what the `<field>Code` field must answer). */
function codeOf(enumName: string, value: number): string | null {
  const e = STATUS_ENUMS.find((x) => x.name === enumName)!;
  return Object.entries(e.values).find(([, v]) => v === value)?.[0] ?? null;
}

type Row = Record<string, number | string | null>;

describe('the enum fields beside the numeric status codes', () => {
  it.each([
    ['awardProgrammes', 'openFlag', 'OpenFlag'],
    ['awardSerialNumbers', 'status', 'SerialNumberStatus'],
    ['certificateModels', 'status', 'TemplateStatus'],
    ['safetyStandardizations', 'status', 'ApprovalStatusVariantOne'],
    ['technologyResults', 'status', 'ApprovalStatusVariantOne'],
    ['entryApplications', 'flowStatus', 'ApprovalStatus'],
    ['memberChangeRequests', 'flowStatus', 'ApprovalStatus'],
    ['expertAccounts', 'flowStatus', 'ApprovalStatus'],
    ['oaApplications', 'flowStatus', 'ApprovalStatus'],
    ['leaveRequests', 'flowStatus', 'ApprovalStatus'],
  ])('%s: %sCode names the same code as %s', async (list, field, enumName) => {
    const r = await admin.gql<Record<string, { records: Row[] }>>(
      `{ ${list}(page: { current: 1, size: 200 }) { records { ${field} ${field}Code } } }`,
    );
    expect(r.errors).toBeUndefined();
    for (const row of r.data![list]!.records) expect(row[`${field}Code`]).toBe(codeOf(enumName, row[field] as number));
  });

  // Every code of a set, written into a demo row, reads back as its enum value (so the checks are not vacuous).
  it.each([
    ['lnjzxh_certificate_model', 'status', 'certificateModel', 'status', 'TemplateStatus'],
    ['lnjzxh_award_programme', 'open_flag', 'awardProgramme', 'openFlag', 'OpenFlag'],
    ['lnjzxh_account', 'flow_status', 'expertAccount', 'flowStatus', 'ApprovalStatus'],
  ])('%s.%s: each code reads back as its %s enum value', async (table, column, query, field, enumName) => {
    const list = `${query}s`;
    const r0 = await admin.gql<Record<string, { records: { id: string }[] }>>(`{ ${list} { records { id } } }`);
    const id = r0.data![list]!.records[0]!.id;
    const e = STATUS_ENUMS.find((x) => x.name === enumName)!;
    for (const [name, value] of Object.entries(e.values)) {
      await s.db.orm.em.fork().getConnection().execute(`update ${table} set ${column} = ? where id = ?`, [value, id]);
      const r = await admin.gql<Record<string, Row>>(
        `query ($id: ID!) { ${query}(id: $id) { ${field} ${field}Code } }`,
        {
          id,
        },
      );
      expect(r.errors).toBeUndefined();
      expect(r.data![query]).toEqual({ [field]: value, [`${field}Code`]: name });
    }
  });

  it("a member's dues status as the DuesStatus enum", async () => {
    const member = await s.login('huiyuan', DEMO_PASSWORD);
    const r = await member.gql<{ myDues: { duesStatus: number; duesStatusCode: string } }>(
      '{ myDues { duesStatus duesStatusCode } }',
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.myDues.duesStatusCode).toBe(codeOf('DuesStatus', r.data!.myDues.duesStatus));
  });

  it('answers null (not an error) for a legacy number the enum does not know; the number is unchanged', async () => {
    const r0 = await admin.gql<{ certificateModels: { records: { id: string }[] } }>(
      '{ certificateModels { records { id } } }',
    );
    const id = r0.data!.certificateModels.records[0]!.id;
    await s.db.orm.em
      .fork()
      .getConnection()
      .execute('update lnjzxh_certificate_model set status = 7 where id = ?', [id]);
    const r = await admin.gql<{ certificateModel: { status: number; statusCode: string | null } }>(
      'query ($id: ID!) { certificateModel(id: $id) { status statusCode } }',
      { id },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.certificateModel).toEqual({ status: 7, statusCode: null });
  });
});
