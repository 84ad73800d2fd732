import type { FilterQuery } from '@mikro-orm/core';
import { IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import { requirePermission, resourceCodes } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { crudResolver } from '../../engine/crud/crud.resolver.js';
import { CrudService } from '../../engine/crud/crud.service.js';
import { TimeFilter } from '../../engine/crud/time-filter.js';
import { textWhere } from '../../engine/crud/where.js';
import { badInput } from '../../engine/errors/domain-error.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { queryFilter } from '../../engine/rest/filters.js';
import { route } from '../../engine/rest/route.js';
import { toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { mobileError } from '@zhuxie/domain/rules/mobile';
import { maskSecret } from '../../engine/storage/oss.entity.js';
import { IsMobile } from '../../engine/validation/mobile.js';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';
import { validateInput } from '../../engine/validation/validate.js';
import { configRest } from './config-rest.js';
import { enableOne, keptSecret } from './enable.js';
import { SMS_CATEGORIES, type SmsCategory, SmsConfig } from './sms.entity.js';

/** sms (list, detail), sms_add, sms_edit, sms_delete, sms_enable, sms_send (send a test message). */
export const SMS_CODES = { ...resourceCodes('sms'), enable: 'sms_enable', send: 'sms_send' };

@InputType()
export class SmsConfigInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1) version?: number;
  @Field(() => String) @IsIn(SMS_CATEGORIES, { message: '请选择短信服务商' }) category!: SmsCategory;
  @Field(() => String) @RequiredText('请输入配置名称', 64) smsCode!: string;
  @Field(() => String, { nullable: true, description: 'Template id at the SMS provider (up to 64 characters).' })
  @OptionalText(64)
  templateId?: string;
  @Field(() => String, { nullable: true, description: 'Access key id (up to 128 characters).' })
  @OptionalText(128)
  accessKey?: string;
  @Field(() => String, { nullable: true, description: 'Write-only; empty (or the masked value) keeps the stored one.' })
  @OptionalText()
  secretKey?: string;
  @Field(() => String, { nullable: true, description: 'Signature (签名) the messages carry (up to 64 characters).' })
  @OptionalText(64)
  signName?: string;
  @Field(() => String, { nullable: true }) @OptionalText() remark?: string;
}

@InputType()
export class SmsConfigFilter extends TimeFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() smsCode?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() category?: string;
}

@InputType({ description: 'Sends a test text message.' })
export class SendSmsInput {
  @Field(() => String, { description: 'Mobile number (11 digits).' }) @IsMobile() phone!: string;
  @Field(() => String, { nullable: true, description: 'Template parameters as a JSON object, e.g. {"code":"1234"}.' })
  @OptionalText(1000)
  params?: string;
}

@ObjectType({ description: 'Result of a test message.' })
export class SmsSendResult {
  @Field(() => Boolean, { description: 'Whether the provider accepted the message.' }) success!: boolean;
  @Field(() => String, { description: 'Provider that handled it (log: written to the server log).' }) provider!: string;
  @Field(() => String, { description: 'The number, masked.' }) phone!: string;
}

const field = (name: string, message: string) => badInput(message, [{ field: name, message }]);
const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

class SmsConfigService extends CrudService<SmsConfig, SmsConfigInput, SmsConfigFilter> {
  constructor() {
    super({ entity: SmsConfig, notFoundMessage: '短信配置不存在' });
  }

  override where(filter: SmsConfigFilter = {}): FilterQuery<SmsConfig> {
    return textWhere(filter as Record<string, unknown>, ['smsCode'], ['category']) as FilterQuery<SmsConfig>;
  }

  protected override async validate(_ctx: RequestContext, input: SmsConfigInput, existing?: SmsConfig): Promise<void> {
    if (input.category === 'log') return;
    if (!input.templateId?.trim()) throw field('templateId', '请输入模板编号');
    if (!input.accessKey?.trim()) throw field('accessKey', '请输入 AccessKey');
    if (!keptSecret(input.secretKey, existing?.secretKey)) throw field('secretKey', '请输入 SecretKey');
    if (!input.signName?.trim()) throw field('signName', '请输入短信签名');
  }

  protected override assign(entity: SmsConfig, input: SmsConfigInput): void {
    entity.category = input.category;
    entity.smsCode = input.smsCode.trim();
    entity.templateId = input.templateId?.trim() || undefined;
    entity.accessKey = input.accessKey?.trim() || undefined;
    entity.secretKey = keptSecret(input.secretKey, entity.secretKey);
    entity.signName = input.signName?.trim() || undefined;
    entity.remark = input.remark?.trim() || undefined;
  }

  enable(ctx: RequestContext, id: string): Promise<SmsConfig> {
    return enableOne(ctx, SmsConfig, id, '短信配置不存在');
  }

  /**
   * Sends a test message through the enabled configuration; without one, through the `log` provider (the
   * message is written to the server log). Other providers are not connected yet and refuse clearly.
   */
  async send(ctx: RequestContext, input: SendSmsInput): Promise<SmsSendResult> {
    const phone = String(input.phone ?? '').trim();
    const problem = mobileError(phone);
    if (problem) throw field('phone', problem);
    let params: Record<string, unknown> = {};
    if (input.params?.trim()) {
      try {
        const parsed: unknown = JSON.parse(input.params);
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
        params = parsed as Record<string, unknown>;
      } catch {
        throw field('params', '短信参数必须是 JSON 对象，例如 {"code":"1234"}');
      }
    }
    const config = await ctx.em.findOne(SmsConfig, { status: 1 });
    const provider = config?.category ?? 'log';
    if (provider !== 'log') throw badInput(`短信服务商 ${provider} 尚未接入，请启用 log 类型的配置`);
    ctx.log.info(
      {
        sms: {
          phone: maskPhone(phone),
          templateId: config?.templateId,
          signName: config?.signName,
          params,
          config: config?.smsCode ?? '(default log provider)',
        },
      },
      'SMS (log provider)',
    );
    return { success: true, provider, phone: maskPhone(phone) };
  }
}

export const smsConfigService = new SmsConfigService();

const SmsCrudResolver = crudResolver({
  entity: SmsConfig,
  input: SmsConfigInput,
  filter: SmsConfigFilter,
  service: smsConfigService,
  names: { one: 'smsConfig', many: 'smsConfigs' },
  codes: SMS_CODES,
});

@Resolver(() => SmsConfig)
export class SmsConfigResolver extends SmsCrudResolver {
  @Authorized(SMS_CODES.enable)
  @Mutation(() => SmsConfig, { description: 'Enables this SMS configuration and disables the others of the tenant.' })
  async enableSmsConfig(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<SmsConfig> {
    requirePermission(ctx, SMS_CODES.enable);
    return smsConfigService.enable(ctx, id);
  }

  @Authorized(SMS_CODES.send)
  @Mutation(() => SmsSendResult, { description: 'Sends a test message through the enabled configuration.' })
  async sendTestSms(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SendSmsInput) input: SendSmsInput,
  ): Promise<SmsSendResult> {
    requirePermission(ctx, SMS_CODES.send);
    return smsConfigService.send(ctx, input);
  }
}

export function smsToRest(entity: SmsConfig): Record<string, unknown> {
  return { ...toRest(entity), secretKey: maskSecret(entity.secretKey) };
}

export const registerSmsRest: RestRegistration = (deps) => {
  // POST send-message before the generic prefix: phone (or phones) and params (JSON text or object), in the body or the query.
  route(
    deps,
    'POST',
    '/blade-resource/sms/endpoint/send-message',
    { any: [SMS_CODES.send] },
    async (req, res, ctx) => {
      const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
      const pick = (name: string) => body[name] ?? req.query[name];
      const rawParams = pick('params');
      const input = await validateInput(SendSmsInput, {
        phone: String(pick('phone') ?? pick('phones') ?? ''),
        ...(rawParams === undefined
          ? {}
          : { params: typeof rawParams === 'string' ? rawParams : JSON.stringify(rawParams) }),
      });
      sendOk(res, await smsConfigService.send(ctx, input), '发送成功');
    },
    {
      summary: '发送短信',
      query: { phone: '手机号，逗号分隔', params: '模板参数（JSON）' },
      bodySchema: {
        type: 'object',
        properties: {
          phone: { type: 'string', description: '手机号，逗号分隔（也可用 phones 或查询串）' },
          phones: { type: 'string', description: '同 phone' },
          params: { description: '模板参数：JSON 文本或对象', oneOf: [{ type: 'string' }, { type: 'object' }] },
        },
      },
    },
  );
  configRest({
    base: '/blade-resource/sms',
    service: smsConfigService,
    input: SmsConfigInput,
    codes: SMS_CODES,
    serialize: smsToRest,
    filter: (req) => queryFilter(req, ['smsCode', 'category']) as SmsConfigFilter,
  })(deps);
};
