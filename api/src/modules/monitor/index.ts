import type { AppModule } from '../module.js';
import { ErrorLogResolver, registerErrorLogRest } from './error-log.resolver.js';

/** Monitoring: the error log (usual and API logs arrive with the CRUD-engine issue). */
export const monitorModule: AppModule = { name: 'monitor', resolvers: [ErrorLogResolver], rest: [registerErrorLogRest] };
