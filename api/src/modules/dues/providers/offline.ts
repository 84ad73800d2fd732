import type { PaymentProvider } from './provider.js';

/** 线下转账: the unit transfers the money to the association's account; staff confirm its receipt. */
export const offlineProvider: PaymentProvider = {
  name: 'offline',
  label: '线下转账',
  online: false,
  async enabled() {
    return true;
  },
  async start() {
    return {};
  },
};
