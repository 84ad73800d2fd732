import { IsOptional, IsString } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';

export const ACCOUNT_MESSAGES = {
  tenantRequired: '请先输入租户编号',
  accountRequired: '请先输入账号名称',
  passwordRequired: '请先输入密码',
  passwordMismatch: '两次密码输入不一致',
  loginTenantRequired: '请输入租户编号',
  loginAccountRequired: '请输入账号',
  loginPasswordRequired: '请输入密码',
  refreshRequired: '缺少刷新令牌',
  oldPasswordRequired: '请输入原密码',
  newPasswordRequired: '请输入新密码',
  confirmPasswordRequired: '请再次输入新密码',
  accountTaken: '账号已存在',
  accountInvalid: '账号只能包含字母、数字、下划线、点和横线，长度 2 到 64 位',
  registered: '注册申请已提交,请耐心等待管理员通过!',
  quotaReached: '租户账号数量已达上限',
} as const;

@InputType({ description: 'Password sign-in: tenant, account and password.' })
export class LoginInput {
  @Field(() => String, { description: 'The tenant code (six digits).' })
  @RequiredText(ACCOUNT_MESSAGES.loginTenantRequired, 12)
  tenantId!: string;

  @Field(() => String, { description: 'The account (login name).' })
  @RequiredText(ACCOUNT_MESSAGES.loginAccountRequired, 64)
  account!: string;

  @Field(() => String, { description: 'The password.' })
  @RequiredText(ACCOUNT_MESSAGES.loginPasswordRequired, 128)
  password!: string;

  @Field(() => String, { nullable: true, description: 'OAuth client; default the legacy client saber.' })
  @OptionalText(64)
  clientId?: string;

  @Field(() => String, {
    nullable: true,
    description: 'Key of a captcha (query captcha); needed past the per-account failure threshold.',
  })
  @OptionalText(200)
  captchaKey?: string;

  @Field(() => String, { nullable: true, description: 'The code the captcha picture shows.' })
  @OptionalText(16)
  captchaCode?: string;
}

@InputType({ description: 'Exchange of a refresh token for new tokens.' })
export class RefreshInput {
  @Field(() => String, { description: 'The refresh token; it is used up and a new one returned.' })
  @RequiredText(ACCOUNT_MESSAGES.refreshRequired, 128)
  refreshToken!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The OAuth client the tokens were issued to; default the legacy client saber.',
  })
  @OptionalText(64)
  clientId?: string;
}

@InputType({ description: 'Sign-out.' })
export class LogoutInput {
  @Field(() => String, {
    nullable: true,
    description: 'The session to end; its whole refresh-token family is revoked.',
  })
  @OptionalText(128)
  refreshToken?: string;
}

/** Guest registration dialog (SPEC section 5 "Registration dialog"). */
@InputType({ description: 'Guest registration; the account waits for approval (SPEC section 5).' })
export class RegisterInput {
  @Field(() => String, { description: 'The tenant code (six digits) to register in.' })
  @RequiredText(ACCOUNT_MESSAGES.tenantRequired, 12)
  tenantId!: string;

  @Field(() => String, { description: 'The account (login name) wanted.' })
  @RequiredText(ACCOUNT_MESSAGES.accountRequired, 64)
  account!: string;

  @Field(() => String, { description: 'The password.' })
  @RequiredText(ACCOUNT_MESSAGES.passwordRequired, 128)
  password!: string;

  @Field(() => String, { description: 'The password again (must equal password).' })
  @RequiredText(ACCOUNT_MESSAGES.passwordRequired, 128)
  confirmPassword!: string;

  @Field(() => String, { nullable: true })
  @OptionalText(64)
  realName?: string;

  @Field(() => String, { nullable: true, description: 'Phone number (up to 32 characters).' })
  @OptionalText(32)
  phone?: string;

  @Field(() => String, { nullable: true })
  @OptionalText(128)
  email?: string;

  @Field(() => String, {
    nullable: true,
    description: 'Ticket from the external login site linking the new account to it.',
  })
  @OptionalText(4096)
  registrationTicket?: string;
}

/** Password change of the signed-in user (SPEC section 3: oldPassword, newPassword, newPassword1). */
@InputType({ description: "Change of the signed-in user's password." })
export class ChangePasswordInput {
  @Field(() => String, { description: 'The current password.' })
  @RequiredText(ACCOUNT_MESSAGES.oldPasswordRequired, 128)
  oldPassword!: string;

  @Field(() => String, { description: 'The new password.' })
  @RequiredText(ACCOUNT_MESSAGES.newPasswordRequired, 256)
  newPassword!: string;

  @Field(() => String, { description: 'The new password again (must equal newPassword).' })
  @RequiredText(ACCOUNT_MESSAGES.confirmPasswordRequired, 256)
  newPassword1!: string;
}

/** Own profile (SPEC section 3 "User profile"); the account itself is not changed here. */
@InputType({ description: "The signed-in user's own profile fields." })
export class ProfileInput {
  @Field(() => String, { nullable: true, description: 'Avatar image URL (up to 500 characters).' })
  @OptionalText(500)
  avatar?: string;

  @Field(() => String, { nullable: true })
  @OptionalText(64)
  realName?: string;

  @Field(() => String, { nullable: true, description: 'Phone number (up to 32 characters).' })
  @OptionalText(32)
  phone?: string;

  @Field(() => String, { nullable: true })
  @OptionalText(128)
  email?: string;

  @Field(() => String, { nullable: true, description: 'Award name (profile).' })
  @OptionalText()
  awardName?: string;

  @Field(() => String, { nullable: true, description: 'Company name (profile).' })
  @OptionalText()
  companyName?: string;

  @Field(() => String, { nullable: true, description: 'Project name (profile).' })
  @OptionalText()
  projectName?: string;

  @Field(() => String, { nullable: true, description: 'Recommending unit (dictionary key).' })
  @OptionalText()
  referee?: string;
}

@InputType({ description: 'Search conditions on registrations waiting for approval.' })
export class RegistrationFilter {
  @Field(() => String, { nullable: true, description: 'Only accounts containing this text.' })
  @IsOptional()
  @IsString()
  account?: string;
}

@InputType({ description: 'Registrations to reject.' })
export class RejectRegistrationsInput {
  @Field(() => [String], { description: 'Ids of the registered users to reject.' })
  @IsString({ each: true })
  ids!: string[];

  @Field(() => String, { nullable: true })
  @OptionalText()
  remark?: string;
}
