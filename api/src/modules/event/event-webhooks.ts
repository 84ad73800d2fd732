import type { SqlEntityManager } from '@mikro-orm/sql';
import { registerWebhookEvent, webhookService } from '../../engine/webhooks/webhooks.js';
import type { Event, EventRegistration } from './event.entity.js';

/** The event (meeting) registration third parties may receive by webhook. */
export const REGISTRATION_EVENT = 'registration.created';
registerWebhookEvent(
  REGISTRATION_EVENT,
  'Someone registered for an event (meeting, training); with the sign-in number.',
);

/** Reports a registration in the transaction that made it (the mobile number is left out). */
export async function emitRegistration(
  em: SqlEntityManager,
  tenantId: string,
  event: Event,
  reg: EventRegistration,
): Promise<void> {
  await webhookService.emit(em, tenantId, REGISTRATION_EVENT, {
    registrationId: reg.id,
    eventId: event.id,
    eventTitle: event.title,
    name: reg.name,
    unit: reg.unit,
    post: reg.post ?? null,
    signInNumber: reg.signInNumber,
    userId: reg.createUser ?? null,
  });
}
