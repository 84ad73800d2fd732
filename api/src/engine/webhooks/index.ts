import type { AppModule } from '../module.js';
import { grants, menus } from './menus.js';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entity.js';
import { WebhookResolver } from './webhook.resolver.js';
import { WEBHOOK_OUTBOX_CRON, webhookService } from './webhooks.js';

/** Webhooks: endpoints staff register per event type, and the signed deliveries the outbox job posts. */
export const webhookModule: AppModule = {
  name: 'webhook',
  menus,
  grants,
  entities: { tenantOwned: [WebhookEndpoint], plain: [WebhookDelivery] },
  resolvers: [WebhookResolver],
  rest: [],
  jobs: ({ orm, log }) => [
    {
      name: 'webhook-outbox',
      cron: WEBHOOK_OUTBOX_CRON,
      retryLimit: 1,
      run: async () => void (await webhookService.deliver(orm, log)),
    },
  ],
};

export { registerWebhookEvent, webhookService } from './webhooks.js';
