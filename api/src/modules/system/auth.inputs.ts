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

@InputType()
export class LoginInput {
  @Field(() => String)
  @RequiredText(ACCOUNT_MESSAGES.loginTenantRequired, 12)
  tenantId!: string;

  @Field(() => String)
  @RequiredText(ACCOUNT_MESSAGES.loginAccountRequired, 64)
  account!: string;

  @Field(() => String)
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

@InputType()
export class RefreshInput {
  @Field(() => String)
  @RequiredText(ACCOUNT_MESSAGES.refreshRequired, 128)
  refreshToken!: string;

  @Field(() => String, { nullable: true })
  @OptionalText(64)
  clientId?: string;
}

@InputType()
export class LogoutInput {
  @Field(() => String, {
    nullable: true,
    description: 'The session to end; its whole refresh-token family is revoked.',
  })
  @OptionalText(128)
  refreshToken?: string;
}

/** Guest registration dialog (SPEC section 5 "Registration dialog"). */
@InputType()
export class RegisterInput {
  @Field(() => String)
  @RequiredText(ACCOUNT_MESSAGES.tenantRequired, 12)
  tenantId!: string;

  @Field(() => String)
  @RequiredText(ACCOUNT_MESSAGES.accountRequired, 64)
  account!: string;

  @Field(() => String)
  @RequiredText(ACCOUNT_MESSAGES.passwordRequired, 128)
  password!: string;

  @Field(() => String)
  @RequiredText(ACCOUNT_MESSAGES.passwordRequired, 128)
  confirmPassword!: string;

  @Field(() => String, { nullable: true })
  @OptionalText(64)
  realName?: string;

  @Field(() => String, { nullable: true })
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
@InputType()
export class ChangePasswordInput {
  @Field(() => String)
  @RequiredText(ACCOUNT_MESSAGES.oldPasswordRequired, 128)
  oldPassword!: string;

  @Field(() => String)
  @RequiredText(ACCOUNT_MESSAGES.newPasswordRequired, 256)
  newPassword!: string;

  @Field(() => String)
  @RequiredText(ACCOUNT_MESSAGES.confirmPasswordRequired, 256)
  newPassword1!: string;
}

/** Own profile (SPEC section 3 "User profile"); the account itself is not changed here. */
@InputType()
export class ProfileInput {
  @Field(() => String, { nullable: true })
  @OptionalText(500)
  avatar?: string;

  @Field(() => String, { nullable: true })
  @OptionalText(64)
  realName?: string;

  @Field(() => String, { nullable: true })
  @OptionalText(32)
  phone?: string;

  @Field(() => String, { nullable: true })
  @OptionalText(128)
  email?: string;

  @Field(() => String, { nullable: true })
  @OptionalText()
  awardName?: string;

  @Field(() => String, { nullable: true })
  @OptionalText()
  companyName?: string;

  @Field(() => String, { nullable: true })
  @OptionalText()
  projectName?: string;

  @Field(() => String, { nullable: true })
  @OptionalText()
  referee?: string;
}

@InputType()
export class RegistrationFilter {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  account?: string;
}

@InputType()
export class RejectRegistrationsInput {
  @Field(() => [String])
  @IsString({ each: true })
  ids!: string[];

  @Field(() => String, { nullable: true })
  @OptionalText()
  remark?: string;
}
