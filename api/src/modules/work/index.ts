import type { AppModule } from '../module.js';
import { LeaveResolver } from './leave.resource.js';
import { LeaveRequest } from './leave.entity.js';

/** Office work: the leave process (business type `leave` of the flow engine). */
export const workModule: AppModule = { name: 'work', entities: { tenantOwned: [LeaveRequest] }, resolvers: [LeaveResolver], rest: [] };
