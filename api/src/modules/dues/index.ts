import type { AppModule } from '../module.js';
import { registerDuesRest } from './dues.rest.js';
import { DuesPeriodResolver, DuesStandardCrudResolver, InvoiceResolver, PaymentOrderResolver, ReceiptResolver } from './dues.resolver.js';

/** Dues (会费): standards, yearly periods, payment orders through providers, receipts, arrears and invoices. */
export const duesModule: AppModule = { name: 'dues', resolvers: [DuesStandardCrudResolver, DuesPeriodResolver, PaymentOrderResolver, ReceiptResolver, InvoiceResolver], rest: [registerDuesRest] };
