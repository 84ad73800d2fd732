import { articleModule } from './article/index.js';
import { certificateModule } from './certificate/index.js';
import { courseModule } from './course/index.js';
import { awardModule } from './award/index.js';
import { awardLinesModule } from './award-lines/index.js';
import { awardAssignModule } from './award-assign/index.js';
import { awardNoticeModule } from './award-notice/index.js';
import { dashboardModule } from './dashboard/index.js';
import { expertModule } from './expert/index.js';
import { flowModule } from './flow/index.js';
import { developModule } from './develop/index.js';
import { deskModule } from './desk/index.js';
import { dictModule } from '../engine/dict/index.js';
import { webhookModule } from '../engine/webhooks/index.js';
import { registerModules } from '../engine/module-registry.js';
import { duesModule } from './dues/index.js';
import { eventModule } from './event/index.js';
import type { AppModule } from './module.js';
import { legacyImportModule } from './legacy-import/index.js';
import { memberModule } from './member/index.js';
import { monitorModule } from './monitor/index.js';
import { oaModule } from './oa/index.js';
import { questionnaireModule } from './questionnaire/index.js';
import { reportModule } from './report/index.js';
import { resourceModule } from './resource/index.js';
import { reviewModule } from './review/index.js';
import { systemModule } from './system/index.js';
import { weixinModule } from './weixin/index.js';
import { workModule } from './work/index.js';

/** Every business module, in registration order. */
export const modules: AppModule[] = [
  systemModule,
  monitorModule,
  dashboardModule,
  workModule,
  oaModule,
  flowModule,
  developModule,
  reportModule,
  resourceModule,
  dictModule,
  deskModule,
  expertModule,
  memberModule,
  duesModule,
  awardModule,
  awardLinesModule,
  awardAssignModule,
  awardNoticeModule,
  reviewModule,
  certificateModule,
  eventModule,
  articleModule,
  questionnaireModule,
  courseModule,
  legacyImportModule,
  webhookModule,
  weixinModule,
];

// The engine's seeders of a new tenant reach the modules' declarations through this registry.
registerModules(modules);
