import type { AppModule } from '../module.js';
import { registerMemberRest } from './member.rest.js';
import { EntryApplicationResolver, MemberUnitCrudResolver, MemberUnitResolver } from './member.resolver.js';

/** Membership: member units and their people, join applications (flow business type `entry_application`). */
export const memberModule: AppModule = { name: 'member', resolvers: [MemberUnitCrudResolver, MemberUnitResolver, EntryApplicationResolver], rest: [registerMemberRest] };
