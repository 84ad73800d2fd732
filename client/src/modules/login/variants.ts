import type { MessageId } from '../../i18n/locale';
import { DEFAULT_TENANT_ID } from '../../engine/auth/guard';

/** Which users a login page is for: award applicants, member units (account) or experts. */
export type LoginKind = 'award' | 'account' | 'expert';

export interface LoginVariant {
  path: string;
  kind: LoginKind;
  /** Tenant filled in the form. */
  tenantId: string;
}

/** The login pages of SPEC section 2; they differ only in whom they address. */
export const LOGIN_VARIANTS: readonly LoginVariant[] = [
  { path: '/login', kind: 'award', tenantId: DEFAULT_TENANT_ID },
  { path: '/accountlogin', kind: 'account', tenantId: DEFAULT_TENANT_ID },
  { path: '/lnjx-login', kind: 'award', tenantId: DEFAULT_TENANT_ID },
  { path: '/lnjx-expertLogin', kind: 'expert', tenantId: DEFAULT_TENANT_ID },
  { path: '/loginMainAccount', kind: 'account', tenantId: DEFAULT_TENANT_ID },
  { path: '/loginMainDeclaration', kind: 'award', tenantId: DEFAULT_TENANT_ID },
  { path: '/loginMainAccount1', kind: 'account', tenantId: DEFAULT_TENANT_ID },
  { path: '/loginMainDeclaration1', kind: 'award', tenantId: DEFAULT_TENANT_ID },
];

export const KIND_TEXT: Record<LoginKind, { title: MessageId; subtitle: MessageId }> = {
  award: { title: 'login.award.title', subtitle: 'login.award.subtitle' },
  account: { title: 'login.account.title', subtitle: 'login.account.subtitle' },
  expert: { title: 'login.expert.title', subtitle: 'login.expert.subtitle' },
};
