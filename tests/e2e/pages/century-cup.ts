import type { Page } from '@playwright/test';
import { isoDay } from './date-field.js';
import { accessToken, graphql } from './look-page.js';

/** A one-pixel PNG: the project photos and other images the award specs upload. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Staff settle every open dues period of a unit (a unit in arrears cannot be a contractor). */
export async function payDues(page: Page, unitName: string) {
  const periods = await graphql<{ duesPeriods: { records: { id: string }[] } }>(
    page,
    `query($f: DuesPeriodFilter) { duesPeriods(filter: $f) { records { id } } }`,
    { f: { unitName, status: 0 } },
  );
  for (const period of periods.duesPeriods.records) {
    const order = await graphql<{ createPaymentOrder: { order: { id: string } } }>(
      page,
      `mutation($p: ID!) { createPaymentOrder(input: { periodId: $p, payerNote: "E2E 转账" }) { order { id } } }`,
      { p: period.id },
    );
    await graphql(page, `mutation($o: ID!) { confirmPayment(input: { orderId: $o, transactionId: "E2E" }) { id } }`, {
      o: order.createPaymentOrder.order.id,
    });
  }
}

/** Uploads the PNG as the signed-in user; answers a file reference maker (name → {name, url, size}). */
export async function uploadedPng(page: Page): Promise<(name: string) => { name: string; url: string; size: number }> {
  const token = await accessToken(page);
  const up = await page.request.post('/api/blade-resource/oss/endpoint/put-file', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name: '照片.png', mimeType: 'image/png', buffer: PNG_1PX } },
  });
  const link = String(((await up.json()) as { data: { link: string } }).data.link);
  return (name: string) => ({ name, url: link, size: PNG_1PX.length });
}

/** The declaration values of a complete century cup application (SPEC section 3) for a project and contractor. */
export function centuryCupValues(project: string, contractorId: string, technologies: string) {
  return {
    proName: project,
    sbDate: isoDay(0),
    region: '210100',
    area: '210102',
    built: '和平区南京北街 1 号',
    askForWork: contractorId,
    recommendWork: 'shenyang',
    recommend: '陈联系',
    recommendPN: '13912345678',
    projectCategory: 'house',
    projectCategorySmall: 'public',
    construction: '土建、安装',
    buildingScale: '12 万平方米',
    buildingFloorsU: '28',
    buildingFloorsD: '3',
    structureType: '框架剪力墙',
    budget: '45000.50',
    finalAccounts: '46000',
    startTime: '2023-03-01',
    endTime: '2025-10-30',
    filingUnit: '沈阳市建设工程质量监督站',
    structureAcceptanceTime: '2024-06-01',
    SYJGTime: '2024-09-01',
    jzyTop10: technologies,
    jszbAndShxy: '节能率 65%',
  };
}

/**
 * The member (signed in on `member`) subscribes to a programme and submits a complete century cup application
 * (photos uploaded first): the contractor and, when given, a joint contractor. Answers the application's id.
 */
export async function submitCenturyCup(
  member: Page,
  programmeId: string,
  project: string,
  units: { contractorId: string; jointId?: string },
): Promise<string> {
  await graphql(member, `mutation($p: ID!) { subscribeAwardProgramme(programmeId: $p) { id } }`, { p: programmeId });
  const file = await uploadedPng(member);
  const files = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => file(`${prefix}${i + 1}.png`));
  const saved = await graphql<{ saveAwardApplication: { id: string; flowStatus: number } }>(
    member,
    `mutation($i: AwardApplicationInput!) { saveAwardApplication(input: $i) { id flowStatus } }`,
    {
      i: {
        programmeId,
        andSubmit: true,
        values: centuryCupValues(
          project,
          units.contractorId,
          '新技术一、新技术二、新技术三、新技术四、新技术五、新技术六',
        ),
        participants: [
          {
            group: 'contractor',
            units: [
              {
                companyId: units.contractorId,
                buildingNumber: '',
                people: [
                  { field: 'xmjl_people', value: '张三' },
                  { field: 'zly_people', value: '李四' },
                ],
              },
            ],
          },
          ...(units.jointId
            ? [
                {
                  group: 'jointContractors',
                  units: [
                    {
                      companyId: units.jointId,
                      buildingNumber: '2号楼',
                      people: [{ field: 'xmjl_people', value: '赵六' }],
                    },
                  ],
                },
              ]
            : []),
        ],
        materials: [
          { slot: 'gongchengzhaopian', files: files(15, '照片') },
          { slot: 'yingxiangcailiao', files: files(1, '视频') },
        ],
      },
    },
  );
  if (saved.saveAwardApplication.flowStatus !== 1) throw new Error(`not submitted: ${JSON.stringify(saved)}`);
  return saved.saveAwardApplication.id;
}
