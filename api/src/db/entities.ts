import { ApiScope, DataScope } from '../engine/access/scope.entity.js';
import { Dept } from '../engine/access/dept.entity.js';
import { Menu } from '../engine/access/menu.entity.js';
import { Role, RoleMenu, RoleScope } from '../engine/access/role.entity.js';
import { ApiLog } from '../engine/audit/api-log.entity.js';
import { ErrorLog } from '../engine/audit/error-log.entity.js';
import { FlowInstance, FlowLog, FlowModel } from '../engine/flow/flow.entities.js';
import { UserMessage } from '../engine/inbox/message.entity.js';
import { LoginLog } from '../engine/audit/login-log.entity.js';
import { UsualLog } from '../engine/audit/usual-log.entity.js';
import { OAuthClient } from '../engine/auth/oauth-client.entity.js';
import { RefreshToken } from '../engine/auth/refresh-token.entity.js';
import { PersonalAccessToken } from '../engine/auth/personal-token.entity.js';
import { User } from '../engine/auth/user.entity.js';
import { Tenant } from '../engine/tenancy/tenant.entity.js';
import { Attach } from '../engine/storage/attach.entity.js';
import { OssConfig } from '../engine/storage/oss.entity.js';
import { SequenceCounter } from '../engine/sequence/sequence.js';
import { RateLimitRow } from '../engine/limits/rate-limit.entity.js';
import { JobRun } from '../engine/jobs/job-run.entity.js';
import { MailMessage, NotificationPreference } from '../engine/mail/mail.entity.js';
import { modules } from '../modules/index.js';

/** The engine's own entities, by the filters that apply to them (see filters.ts). */
const engineEntities = {
  /** Owned by a tenant and soft-deleted: the `tenant` and `notDeleted` filters apply. */
  tenantOwned: [User, Dept, Role, FlowModel, FlowInstance, FlowLog, Attach, OssConfig, UserMessage],
  /** Soft-deleted and shared by every tenant: only the `notDeleted` filter applies. */
  shared: [OAuthClient, Menu, DataScope, ApiScope],
  /** Neither filter. */
  plain: [
    Tenant,
    RoleMenu,
    RoleScope,
    RefreshToken,
    PersonalAccessToken,
    LoginLog,
    ErrorLog,
    SequenceCounter,
    ApiLog,
    UsualLog,
    RateLimitRow,
    JobRun,
    MailMessage,
    NotificationPreference,
  ],
};

/** Entities owned by a tenant and soft-deleted: the engine's and those each module's index.ts declares. */
export const tenantOwnedEntities = [
  ...engineEntities.tenantOwned,
  ...modules.flatMap((m) => m.entities?.tenantOwned ?? []),
];

/** Soft-deleted entities shared by every tenant (only the `notDeleted` filter applies). */
export const sharedEntities = [...engineEntities.shared, ...modules.flatMap((m) => m.entities?.shared ?? [])];

/**
 * Every entity class, listed explicitly (no folder discovery: works the same under tsc, tsx and vitest). A module
 * registers its own in its index.ts (`entities`), so adding a module touches no list here.
 */
export const entities = [
  ...tenantOwnedEntities,
  ...sharedEntities,
  ...engineEntities.plain,
  ...modules.flatMap((m) => m.entities?.plain ?? []),
];
