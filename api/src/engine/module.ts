import type { EntityClass, MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ResolverClass } from './graphql/schema.js';
import type { JobDefinition } from './jobs/jobs.js';
import type { Logger } from './log/logger.js';
import type { RestRegistration } from './rest/types.js';

/** The entity classes a module owns, by the filters that apply to them (see db/filters.ts). */
export interface ModuleEntities {
  /** Owned by a tenant and soft-deleted: the `tenant` and `notDeleted` filters apply. */
  tenantOwned?: EntityClass<object>[];
  /** Soft-deleted and shared by every tenant: only the `notDeleted` filter applies. */
  shared?: EntityClass<object>[];
  /** Neither filter (join rows, per-user marks). */
  plain?: EntityClass<object>[];
}

/**
 * A button (permission code) of a menu: `add`, `edit` and `delete` become `<menu code>_add` ... named 新增,
 * 修改, 删除; any other button gives its own code and name.
 */
export type ButtonSeed = 'add' | 'edit' | 'delete' | { code: string; name: string; nameEn?: string };

/** A menu item. `roles` is meta roles (who sees the item); empty means every role granted it. */
export interface MenuSeed {
  code: string;
  name: string;
  /** The English name (English mode). */
  nameEn?: string;
  path?: string;
  source?: string;
  roles?: string[];
  isTab?: boolean;
  /** Place among its siblings (default: its position in the list). */
  sort?: number;
  /** The menu's buttons (permission codes), in this order. */
  buttons?: ButtonSeed[];
  children?: MenuSeed[];
}

/**
 * A menu a module contributes: a top-level group (no `parent`), or an item of a group another module (or this
 * one) declares. `sort` places it among its siblings (groups among groups, items within their group).
 */
export interface MenuDeclaration extends Omit<MenuSeed, 'children' | 'sort'> {
  parent?: string;
  sort: number;
}

/**
 * A dictionary a module ships: its code, name, place among the dictionaries (`sort`) and items (key → label and
 * English label, in order).
 */
export interface DictSeed {
  code: string;
  name: string;
  /** The dictionary's English name. */
  nameEn?: string;
  sort: number;
  items: Array<[key: string, label: string, labelEn?: string]>;
}

/** The dictionaries a module ships: system ones (platform data, shared) and business ones (every tenant's own). */
export interface ModuleDicts {
  system?: DictSeed[];
  business?: DictSeed[];
}

/**
 * The data a module writes into a database. Each seed only adds what is missing (by natural key), so it is safe
 * on every start and never changes what administrators edited.
 */
export interface ModuleSeeds {
  /** Base data of the platform (administrative tenant), checked on every start. */
  platform?: (em: SqlEntityManager) => Promise<void>;
  /**
   * Base data of every tenant: checked for the administrative tenant on every start, written for a new tenant
   * when it is created (tenant screen, legacy import).
   */
  tenant?: (em: SqlEntityManager, tenantId: string) => Promise<void>;
  /** Demo data of the administrative tenant, written into a fresh database when demo data is asked for. */
  demo?: (em: SqlEntityManager, tenantId: string, services: DemoSeedServices) => Promise<void>;
}

/** What demo seeds may use besides the database. */
export interface DemoSeedServices {
  /**
   * Stores a file the way an upload is stored (checked, under a server-built key, in the tenant's storage) and
   * answers its link `/files/<key>`; undefined when no file storage is configured (the seed then leaves the
   * file out).
   */
  storeFile(tenantId: string, fileName: string, bytes: Uint8Array): Promise<string | undefined>;
}

/**
 * What a business module contributes to the app: its entities, GraphQL resolvers, REST routes and scheduled jobs, and what the
 * seeders write for it: its menus with their permission codes, the codes each standard role is granted, and
 * its base and demo data. Adding a module touches no central list but `modules/index.ts`.
 */
export interface AppModule {
  name: string;
  entities?: ModuleEntities;
  resolvers: ResolverClass[];
  rest: RestRegistration[];
  /** Scheduled work (reminders, expiry sweeps ...): run once per occurrence across instances (engine/jobs). */
  jobs?: (deps: { orm: MikroORM; log: Logger }) => JobDefinition[];
  menus?: MenuDeclaration[];
  /** Menu and button codes each standard role (by alias) is granted; administrators hold every code. */
  grants?: Record<string, string[]>;
  /** Dictionaries the module's screens name by code, seeded with the platform's (system) and every tenant's (business). */
  dicts?: ModuleDicts;
  seeds?: ModuleSeeds;
}
