import { offlineProvider } from './offline.js';
import type { PaymentProvider } from './provider.js';
import { sandboxProvider } from './sandbox.js';

export type { PaymentProvider, PaymentStart } from './provider.js';

/** Every provider by name; `offline` is the default. */
export const PAYMENT_PROVIDERS: Record<string, PaymentProvider> = {
  offline: offlineProvider,
  sandbox: sandboxProvider,
};
export const DEFAULT_PROVIDER = 'offline';
