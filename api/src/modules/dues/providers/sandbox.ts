import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RequestContext } from '../../../engine/context.js';
import { paramService } from '../../system/index.js';
import type { PaymentOrder } from '../dues.entity.js';
import type { PaymentProvider } from './provider.js';

/** System parameter that enables the sandbox provider (`true` or `1`); absent or anything else: disabled. */
export const SANDBOX_PARAM = 'dues.pay.sandbox';

const sign = (key: string, order: Pick<PaymentOrder, 'id' | 'orderNo' | 'amount'>) =>
  createHmac('sha256', key).update(`${order.id}\n${order.orderNo}\n${order.amount}`).digest('base64url');

/** The token of an order: `<order id>.<HMAC-SHA256 of id, number and amount under the order's random key>`. */
export function sandboxToken(order: PaymentOrder): string {
  return `${order.id}.${sign(order.callbackKey!, order)}`;
}

/** The order id a token names (verification needs the order). */
export const tokenOrderId = (token: string) => (/^[0-9a-f-]{36}\./.test(token) ? token.slice(0, 36) : undefined);

/**
 * 在线支付（沙箱）: a test provider. Starting gives the order a random key and a signed token; the sandbox cashier
 * (or a test) posts the token to the callback, which marks the order paid. Disabled unless the parameter enables it.
 */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  label: '在线支付（沙箱）',
  online: true,
  async enabled(ctx: RequestContext) {
    const value = (await paramService.valueByKey(ctx, SANDBOX_PARAM))?.trim().toLowerCase();
    return value === 'true' || value === '1';
  },
  async start(_ctx, order) {
    order.callbackKey = randomBytes(32).toString('hex');
    // The sandbox's pay page is the cashier dialog of /cmsPages/memberPay, which posts this token back.
    return { token: sandboxToken(order) };
  },
  verify(order, token) {
    if (!order.callbackKey) return false;
    const expected = Buffer.from(sandboxToken(order));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  },
};
