import { AWARD_TYPES, type AwardFormDefinition, type AwardTypeDefinition } from '@zhuxie/domain/award/award-types';

/** The award types with an application form, as the client shows them (routes, REST prefix, codes). */
export interface FormAwardType extends AwardTypeDefinition {
  form: AwardFormDefinition;
  menuCode: string;
  listPath: string;
  applyPath: string;
  restPrefix: string;
  /** The staff code of the type. */
  manageCode: string;
}

export const FORM_AWARD_TYPES: Record<string, FormAwardType> = Object.fromEntries(
  AWARD_TYPES.filter((t) => t.form && t.menuCode && t.listPath && t.applyPath && t.restPrefix).map((t) => [
    t.key,
    { ...t, manageCode: `${t.menuCode}_manage` } as FormAwardType,
  ]),
);

/**
 * Client routes of the application screens of each type: the built types' own, and for a type that declares its
 * form the detail route it names (its participants and materials are tabs of its apply route).
 */
export const APPLICATION_PATHS: Record<
  string,
  { participants: string; materials: string; detail: string; download?: string }
> = {
  ...Object.fromEntries(
    Object.values(FORM_AWARD_TYPES)
      .filter((t) => t.form.declaration && t.detailPath)
      .map((t) => [t.key, { participants: t.applyPath, materials: t.applyPath, detail: t.detailPath! }]),
  ),
  century_cup: {
    participants: '/awards/centuryCup/participantsCCup',
    materials: '/awards/centuryCupMaterials',
    detail: '/awards/centuryCupMaterialsSH',
    download: '/awards/centuryCupDownload/index',
  },
  quality_structure: {
    participants: '/awards/qualityStructure/participantsQSM',
    materials: '/awards/qualityStructureMaterials',
    detail: '/awards/qualityStructure/detail',
  },
};

export const formAwardType = (key: string): FormAwardType => {
  const type = FORM_AWARD_TYPES[key];
  if (!type) throw new Error(`award type without a form: ${key}`);
  return type;
};

/** Editable by the applicant: 待提交, 已驳回, 已撤回. */
export const EDITABLE_STATUSES = [0, 3, 5];
/** Files may change after submission while 审核中 or 已通过. */
export const FILE_CHANGE_STATUSES = [1, 2];
