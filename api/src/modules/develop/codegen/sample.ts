import type { ScaffoldDefinition } from './generate.js';

/** A definition using every field type, required and optional, for tests and the demo data. */
export const SAMPLE_DEFINITION: ScaffoldDefinition = {
  codeName: '会员单位',
  serviceName: 'member',
  tableName: 'lnjzxh_member_unit',
  packageName: 'member-unit',
  menuCode: 'member_unit',
  apiPrefix: '/lnjzxh-member/member-unit',
  fields: [
    { name: 'unitName', column: 'unit_name', type: 'string', label: '单位名称', required: true, length: 100, searchable: true, showInList: true },
    { name: 'creditCode', column: 'xydm', type: 'string', label: "统一社会信用代码 (\"USCC\") 'x'", required: false, length: 18, searchable: true, showInList: true },
    { name: 'profile', column: 'profile', type: 'text', label: '单位简介', required: true, searchable: false, showInList: false },
    { name: 'intro', column: 'intro', type: 'text', label: '备注\\说明', required: false, searchable: true, showInList: false },
    { name: 'memberLevel', column: 'member_level', type: 'int', label: '会员级别', required: true, searchable: true, showInList: true },
    { name: 'staffCount', column: 'staff_count', type: 'int', label: '职工人数', required: false, searchable: false, showInList: true },
    { name: 'registeredCapital', column: 'registered_capital', type: 'decimal', label: '注册资本', required: true, searchable: false, showInList: true },
    { name: 'fee', column: 'fee', type: 'decimal', label: '会费', required: false, searchable: true, showInList: false },
    { name: 'foundDate', column: 'found_date', type: 'date', label: '成立日期', required: true, searchable: false, showInList: true },
    { name: 'joinDate', column: 'join_date', type: 'date', label: '入会日期', required: false, searchable: true, showInList: true },
    { name: 'approvedAt', column: 'approved_at', type: 'datetime', label: '审核时间', required: true, searchable: true, showInList: true },
    { name: 'lastVisit', column: 'last_visit', type: 'datetime', label: '最近走访', required: false, searchable: false, showInList: false },
    { name: 'active', column: 'is_active', type: 'boolean', label: '是否有效', required: false, searchable: true, showInList: true },
  ],
};
