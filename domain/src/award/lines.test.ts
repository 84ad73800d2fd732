import { describe, expect, it } from 'vitest';
import { definitionProblems } from '../forms/check.js';
import type { FormDefinition } from '../forms/definition.js';
import { formErrors } from '../forms/evaluate.js';
import { MOBILE_MESSAGES } from '../rules/mobile.js';
import { applicationDefinition, applicationFormErrors, addedFields, builtKeysOf } from './application-form.js';
import { DECLARATION_FIELDS } from './application-rules.js';
import { awardTypeOf } from './award-types.js';
import {
  AAA_CREDIT_DECLARATION,
  AAA_MECHANICS_DECLARATION,
  ANKANG_CUP_DECLARATION,
  BIM_COMPETITION_DECLARATION,
  creditScoreTotal,
  EXCELLENT_AWARD_DECLARATION,
  EXCELLENT_ENTERPRISE_DECLARATION,
  EXCELLENT_MANAGER_DECLARATION,
  GREEN_CONSTRUCTION_DECLARATION,
  LABOUR_SERVICES_DECLARATION,
  LINE_MESSAGES as M,
} from './lines.js';
import {
  aaaCreditValues,
  aaaMechanicsValues,
  ankangCupValues,
  bimCompetitionValues,
  excellentAwardValues,
  excellentEnterpriseValues,
  excellentManagerValues,
  greenConstructionValues,
  labourServicesValues,
} from './lines.fixtures.js';

const errors = (definition: FormDefinition, values: Record<string, unknown>) =>
  Object.fromEntries(formErrors(definition, values).map((e) => [e.path, e.message]));

const LINES: Array<[string, FormDefinition, (unit: string) => Record<string, unknown>]> = [
  ['green_construction', GREEN_CONSTRUCTION_DECLARATION, greenConstructionValues],
  ['excellent_manager', EXCELLENT_MANAGER_DECLARATION, excellentManagerValues],
  ['aaa_credit', AAA_CREDIT_DECLARATION, aaaCreditValues],
  ['excellent_enterprise', EXCELLENT_ENTERPRISE_DECLARATION, excellentEnterpriseValues],
  ['excellent_award', EXCELLENT_AWARD_DECLARATION, excellentAwardValues],
  ['bim_competition', BIM_COMPETITION_DECLARATION, bimCompetitionValues],
  ['aaa_mechanics', AAA_MECHANICS_DECLARATION, aaaMechanicsValues],
  ['ankang_cup', ANKANG_CUP_DECLARATION, ankangCupValues],
  ['labour_services', LABOUR_SERVICES_DECLARATION, labourServicesValues],
];

describe.each(LINES)('the declared line %s', (key, declaration, complete) => {
  const type = awardTypeOf(key)!;

  it('is a well-formed definition, named by its award type with the shared applicant fields', () => {
    expect(definitionProblems(declaration)).toEqual([]);
    expect(definitionProblems(applicationDefinition(type)!)).toEqual([]);
    expect(type.form?.declaration).toBe(declaration);
    expect(type.form).toMatchObject({ companyField: 'applicantUnit', recommendField: 'recommendingUnit' });
    expect(type.menuCode && type.restPrefix && type.listPath && type.applyPath && type.detailPath).toBeTruthy();
  });

  it('uses no legacy declaration key, so its values are kept as form values beside them', () => {
    const keys = addedFields(type, applicationDefinition(type)).map((f) => f.key);
    expect(keys.filter((k) => (DECLARATION_FIELDS as readonly string[]).includes(k))).toEqual([]);
    // Every declaration field is a value field; participant groups and slots are the built ones.
    const built = builtKeysOf(type);
    expect(keys.every((k) => !built.has(k))).toBe(true);
    expect([...built].sort()).toEqual(
      [...type.form!.participantGroups, ...type.form!.materials.map((m) => m.key)].sort(),
    );
  });

  it('accepts a complete declaration', () => {
    expect(errors(declaration, complete('unit-1'))).toEqual({});
  });

  it('answers every empty required field of the shared applicant block with its message', () => {
    const found = errors(declaration, {});
    expect(found).toMatchObject({
      applicantUnit: M.applicant,
      recommendingUnit: M.recommending,
      contactName: M.contactName,
      contactMobile: MOBILE_MESSAGES.required,
    });
  });

  it('asks for the required material slots with their messages and leaves the others optional', () => {
    const content = { values: complete('unit-1'), participants: {}, materials: {} };
    const found = applicationFormErrors(type, content);
    const required = type.form!.materials.filter((m) => m.requiredMessage);
    expect(required.length).toBeGreaterThan(0);
    expect(found).toEqual(required.map((m) => ({ field: `materials.${m.key}`, message: m.requiredMessage })));
  });
});

describe('绿色施工 rules', () => {
  const valid = greenConstructionValues('unit-1');
  it('asks for the project block', () => {
    expect(errors(GREEN_CONSTRUCTION_DECLARATION, {})).toMatchObject({
      greenProjectName: M.greenProjectName,
      greenLocation: M.greenLocation,
      greenCategory: M.greenCategory,
      greenArea: M.greenArea,
      greenValue: M.greenValue,
      greenStart: M.greenStart,
      greenPlannedEnd: M.greenPlannedEnd,
      greenProgress: M.greenProgress,
      greenManager: M.greenManager,
      greenLead: M.greenLead,
      greenMeasures: M.greenMeasures,
    });
  });
  it('checks the planned completion, the area and the recycling rate', () => {
    expect(errors(GREEN_CONSTRUCTION_DECLARATION, { ...valid, greenPlannedEnd: '2025-02-28' })).toEqual({
      greenPlannedEnd: M.greenPlannedEndOrder,
    });
    expect(errors(GREEN_CONSTRUCTION_DECLARATION, { ...valid, greenArea: '0' })).toEqual({ greenArea: M.greenAreaMin });
    expect(errors(GREEN_CONSTRUCTION_DECLARATION, { ...valid, greenRecycling: '120' })).toEqual({
      greenRecycling: M.greenRecycling,
    });
    expect(errors(GREEN_CONSTRUCTION_DECLARATION, { ...valid, contactMobile: '1391234' })).toEqual({
      contactMobile: MOBILE_MESSAGES.length,
    });
  });
});

describe('优秀项目经理 rules', () => {
  const valid = excellentManagerValues('unit-1');
  it('asks for the person and at least one project led', () => {
    expect(errors(EXCELLENT_MANAGER_DECLARATION, {})).toMatchObject({
      managerName: M.managerName,
      managerGender: M.managerGender,
      managerBirth: M.managerBirth,
      managerIdCard: M.managerIdCard,
      managerClass: M.managerClass,
      managerRegNo: M.managerRegNo,
      managerRegValid: M.managerRegValid,
      managerSafetyB: M.managerSafetyB,
      managerYears: M.managerYears,
      managerProjects: M.managerProjects,
      managerDeeds: M.managerDeeds,
    });
  });
  it('checks the ID number, three years as manager, each project row, at most ten projects and the deeds length', () => {
    expect(errors(EXCELLENT_MANAGER_DECLARATION, { ...valid, managerIdCard: '2101021978' })).toEqual({
      managerIdCard: M.managerIdCardFormat,
    });
    expect(errors(EXCELLENT_MANAGER_DECLARATION, { ...valid, managerYears: '2' })).toEqual({
      managerYears: M.managerYearsMin,
    });
    expect(
      errors(EXCELLENT_MANAGER_DECLARATION, { ...valid, managerProjects: [{ name: '', qualityAward: '' }] }),
    ).toEqual({
      'managerProjects[0].name': M.managerProjectName,
      'managerProjects[0].qualityAward': M.managerProjectAward,
    });
    const eleven = Array.from({ length: 11 }, () => valid.managerProjects[0]);
    expect(errors(EXCELLENT_MANAGER_DECLARATION, { ...valid, managerProjects: eleven })).toEqual({
      managerProjects: M.managerProjectsMax,
    });
    expect(errors(EXCELLENT_MANAGER_DECLARATION, { ...valid, managerDeeds: '事'.repeat(2001) })).toEqual({
      managerDeeds: M.managerDeedsMax,
    });
  });
});

describe('AAA信用企业 rules', () => {
  const valid = aaaCreditValues('unit-1');
  it('asks for the company, three years of finance, the records, the indicator scores and the grade', () => {
    expect(errors(AAA_CREDIT_DECLARATION, {})).toMatchObject({
      creditFounded: M.creditFounded,
      creditCapital: M.creditCapital,
      creditQualification: M.creditQualification,
      creditSafetyLicence: M.creditSafetyLicence,
      creditStaff: M.creditStaff,
      creditGrade: M.creditGrade,
      creditFinance: M.creditFinance,
      creditRecords: M.creditRecords,
      scoreBasic: M.creditIndicators,
      scoreSocial: M.creditIndicators,
    });
  });
  it('checks the finance rows and the indicator maximums', () => {
    expect(errors(AAA_CREDIT_DECLARATION, { ...valid, creditFinance: valid.creditFinance.slice(0, 2) })).toEqual({
      creditFinance: M.creditFinanceRows,
    });
    const rows = [{ ...valid.creditFinance[0], year: '25', assets: '' }, ...valid.creditFinance.slice(1)];
    expect(errors(AAA_CREDIT_DECLARATION, { ...valid, creditFinance: rows })).toEqual({
      'creditFinance[0].year': M.creditYearFormat,
      'creditFinance[0].assets': M.creditAssets,
    });
    expect(errors(AAA_CREDIT_DECLARATION, { ...valid, scoreSocial: '16' })).toEqual({
      scoreSocial: M.creditIndicatorMax,
    });
    expect(creditScoreTotal(valid)).toBe(91);
  });
});

describe('优秀企业 rules', () => {
  const valid = excellentEnterpriseValues('unit-1');
  it('asks for the company, three years of operations, the accidents, the self-score and the summary', () => {
    expect(errors(EXCELLENT_ENTERPRISE_DECLARATION, {})).toMatchObject({
      enterpriseCreditCode: M.enterpriseCreditCode,
      enterpriseLegalRep: M.enterpriseLegalRep,
      enterpriseQualification: M.enterpriseQualification,
      enterpriseStaff: M.enterpriseStaff,
      enterpriseOutput: M.enterpriseOutput,
      enterpriseAccidents: M.enterpriseAccidents,
      enterpriseSelfScore: M.enterpriseSelfScore,
      enterpriseSummary: M.enterpriseSummary,
    });
    // The quality awards table may stay empty.
    expect(errors(EXCELLENT_ENTERPRISE_DECLARATION, { ...valid, enterpriseAwards: [] })).toEqual({});
  });
  it('checks the credit code, the yearly rows, the award rows and the self-score range', () => {
    expect(
      errors(EXCELLENT_ENTERPRISE_DECLARATION, { ...valid, enterpriseCreditCode: '91210102MA0P5KXK12' }),
    ).toHaveProperty('enterpriseCreditCode');
    expect(
      errors(EXCELLENT_ENTERPRISE_DECLARATION, { ...valid, enterpriseOutput: valid.enterpriseOutput.slice(1) }),
    ).toEqual({ enterpriseOutput: M.enterpriseOutputRows });
    const rows = [{ ...valid.enterpriseOutput[0], tax: '' }, ...valid.enterpriseOutput.slice(1)];
    expect(errors(EXCELLENT_ENTERPRISE_DECLARATION, { ...valid, enterpriseOutput: rows })).toEqual({
      'enterpriseOutput[0].tax': M.enterpriseTax,
    });
    expect(
      errors(EXCELLENT_ENTERPRISE_DECLARATION, { ...valid, enterpriseAwards: [{ project: '', award: '' }] }),
    ).toEqual({
      'enterpriseAwards[0].project': M.enterpriseAwardProject,
      'enterpriseAwards[0].award': M.enterpriseAwardName,
    });
    expect(errors(EXCELLENT_ENTERPRISE_DECLARATION, { ...valid, enterpriseSelfScore: '101' })).toEqual({
      enterpriseSelfScore: M.enterpriseSelfScoreRange,
    });
  });
});

describe('优秀奖 rules', () => {
  const valid = excellentAwardValues('unit-1');
  it('asks for the award, the person and the deeds', () => {
    expect(errors(EXCELLENT_AWARD_DECLARATION, {})).toMatchObject({
      excellentCategory: M.excellentCategory,
      excellentName: M.excellentName,
      excellentGender: M.excellentGender,
      excellentBirth: M.excellentBirth,
      excellentPost: M.excellentPost,
      excellentYears: M.excellentYears,
      excellentDeeds: M.excellentDeeds,
    });
  });
  it('asks a quality inspector for the post certificate, an advanced worker not; an unknown award is refused', () => {
    expect(errors(EXCELLENT_AWARD_DECLARATION, { ...valid, excellentCertificate: '' })).toEqual({
      excellentCertificate: M.excellentCertificate,
    });
    expect(
      errors(EXCELLENT_AWARD_DECLARATION, { ...valid, excellentCategory: 'worker', excellentCertificate: '' }),
    ).toEqual({});
    expect(errors(EXCELLENT_AWARD_DECLARATION, { ...valid, excellentCategory: 'nope' })).toHaveProperty(
      'excellentCategory',
    );
    expect(errors(EXCELLENT_AWARD_DECLARATION, { ...valid, excellentDeeds: '事'.repeat(2001) })).toEqual({
      excellentDeeds: M.excellentDeedsMax,
    });
  });
});

describe('BIM大赛 rules', () => {
  const valid = bimCompetitionValues('unit-1');
  it('asks for the entry, the project, the team and the BIM uses', () => {
    expect(errors(BIM_COMPETITION_DECLARATION, {})).toMatchObject({
      bimTitle: M.bimTitle,
      bimCup: M.bimCup,
      bimSoftware: M.bimSoftware,
      bimProjectName: M.bimProjectName,
      bimLocation: M.bimLocation,
      bimStage: M.bimStage,
      bimMembers: M.bimMembers,
      bimUses: M.bimUses,
      bimInnovation: M.bimInnovation,
    });
  });
  it("asks the Longtu cup's group or the Innovation cup's class, and the completion date of a completed project", () => {
    expect(errors(BIM_COMPETITION_DECLARATION, { ...valid, bimGroup: '' })).toEqual({ bimGroup: M.bimGroup });
    expect(errors(BIM_COMPETITION_DECLARATION, { ...valid, bimCup: 'innovation' })).toEqual({ bimClass: M.bimClass });
    expect(
      errors(BIM_COMPETITION_DECLARATION, { ...valid, bimCup: 'innovation', bimClass: 'building', bimGroup: '' }),
    ).toEqual({});
    expect(errors(BIM_COMPETITION_DECLARATION, { ...valid, bimStage: 'completed' })).toEqual({
      bimCompletion: M.bimCompletion,
    });
  });
  it('limits the team to 15 people, the joint applicants to 2, and checks each row', () => {
    const member = valid.bimMembers[0]!;
    expect(
      errors(BIM_COMPETITION_DECLARATION, { ...valid, bimMembers: Array.from({ length: 16 }, () => member) }),
    ).toEqual({ bimMembers: M.bimMembersMax });
    expect(errors(BIM_COMPETITION_DECLARATION, { ...valid, bimMembers: [{ name: '', unit: '' }] })).toEqual({
      'bimMembers[0].name': M.bimMemberName,
      'bimMembers[0].unit': M.bimMemberUnit,
    });
    const joint = { name: '联合单位', role: '设计' };
    expect(errors(BIM_COMPETITION_DECLARATION, { ...valid, bimJointUnits: [joint, joint, joint] })).toEqual({
      bimJointUnits: M.bimJointMax,
    });
    expect(errors(BIM_COMPETITION_DECLARATION, { ...valid, bimUses: [] })).toEqual({ bimUses: M.bimUses });
  });
});

describe('AAA机械 rules', () => {
  const valid = aaaMechanicsValues('unit-1');
  it("keeps the credit rating's rules and asks for the business, the equipment register and the safety records", () => {
    expect(errors(AAA_MECHANICS_DECLARATION, {})).toMatchObject({
      creditFinance: M.creditFinance,
      scoreBasic: M.creditIndicators,
      mechanicsBusiness: M.mechanicsBusiness,
      mechanicsOperators: M.mechanicsOperators,
      mechanicsEquipment: M.mechanicsEquipment,
      mechanicsMaintenance: M.mechanicsMaintenance,
      mechanicsAccidents: M.mechanicsAccidents,
    });
    expect(errors(AAA_MECHANICS_DECLARATION, { ...valid, scoreSocial: '16' })).toEqual({
      scoreSocial: M.creditIndicatorMax,
    });
  });
  it('asks an installer for its qualification and checks each equipment row', () => {
    expect(errors(AAA_MECHANICS_DECLARATION, { ...valid, mechanicsInstallQualification: '' })).toEqual({
      mechanicsInstallQualification: M.mechanicsInstallQualification,
    });
    expect(
      errors(AAA_MECHANICS_DECLARATION, {
        ...valid,
        mechanicsBusiness: ['leasing'],
        mechanicsInstallQualification: '',
      }),
    ).toEqual({});
    expect(errors(AAA_MECHANICS_DECLARATION, { ...valid, mechanicsEquipment: [{ quantity: '0' }] })).toMatchObject({
      'mechanicsEquipment[0].type': M.mechanicsType,
      'mechanicsEquipment[0].model': M.mechanicsModel,
      'mechanicsEquipment[0].filingNo': M.mechanicsFilingNo,
    });
    expect(errors(AAA_MECHANICS_DECLARATION, { ...valid, mechanicsEquipment: [{ quantity: '0' }] })).toHaveProperty(
      'mechanicsEquipment[0].quantity',
    );
  });
});

describe('安康杯 rules', () => {
  const valid = ankangCupValues('unit-1');
  it('asks for the entry type, the staff, the accidents, every area score and the deeds', () => {
    expect(errors(ANKANG_CUP_DECLARATION, {})).toMatchObject({
      ankangType: M.ankangType,
      ankangStaff: M.ankangStaff,
      ankangSerious: M.ankangSerious,
      ankangOrganisation: M.ankangScore,
      ankangSupervision: M.ankangScore,
      ankangDeeds: M.ankangDeeds,
    });
  });
  it('refuses an entry with a serious accident, below 80% in an area or above the full score; asks the team or organiser', () => {
    expect(errors(ANKANG_CUP_DECLARATION, { ...valid, ankangSerious: '1' })).toEqual({
      ankangSerious: M.ankangSeriousNone,
    });
    // 80% of 12 is 9.6: 9.6 passes, 9.5 does not.
    expect(errors(ANKANG_CUP_DECLARATION, { ...valid, ankangOrganisation: '9.6' })).toEqual({});
    expect(errors(ANKANG_CUP_DECLARATION, { ...valid, ankangOrganisation: '9.5' })).toEqual({
      ankangOrganisation: M.ankangScoreMin,
    });
    expect(errors(ANKANG_CUP_DECLARATION, { ...valid, ankangSafety: '36' })).toEqual({
      ankangSafety: M.ankangScoreMax,
    });
    expect(errors(ANKANG_CUP_DECLARATION, { ...valid, ankangBonus: '5' })).toEqual({ ankangBonus: M.ankangBonus });
    expect(errors(ANKANG_CUP_DECLARATION, { ...valid, ankangTeam: '' })).toEqual({ ankangTeam: M.ankangTeam });
    expect(errors(ANKANG_CUP_DECLARATION, { ...valid, ankangType: 'organiser' })).toEqual({
      ankangOrganiser: M.ankangOrganiser,
    });
    expect(errors(ANKANG_CUP_DECLARATION, { ...valid, ankangType: 'unit', ankangTeam: '' })).toEqual({});
  });
});

describe('劳务 rules', () => {
  const valid = labourServicesValues('unit-1');
  it('asks for the filing, the workers, the revenue, the rates, the wage account and the records', () => {
    expect(errors(LABOUR_SERVICES_DECLARATION, {})).toMatchObject({
      labourFilingNo: M.labourFilingNo,
      labourWorkers: M.labourWorkers,
      labourCertified: M.labourCertified,
      labourRevenue: M.labourRevenue,
      labourRealName: M.labourRealName,
      labourContracts: M.labourContracts,
      labourWageAccount: M.labourWageAccount,
      labourArrears: M.labourArrears,
      labourAccidents: M.labourAccidents,
    });
  });
  it('checks the rates and each trade row', () => {
    expect(errors(LABOUR_SERVICES_DECLARATION, { ...valid, labourRealName: '101' })).toEqual({
      labourRealName: M.labourPercent,
    });
    expect(errors(LABOUR_SERVICES_DECLARATION, { ...valid, labourTrades: [{ trade: '', count: '' }] })).toEqual({
      'labourTrades[0].trade': M.labourTrade,
      'labourTrades[0].count': M.labourTradeCount,
    });
  });
});
