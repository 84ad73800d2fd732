import { normalizeUscc } from '@zhuxie/domain/rules/uscc';

/** Trimmed text, or undefined when blank. */
export const blank = (v?: string | null) => (v == null || v.trim() === '' ? undefined : v.trim());

/** The company fields a member unit and a join application share. */
export interface CompanyFields {
  name: string;
  creditCode: string;
  address?: string;
  regionCode?: string;
  legalRepresentative?: string;
  contactName: string;
  contactMobile: string;
  email?: string;
  qualifications?: string;
  memberLevel: string;
}

export interface CompanyInput {
  name: string;
  creditCode: string;
  address?: string | null;
  regionCode?: string | null;
  legalRepresentative?: string | null;
  contactName: string;
  contactMobile: string;
  email?: string | null;
  qualifications?: string | null;
  memberLevel: string;
}

/** Copies the company fields of an input onto a unit or an application, trimmed and normalised. */
export function assignCompany(entity: CompanyFields, input: CompanyInput): void {
  entity.name = input.name.trim();
  entity.creditCode = normalizeUscc(input.creditCode);
  entity.address = blank(input.address);
  entity.regionCode = blank(input.regionCode);
  entity.legalRepresentative = blank(input.legalRepresentative);
  entity.contactName = input.contactName.trim();
  entity.contactMobile = input.contactMobile.trim();
  entity.email = blank(input.email);
  entity.qualifications = blank(input.qualifications);
  entity.memberLevel = input.memberLevel.trim();
}
