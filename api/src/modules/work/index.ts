import type { AppModule } from '../module.js';
import { LeaveResolver } from './leave.resource.js';

/** Office work: the leave process (business type `leave` of the flow engine). */
export const workModule: AppModule = { name: 'work', resolvers: [LeaveResolver], rest: [] };
