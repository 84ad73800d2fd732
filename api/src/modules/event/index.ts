import type { AppModule } from '../module.js';
import { dicts } from './dicts.js';
import { seedDemoEvents } from './event.seed.js';
import { grants, menus } from './menus.js';
import { EventRegistrationResolver, EventResolver } from './event.resolver.js';
import { registerEventRest } from './event.rest.js';
import { Event, EventRegistration } from './event.entity.js';

/** Events and conferences: drafts, release, cancel, remove; open registration; accommodation; check-in. */
export const eventModule: AppModule = {
  name: 'event',
  menus,
  grants,
  dicts,
  seeds: { demo: seedDemoEvents },
  entities: { tenantOwned: [Event, EventRegistration] },
  resolvers: [EventResolver, EventRegistrationResolver],
  rest: [registerEventRest],
};

// What other modules may use (imports from another module go through this file only).
export { eventService } from './event.service.js';
