import type { ChangeKind } from '@zhuxie/domain/member/member-change.rules';

export {
  CHANGE_FIELDS,
  CHANGE_KINDS,
  type ChangeKind,
  diffChange,
  changedFields,
} from '@zhuxie/domain/member/member-change.rules';

export const CHANGE_BUSINESS_TYPE = 'member_change';

/** The portal path of each kind (SPEC section 2): /cmsPages/changeContacts, changeQualifications, changePosts. */
export const CHANGE_PATHS: Record<ChangeKind, string> = {
  contacts: '/cmsPages/changeContacts',
  qualifications: '/cmsPages/changeQualifications',
  posts: '/cmsPages/changePosts',
};

/** Where a change request is handled and shown (the to-do lists link here). */
export const changeRoutes = {
  handle: (_instanceId: string, businessId: string) => `/awards/memberManagement/member-info-change/${businessId}`,
  detail: (_instanceId: string, businessId: string) => `/awards/memberManagement/member-info-change/${businessId}`,
};

/** Values of a record's change fields as plain objects (GraphQL nulls kept). */
export const valuesOf = (v: object | null | undefined): Record<string, unknown> => ({ ...(v ?? {}) });
