import type { AppModule } from '../module.js';
import { MEMBER_PAY_CONFIRM } from './dues.service.js';
import { syncResolver } from '../../engine/sync/sync.js';
import { grants, menus } from './menus.js';
import { seedDemoDues } from './dues.seed.js';
import { registerDuesRest } from './dues.rest.js';
import { DuesReminderResolver } from './reminder.resolver.js';
import { DUES_REMINDER_CRON, reminderService } from './reminder.service.js';
import {
  DuesPeriodResolver,
  DuesStandardCrudResolver,
  InvoiceResolver,
  PaymentOrderResolver,
  ReceiptResolver,
  MyDues,
} from './dues.resolver.js';
import {
  DuesPeriod,
  DuesStandard,
  InvoiceAccess,
  InvoiceRequest,
  InvoiceUnit,
  PaymentOrder,
  Receipt,
  DuesReminder,
} from './dues.entity.js';
import { DuesStatusEnum, statusCodeResolver } from '../../engine/graphql/status-enums.js';

/** Dues (会费): standards, yearly periods, payment orders through providers, receipts, arrears and invoices. */
export const duesModule: AppModule = {
  name: 'dues',
  menus,
  grants,
  seeds: { demo: (em, tenantId) => seedDemoDues(em, tenantId, 2026) },
  entities: {
    tenantOwned: [
      DuesStandard,
      DuesPeriod,
      PaymentOrder,
      Receipt,
      InvoiceUnit,
      InvoiceRequest,
      InvoiceAccess,
      DuesReminder,
    ],
  },
  resolvers: [
    syncResolver({
      name: 'duesPeriodChanges',
      type: DuesPeriod,
      entity: DuesPeriod,
      codes: [MEMBER_PAY_CONFIRM],
      description: 'Dues periods in the order they changed (paid, cancelled ...), for incremental sync.',
    }),
    syncResolver({
      name: 'paymentOrderChanges',
      type: PaymentOrder,
      entity: PaymentOrder,
      codes: [MEMBER_PAY_CONFIRM],
      description: 'Payment orders in the order they changed, for incremental sync.',
    }),
    DuesStandardCrudResolver,
    DuesPeriodResolver,
    PaymentOrderResolver,
    ReceiptResolver,
    InvoiceResolver,
    DuesReminderResolver,
    statusCodeResolver(MyDues, 'duesStatus', DuesStatusEnum),
  ],
  // Arrears reminders every day (09:00 Beijing time).
  jobs: ({ orm, log }) => [
    {
      name: 'dues-arrears-reminders',
      cron: DUES_REMINDER_CRON,
      run: async () => void (await reminderService.runAll(orm, log)),
    },
  ],
  rest: [registerDuesRest],
};

// What other modules may use (imports from another module go through this file only).
export { ArrearsResult, MEMBER_PHONE_PARAM, arrearsService } from './arrears.service.js';
export { RECEIPT_SEQUENCE } from './dues.service.js';
export { type DuesYearSummary, duesYearSummary } from './year-summary.js';
