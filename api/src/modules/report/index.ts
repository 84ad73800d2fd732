import type { AppModule } from '../module.js';
import { registerReportRest, ReportDataResolver, ReportFileResolver } from './report.resource.js';

/** Reports: report definitions of built-in kinds, rendered over the caller's tenant. */
export const reportModule: AppModule = {
  name: 'report',
  resolvers: [ReportFileResolver, ReportDataResolver],
  rest: [registerReportRest],
};
