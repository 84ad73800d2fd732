import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  APPROVAL_STATUS,
  APPROVAL_STATUS_V1,
  APPROVAL_STATUS_V2,
  DUES_STATUS,
  OPEN_FLAG,
  SERIAL_NUMBER_STATUS,
  type StatusLabelSet,
  TEMPLATE_STATUS,
} from '@zhuxie/domain/labels/status-labels';
import { buildSchema, getNamedType, getNullableType, isEnumType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  ApprovalStatusEnum,
  enumValueName,
  STATUS_ENUMS,
  statusCode,
} from '../../api/src/engine/graphql/status-enums.js';

const schema = buildSchema(readFileSync(path.join(import.meta.dirname, '../../schema.graphql'), 'utf8'));

/** SPEC section 4's label sets and the enum each is published as. */
const EXPECTED: Array<[name: string, set: StatusLabelSet, values: Record<string, number>]> = [
  [
    'ApprovalStatus',
    APPROVAL_STATUS,
    { PENDING_SUBMISSION: 0, UNDER_REVIEW: 1, APPROVED: 2, REJECTED: 3, VOIDED: 4, WITHDRAWN: 5 },
  ],
  ['ApprovalStatusVariantOne', APPROVAL_STATUS_V1, { PENDING_SUBMISSION: 0, PASSED: 1, REJECTED: 2, NOT_PASSED: 3 }],
  [
    'ApprovalStatusVariantTwo',
    APPROVAL_STATUS_V2,
    { PENDING_SUBMISSION: 0, UNDER_REVIEW: 1, APPROVED: 2, NOT_PASSED: 3 },
  ],
  ['OpenFlag', OPEN_FLAG, { OPEN: 1, CLOSED: 0 }],
  [
    'SerialNumberStatus',
    SERIAL_NUMBER_STATUS,
    { TO_APPLY: 0, UNDER_REVIEW: 1, ALLOCATING: 2, ALLOCATION_CONFIRMED: 3 },
  ],
  ['DuesStatus', DUES_STATUS, { PAID_UP: 1, IN_ARREARS: 0 }],
  ['TemplateStatus', TEMPLATE_STATUS, { DRAFT: 0, SUBMITTED: 1 }],
];

/** The numeric fields that got an enum sibling `<field>Code` (type, numeric field, enum). */
const SIBLINGS: Array<[type: string, field: string, enumName: string]> = [
  ['AwardApplication', 'flowStatus', 'ApprovalStatus'],
  ['AwardProgrammeCardApplication', 'flowStatus', 'ApprovalStatus'],
  ['AssignPlanApplication', 'flowStatus', 'ApprovalStatus'],
  ['EntryApplication', 'flowStatus', 'ApprovalStatus'],
  ['MemberApplicationItem', 'flowStatus', 'ApprovalStatus'],
  ['MemberChangeRequest', 'flowStatus', 'ApprovalStatus'],
  ['ExpertAccount', 'flowStatus', 'ApprovalStatus'],
  ['LeaveRequest', 'flowStatus', 'ApprovalStatus'],
  ['OaApplication', 'flowStatus', 'ApprovalStatus'],
  ['ReviewHouseRow', 'flowStatus', 'ApprovalStatus'],
  ['ReviewSummaryRow', 'flowStatus', 'ApprovalStatus'],
  ['ScoringTask', 'flowStatus', 'ApprovalStatus'],
  ['FiguresApplicationCount', 'flowStatus', 'ApprovalStatus'],
  ['FlowInstance', 'status', 'ApprovalStatus'],
  ['FlowLog', 'approvalStatus', 'ApprovalStatus'],
  ['FlowPanelStep', 'approvalStatus', 'ApprovalStatus'],
  ['SafetyStandardization', 'status', 'ApprovalStatusVariantOne'],
  ['TechnologyResult', 'status', 'ApprovalStatusVariantOne'],
  ['AwardProgramme', 'openFlag', 'OpenFlag'],
  ['AwardProgrammeCard', 'openFlag', 'OpenFlag'],
  ['AwardSerialNumber', 'status', 'SerialNumberStatus'],
  ['MyDues', 'duesStatus', 'DuesStatus'],
  ['CertificateModel', 'status', 'TemplateStatus'],
];

describe('GraphQL enums of the status codes of SPEC section 4', () => {
  it.each(EXPECTED)('%s has one described value per code of its label set', (name, set, values) => {
    const type = schema.getType(name);
    expect(isEnumType(type), name).toBe(true);
    if (!isEnumType(type)) return;
    expect(type.description).toContain(set.code);
    expect(Object.fromEntries(type.getValues().map((v) => [v.name, v.description]))).toEqual(
      Object.fromEntries(set.items.map((i) => [enumValueName(i.en), `${i.value}: ${i.zh} (${i.en}).`])),
    );
    const registered = STATUS_ENUMS.find((e) => e.name === name);
    expect(registered?.values).toEqual(values);
    expect(registered?.set).toBe(set);
  });

  it.each(SIBLINGS)('%s.%s keeps its number and gains the enum beside it', (typeName, field, enumName) => {
    const type = schema.getType(typeName);
    expect(isObjectType(type), typeName).toBe(true);
    if (!isObjectType(type)) return;
    const numeric = type.getFields()[field];
    expect(String(getNullableType(numeric!.type))).toBe('Int');
    const code = type.getFields()[`${field}Code`];
    expect(code, `${typeName}.${field}Code`).toBeDefined();
    expect(getNamedType(code!.type).name).toBe(enumName);
    expect(code!.description).toContain(field);
  });

  it('resolves a number to its code, and a number the set does not know to null', () => {
    expect(statusCode(ApprovalStatusEnum, 2)).toBe(2);
    expect(statusCode(ApprovalStatusEnum, 0)).toBe(0);
    expect(statusCode(ApprovalStatusEnum, 9)).toBeNull();
    expect(statusCode(ApprovalStatusEnum, null)).toBeNull();
    expect(enumValueName('Allocation confirmed')).toBe('ALLOCATION_CONFIRMED');
  });
});
