import type { AppModule } from '../module.js';
import { grants, menus } from './menus.js';
import { seedDemoDues } from './dues.seed.js';
import { registerDuesRest } from './dues.rest.js';
import {
  DuesPeriodResolver,
  DuesStandardCrudResolver,
  InvoiceResolver,
  PaymentOrderResolver,
  ReceiptResolver,
} from './dues.resolver.js';
import {
  DuesPeriod,
  DuesStandard,
  InvoiceAccess,
  InvoiceRequest,
  InvoiceUnit,
  PaymentOrder,
  Receipt,
} from './dues.entity.js';

/** Dues (会费): standards, yearly periods, payment orders through providers, receipts, arrears and invoices. */
export const duesModule: AppModule = {
  name: 'dues',
  menus,
  grants,
  seeds: { demo: (em, tenantId) => seedDemoDues(em, tenantId, 2026) },
  entities: {
    tenantOwned: [DuesStandard, DuesPeriod, PaymentOrder, Receipt, InvoiceUnit, InvoiceRequest, InvoiceAccess],
  },
  resolvers: [DuesStandardCrudResolver, DuesPeriodResolver, PaymentOrderResolver, ReceiptResolver, InvoiceResolver],
  rest: [registerDuesRest],
};

// What other modules may use (imports from another module go through this file only).
export { ArrearsResult, MEMBER_PHONE_PARAM, arrearsService } from './arrears.service.js';
export { RECEIPT_SEQUENCE } from './dues.service.js';
