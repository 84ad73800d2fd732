import type { AppModule } from '../module.js';
import { grants, menus } from './menus.js';
import { registerReportRest, ReportDataResolver, ReportFileResolver } from './report.resource.js';
import { ReportFile } from './report.entity.js';

/** Reports: report definitions of built-in kinds, rendered over the caller's tenant. */
export const reportModule: AppModule = {
  name: 'report',
  menus,
  grants,
  entities: { tenantOwned: [ReportFile] },
  resolvers: [ReportFileResolver, ReportDataResolver],
  rest: [registerReportRest],
};
