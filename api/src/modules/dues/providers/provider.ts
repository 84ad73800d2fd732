import type { RequestContext } from '../../../engine/context.js';
import type { PaymentOrder } from '../dues.entity.js';

/** What starting a payment answers the payer: nothing more for a transfer, a pay address for online providers. */
export interface PaymentStart {
  /** Online providers: where the payer pays (the sandbox's own page). */
  payUrl?: string;
  /** Online providers: the signed token their callback carries. */
  token?: string;
}

/**
 * A payment provider. `offline` (bank transfer, confirmed by staff) is always there; online providers are
 * enabled by a system parameter. A provider never decides the amount: the order carries the server's amount.
 */
export interface PaymentProvider {
  readonly name: string;
  readonly label: string;
  /** Whether the payer pays online (the order is paid by the provider's callback, not by staff). */
  readonly online: boolean;
  enabled(ctx: RequestContext): Promise<boolean>;
  /** Prepares a new pending order (sets provider fields on it before it is stored). */
  start(ctx: RequestContext, order: PaymentOrder): Promise<PaymentStart>;
  /** Online providers: whether a callback token is the one this provider signed for the order. */
  verify?(order: PaymentOrder, token: string): boolean;
}
