import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261128100000_award_notice } from './Migration20261128100000_award_notice.js';
import { Migration20261127210000_questionnaire } from './Migration20261127210000_questionnaire.js';
import { Migration20261127172659_english_labels } from './Migration20261127172659_english_labels.js';
import { Migration20261127210000_expert_draw } from './Migration20261127210000_expert_draw.js';
import { Migration20261127080000_weixin_binding } from './Migration20261127080000_weixin_binding.js';
import { Migration20261127031000_receipt_verify } from './Migration20261127031000_receipt_verify.js';
import { Migration20261127080000_webhooks } from './Migration20261127080000_webhooks.js';
import { Migration20261127111000_client_credentials } from './Migration20261127111000_client_credentials.js';
import { Migration20261127110000_personal_tokens } from './Migration20261127110000_personal_tokens.js';
import { Migration20261127081000_sync_times } from './Migration20261127081000_sync_times.js';
import { Migration20261127120000_award_form_versions } from './Migration20261127120000_award_form_versions.js';
import { Migration20261127140000_list_indexes } from './Migration20261127140000_list_indexes.js';
import { Migration20261127000200_reminders } from './Migration20261127000200_reminders.js';
import { Migration20261127000100_notifications } from './Migration20261127000100_notifications.js';
import { Migration20261126073248_RateLimit } from './Migration20261126073248_RateLimit.js';
import { Migration20261126113000_dues_transfer } from './Migration20261126113000_dues_transfer.js';
import { Migration20261126150000_races } from './Migration20261126150000_races.js';
import { Migration20261126151000_job_run } from './Migration20261126151000_job_run.js';
import { Migration20261126152000_expert_user } from './Migration20261126152000_expert_user.js';
import { Migration20261126071312_legacy_import } from './Migration20261126071312_legacy_import.js';
import { Migration20261125084326_AwardAssign } from './Migration20261125084326_AwardAssign.js';
import { Migration20261125084449_review } from './Migration20261125084449_review.js';
import { Migration20261125084858_events } from './Migration20261125084858_events.js';
import { Migration20261125084937_article } from './Migration20261125084937_article.js';
import { Migration20261125081451_award_lines } from './Migration20261125081451_award_lines.js';
import { Migration20261125081744_award_applications } from './Migration20261125081744_award_applications.js';
import { Migration20261123143350_awards } from './Migration20261123143350_awards.js';
import { Migration20261123141912_dues } from './Migration20261123141912_dues.js';
import { Migration20261123141657_certificates } from './Migration20261123141657_certificates.js';
import { Migration20261123141604_member_change } from './Migration20261123141604_member_change.js';
import { Migration20261123104709_flows_members_experts } from './Migration20261123104709_flows_members_experts.js';
import { Migration20261123075418_backoffice } from './Migration20261123075418_backoffice.js';
import { Migration20261122024612_error_log } from './Migration20261122024612_error_log.js';
import { Migration20261122015908_identity } from './Migration20261122015908_identity.js';
import { Migration20261122005210_initial } from './Migration20261122005210_initial.js';

/**
 * Every migration, in order. `npm run db:migration:create` writes a new file here and adds it to this list;
 * they are listed explicitly so the built product, tsx and vitest all run the same set.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122005210_initial', class: Migration20261122005210_initial },
  { name: 'Migration20261122015908_identity', class: Migration20261122015908_identity },
  { name: 'Migration20261122024612_error_log', class: Migration20261122024612_error_log },
  { name: 'Migration20261123075418_backoffice', class: Migration20261123075418_backoffice },
  { name: 'Migration20261123104709_flows_members_experts', class: Migration20261123104709_flows_members_experts },
  { name: 'Migration20261123141604_member_change', class: Migration20261123141604_member_change },
  { name: 'Migration20261123141657_certificates', class: Migration20261123141657_certificates },
  { name: 'Migration20261123141912_dues', class: Migration20261123141912_dues },
  { name: 'Migration20261123143350_awards', class: Migration20261123143350_awards },
  { name: 'Migration20261125081451_award_lines', class: Migration20261125081451_award_lines },
  { name: 'Migration20261125081744_award_applications', class: Migration20261125081744_award_applications },
  { name: 'Migration20261125084326_AwardAssign', class: Migration20261125084326_AwardAssign },
  { name: 'Migration20261125084449_review', class: Migration20261125084449_review },
  { name: 'Migration20261125084858_events', class: Migration20261125084858_events },
  { name: 'Migration20261125084937_article', class: Migration20261125084937_article },
  { name: 'Migration20261126073248_RateLimit', class: Migration20261126073248_RateLimit },
  { name: 'Migration20261126071312_legacy_import', class: Migration20261126071312_legacy_import },
  { name: 'Migration20261126113000_dues_transfer', class: Migration20261126113000_dues_transfer },
  { name: 'Migration20261126150000_races', class: Migration20261126150000_races },
  { name: 'Migration20261126151000_job_run', class: Migration20261126151000_job_run },
  { name: 'Migration20261126152000_expert_user', class: Migration20261126152000_expert_user },
  { name: 'Migration20261127000100_notifications', class: Migration20261127000100_notifications },
  { name: 'Migration20261127000200_reminders', class: Migration20261127000200_reminders },
  { name: 'Migration20261127031000_receipt_verify', class: Migration20261127031000_receipt_verify },
  { name: 'Migration20261127080000_weixin_binding', class: Migration20261127080000_weixin_binding },
  { name: 'Migration20261127080000_webhooks', class: Migration20261127080000_webhooks },
  { name: 'Migration20261127081000_sync_times', class: Migration20261127081000_sync_times },
  { name: 'Migration20261127110000_personal_tokens', class: Migration20261127110000_personal_tokens },
  { name: 'Migration20261127111000_client_credentials', class: Migration20261127111000_client_credentials },
  { name: 'Migration20261127120000_award_form_versions', class: Migration20261127120000_award_form_versions },
  { name: 'Migration20261127140000_list_indexes', class: Migration20261127140000_list_indexes },
  { name: 'Migration20261127172659_english_labels', class: Migration20261127172659_english_labels },
  { name: 'Migration20261127210000_expert_draw', class: Migration20261127210000_expert_draw },
  { name: 'Migration20261127210000_questionnaire', class: Migration20261127210000_questionnaire },
  { name: 'Migration20261128100000_award_notice', class: Migration20261128100000_award_notice },
];
