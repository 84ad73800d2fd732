import { registerDuesStatusProvider } from '../certificate/directory.service.js';
import type { AppModule } from '../module.js';
import { arrearsService } from './arrears.service.js';
import { registerDuesRest } from './dues.rest.js';
import { DuesPeriodResolver, DuesStandardCrudResolver, InvoiceResolver, PaymentOrderResolver, ReceiptResolver } from './dues.resolver.js';

/** Dues (会费): standards, yearly periods, payment orders through providers, receipts, arrears and invoices. */
export const duesModule: AppModule = { name: 'dues', resolvers: [DuesStandardCrudResolver, DuesPeriodResolver, PaymentOrderResolver, ReceiptResolver, InvoiceResolver], rest: [registerDuesRest] };

// The member statistics count units by dues status through this module's arrears rule.
registerDuesStatusProvider((ctx, unitIds) => arrearsService.statuses(ctx.em, ctx.tenantId, unitIds));

// For the legacy import: standards, periods, payments and receipts with their numbers.
export { DuesPeriod, DuesStandard, ORDER_STATUS, PaymentOrder, PERIOD_STATUS, Receipt, RECEIPT_STATUS } from './dues.entity.js';
export { RECEIPT_SEQUENCE } from './dues.service.js';
