import type { SqlEntityManager } from '@mikro-orm/sql';
import { TENANT_FILTER } from '../../db/filters.js';
import { User } from '../../engine/auth/user.entity.js';
import type { FlowModelSeed } from '../../engine/flow/flow.seed.js';
import { MemberPerson, MemberUnit } from './member.entity.js';

/** The flow models of membership: join applications and change requests (base data of every tenant). */
export const MEMBER_FLOW_MODELS: FlowModelSeed[] = [
  {
    modelKey: 'entry_application',
    name: '入会申请',
    steps: [{ title: '会员部审核', approverKind: 'role', approvers: ['approver'] }],
  },
  {
    modelKey: 'member_change',
    name: '会员信息变更',
    steps: [{ title: '会员部审核', approverKind: 'role', approvers: ['approver'] }],
  },
];

/** Demo member units (valid credit codes); the first belongs to the demo company account huiyuan. */
const DEMO_UNITS = [
  {
    name: '示例建筑工程有限公司',
    creditCode: '91210100MA0Y0000AR',
    address: '沈阳市和平区南京北街 1 号',
    regionCode: '210102',
    legalRepresentative: '王建国',
    contactName: '会员联系人',
    contactMobile: '13800000001',
    email: 'contact@example.com',
    qualifications: '建筑工程施工总承包一级\n市政公用工程施工总承包二级',
    posts: ['4'],
    memberLevel: '2',
    joinDate: '2020-05-12',
    account: 'huiyuan',
    people: [
      { name: '王建国', post: '董事长', mobile: '13800000002' },
      { name: '李明', post: '总工程师', mobile: '13800000003' },
    ],
  },
  {
    name: '大连海湾建设集团有限公司',
    creditCode: '91210200MA0Y0000B2',
    address: '大连市中山区人民路 88 号',
    regionCode: '210202',
    legalRepresentative: '赵海',
    contactName: '孙丽',
    contactMobile: '13900000001',
    qualifications: '建筑工程施工总承包特级',
    posts: ['2'],
    memberLevel: '4',
    joinDate: '2018-03-01',
    people: [{ name: '赵海', post: '总经理', mobile: '13900000002' }],
  },
  {
    name: '鞍山钢城建筑安装有限公司',
    creditCode: '91210300MA0Y0000CA',
    address: '鞍山市铁东区胜利南路 5 号',
    regionCode: '210302',
    legalRepresentative: '钱伟',
    contactName: '周强',
    contactMobile: '13700000001',
    qualifications: '机电工程施工总承包二级',
    posts: [],
    memberLevel: '1',
    joinDate: '2022-09-20',
    status: 0,
    people: [],
  },
];

/** Demo data: three member units with their people. */
export async function seedDemoMembers(em: SqlEntityManager, tenantId: string): Promise<void> {
  const filters = { [TENANT_FILTER]: { tenantId } };
  if (await em.count(MemberUnit, {}, { filters })) return;
  for (const { account, people, ...unit } of DEMO_UNITS) {
    const user = account ? await em.findOne(User, { account }, { filters }) : null;
    const row = em.create(MemberUnit, { ...unit, tenantId, userId: user?.id });
    for (const p of people) em.create(MemberPerson, { ...p, tenantId, unitId: row.id });
  }
  await em.flush();
}
