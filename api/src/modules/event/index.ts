import type { AppModule } from '../module.js';
import { EVENT_CODES } from './event.service.js';
import { syncResolver } from '../../engine/sync/sync.js';
import { dicts } from './dicts.js';
import { seedDemoEvents } from './event.seed.js';
import { grants, menus } from './menus.js';
import { EventRegistrationResolver, EventResolver } from './event.resolver.js';
import { registerEventRest } from './event.rest.js';
import { Event, EventRegistration } from './event.entity.js';
import { EVENT_REMINDER_CRON, remindEvents } from './event-mail.js';

/** Events and conferences: drafts, release, cancel, remove; open registration; accommodation; check-in. */
export const eventModule: AppModule = {
  name: 'event',
  menus,
  grants,
  dicts,
  seeds: { demo: seedDemoEvents },
  entities: { tenantOwned: [Event, EventRegistration] },
  resolvers: [
    EventResolver,
    EventRegistrationResolver,
    syncResolver({
      name: 'eventChanges',
      type: Event,
      entity: Event,
      codes: [EVENT_CODES.view],
      description: 'Events in the order they changed, for incremental sync.',
    }),
    syncResolver({
      name: 'eventRegistrationChanges',
      type: EventRegistration,
      entity: EventRegistration,
      codes: [EVENT_CODES.view],
      description: 'Event registrations in the order they changed, for incremental sync.',
    }),
  ],
  rest: [registerEventRest],
  // Registrants are reminded by email a day before an event starts.
  jobs: ({ orm, log }) => [
    { name: 'event-reminders', cron: EVENT_REMINDER_CRON, run: async () => void (await remindEvents(orm, log)) },
  ],
};

// What other modules may use (imports from another module go through this file only).
export { eventService } from './event.service.js';
