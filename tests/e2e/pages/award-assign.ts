import type { Browser, Page } from '@playwright/test';
import { payDues, submitCenturyCup } from './century-cup.js';
import { createProgramme, graphql } from './look-page.js';
import { signInAs } from './login-page.js';

const MEMBER = { account: 'huiyuan', password: 'Zhuxie@2026' };

/** An expert account saved by an administrator and approved through its flow by the approver. */
export async function approvedExpert(page: Page, approver: Page, input: Record<string, unknown>): Promise<string> {
  const saved = await graphql<{ submitExpertAccount: { id: string } }>(
    page,
    `mutation($i: ExpertAccountInput!) { submitExpertAccount(input: $i) { id } }`,
    {
      i: { mobile: '13700000000', unitName: '辽宁省建筑设计院', discipline: 'tujian', andSubmit: true, ...input },
    },
  );
  const id = saved.submitExpertAccount.id;
  const record = await graphql<{ flowRecord: { instance: { id: string } } }>(
    approver,
    `query($b: ID!) { flowRecord(businessType: "expert", businessId: $b) { instance { id } } }`,
    { b: id },
  );
  await graphql(approver, `mutation($i: ID!) { flowAction(input: { instanceId: $i, action: "approve" }) { status } }`, {
    i: record.flowRecord.instance.id,
  });
  return id;
}

/**
 * An open century cup programme (created by the signed-in administrator on `page`) with one complete declaration
 * submitted by the member: 大连海湾 the contractor (dues paid), 鞍山钢城 a joint contractor.
 */
export async function submittedCenturyCup(
  page: Page,
  browser: Browser,
  name: string,
  project: string,
): Promise<{ programmeId: string; appId: string; dalian: { id: string; creditCode: string } }> {
  // Staff: an open programme and the contractor's dues paid.
  const programmeId = await createProgramme(page, { awardType: 'century_cup', name });
  await payDues(page, '大连海湾');
  const units = await graphql<{ memberUnits: { records: { id: string; name: string; creditCode: string }[] } }>(
    page,
    `{ memberUnits(page: { current: 1, size: 100 }) { records { id name creditCode } } }`,
  );
  const dalian = units.memberUnits.records.find((u) => u.name.includes('大连海湾'))!;
  const anshan = units.memberUnits.records.find((u) => u.name.includes('鞍山钢城'))!;

  // The member submits a complete declaration (photos uploaded first).
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInAs(member, MEMBER);
  const appId = await submitCenturyCup(member, programmeId, project, { contractorId: dalian.id, jointId: anshan.id });
  await memberContext.close();
  return { programmeId, appId, dalian };
}
