import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { EntityClass } from '@mikro-orm/core';
import { Dept } from '../../engine/access/dept.entity.js';
import { Menu } from '../../engine/access/menu.entity.js';
import { Role, RoleMenu } from '../../engine/access/role.entity.js';
import { OAuthClient } from '../../engine/auth/oauth-client.entity.js';
import { sha256 } from '../../engine/auth/tokens.js';
import { USER_STATUS, User } from '../../engine/auth/user.entity.js';
import { Attach } from '../../engine/storage/attach.entity.js';
import { buildObjectKey } from '../../engine/storage/storage.js';
import { Tenant } from '../../engine/tenancy/tenant.entity.js';
import { seedTenantBase } from '../../engine/tenancy/tenant.seed.js';
import { Dict, DictBiz } from '../../engine/dict/index.js';
// The legacy import writes other modules' rows directly, keeping their ids, numbers and codes: the one module that
// imports other modules' entity files (an exception of dependency-cruiser's module-through-its-index).
import { Notice, NOTICE_STATUS } from '../desk/notice.entity.js';
import { Param } from '../system/param.entity.js';
import { Post } from '../system/post.entity.js';
import { Region } from '../system/region/region.entity.js';
import { type Prepared, type RunContext, type Step, legacyKey } from './importer.js';
import type { LegacyFiles } from './legacy-files.js';
import { BLADEX_BCRYPT_SCHEME, BLADEX_SCHEME, keptLegacyHash } from './legacy-password.js';
import type { LegacyRow } from './source.js';
import { dateTime, idList, int, tenantOf, text } from './values.js';

const LIVE = 'is_deleted = 0';

/** Finds one record without the tenant filters (the import spans tenants); soft-deleted ones are ignored. */
async function findLive<T extends object>(
  em: SqlEntityManager,
  entity: EntityClass<T>,
  where: Record<string, unknown>,
): Promise<T | null> {
  return em.findOne(entity, { ...where, isDeleted: 0 } as never, { filters: false });
}

async function load<T extends object>(
  em: SqlEntityManager,
  entity: EntityClass<T>,
  id: string | undefined,
): Promise<T | undefined> {
  return id ? ((await em.findOne(entity, { id } as never, { filters: false })) ?? undefined) : undefined;
}

/** Tenants known here (created or adopted), so rows of unknown tenants are refused. */
async function tenantExists(run: RunContext, tenantId: string): Promise<boolean> {
  const known = (run.notes.__tenants as Set<string> | undefined) ?? new Set<string>();
  run.notes.__tenants = known;
  if (known.has(tenantId)) return true;
  if (await run.em().findOne(Tenant, { tenantId, isDeleted: 0 }, { filters: false })) {
    known.add(tenantId);
    return true;
  }
  return false;
}

type Tenanted = (row: LegacyRow, run: RunContext, tenantId: string) => Promise<Prepared>;

/** Checks the row's tenant first (an unknown tenant refuses the row). */
function inTenant(build: Tenanted): Step['prepare'] {
  return async (row, run) => {
    const tenantId = tenantOf(row, run.defaultTenant);
    if (!(await tenantExists(run, tenantId)) && !run.dryRun)
      return { refuse: { column: 'tenant_id', reason: `租户 ${tenantId} 不存在` } };
    return build(row, run, tenantId);
  };
}

/**
 * Parents: set while importing when the parent is already in, and once more after the whole table (a second
 * pass over the legacy table), for parents that came after their children or before an interruption.
 */
async function fixParents<T extends { id: string; parentId?: string }>(
  run: RunContext,
  table: string,
  entity: EntityClass<T>,
): Promise<void> {
  const em = run.em();
  for (let after: string | undefined; ; ) {
    const rows = await run.source.batch(table, 'id', after, 500, LIVE);
    if (!rows.length) break;
    after = String(rows[rows.length - 1]!.id);
    for (const row of rows) {
      const legacyParent = legacyKey(row.parent_id);
      if (!legacyParent) continue;
      const id = await run.ref(table, row.id);
      if (!id) continue;
      const parentId = await run.ref(table, legacyParent);
      if (!parentId) {
        run.warn(`${table} ${String(row.id)}: 上级 ${legacyParent} 未导入，作为顶级保留`);
        continue;
      }
      const record = await load(em, entity, id);
      if (record && record.parentId !== parentId) record.parentId = parentId;
    }
    await em.flush();
  }
}

// ---------------------------------------------------------------------------------------------------------------

const tenantStep: Step = {
  table: 'blade_tenant',
  target: 'tenant',
  where: LIVE,
  async prepare(row, run) {
    const tenantId = text(row.tenant_id, 12);
    if (!tenantId) return { refuse: { column: 'tenant_id', reason: '租户编号为空' } };
    const name = text(row.tenant_name, 100);
    if (!name) return { refuse: { column: 'tenant_name', reason: '租户名称为空' } };
    const existing = await findLive(run.em(), Tenant, { tenantId });
    return {
      tenantId,
      existingId: existing?.id,
      async apply(em, targetId) {
        const tenant = (await load(em, Tenant, targetId)) ?? em.create(Tenant, { tenantId, tenantName: name });
        tenant.tenantName = name;
        tenant.domain = text(row.domain, 255);
        tenant.linkman = text(row.linkman, 50);
        tenant.contactNumber = text(row.contact_number, 50);
        tenant.address = text(row.address, 255);
        tenant.accountNumber = int(row.account_number, -1)!;
        tenant.expireTime = dateTime(row.expire_time);
        tenant.status = int(row.status, 1)!;
        await em.flush();
        if (!targetId) {
          // A new tenant gets the standard roles, departments, flow models and business dictionaries.
          await seedTenantBase(em, tenantId);
        }
        return tenant.id;
      },
    };
  },
};

const deptStep: Step = {
  table: 'blade_dept',
  target: 'dept',
  where: LIVE,
  prepare: inTenant(async (row, run, tenantId) => {
    const deptName = text(row.dept_name, 100);
    if (!deptName) return { refuse: { column: 'dept_name', reason: '机构名称为空' } };
    return {
      tenantId,
      async apply(em, targetId) {
        const dept = (await load(em, Dept, targetId)) ?? em.create(Dept, { tenantId, deptName });
        dept.deptName = deptName;
        dept.fullName = text(row.full_name, 255);
        dept.sort = int(row.sort, 0)!;
        dept.remark = text(row.remark, 255);
        dept.parentId = await run.ref('blade_dept', row.parent_id);
        return dept.id;
      },
    };
  }),
  finish: (run) => fixParents(run, 'blade_dept', Dept),
};

const postStep: Step = {
  table: 'blade_post',
  target: 'post',
  where: LIVE,
  prepare: inTenant(async (row, run, tenantId) => {
    const postCode = text(row.post_code, 64);
    const postName = text(row.post_name, 64);
    if (!postCode) return { refuse: { column: 'post_code', reason: '岗位编号为空' } };
    if (!postName) return { refuse: { column: 'post_name', reason: '岗位名称为空' } };
    const existing = await findLive(run.em(), Post, { tenantId, postCode });
    return {
      tenantId,
      existingId: existing?.id,
      async apply(em, targetId) {
        const post = (await load(em, Post, targetId)) ?? em.create(Post, { tenantId, postCode, postName });
        Object.assign(post, {
          postCode,
          postName,
          category: int(row.category, 3),
          sort: int(row.sort, 0),
          remark: text(row.remark, 255),
        });
        return post.id;
      },
    };
  }),
};

const roleStep: Step = {
  table: 'blade_role',
  target: 'role',
  where: LIVE,
  prepare: inTenant(async (row, run, tenantId) => {
    const roleName = text(row.role_name, 100);
    const roleAlias = text(row.role_alias, 100);
    if (!roleName) return { refuse: { column: 'role_name', reason: '角色名称为空' } };
    if (!roleAlias) return { refuse: { column: 'role_alias', reason: '角色别名为空' } };
    const existing = await findLive(run.em(), Role, { tenantId, roleAlias });
    return {
      tenantId,
      existingId: existing?.id,
      async apply(em, targetId) {
        const role = (await load(em, Role, targetId)) ?? em.create(Role, { tenantId, roleName, roleAlias });
        Object.assign(role, { roleName, roleAlias, sort: int(row.sort, 0) });
        role.parentId = await run.ref('blade_role', row.parent_id);
        return role.id;
      },
    };
  }),
  finish: (run) => fixParents(run, 'blade_role', Role),
};

interface UnmappedMenu {
  code: string;
  name: string;
  roles: string[];
}

/**
 * Role grants: a legacy menu is matched by its code (or the mapping file's `menus` entry); grants of menus with
 * no counterpart here are refused and listed in the report with the roles that had them.
 */
function roleMenuStep(menuMap: Record<string, string>): Step {
  let legacyMenus: Map<string, { code: string; name: string }> | undefined;
  let ourMenus: Map<string, string> | undefined;
  return {
    table: 'blade_role_menu',
    target: 'roleMenu',
    signature: JSON.stringify(menuMap),
    async prepare(row, run) {
      if (!legacyMenus) {
        legacyMenus = new Map();
        if (await run.source.hasTable('blade_menu')) {
          for (let after: string | undefined; ; ) {
            const rows = await run.source.batch('blade_menu', 'id', after, 1000);
            if (!rows.length) break;
            for (const m of rows) legacyMenus.set(String(m.id), { code: text(m.code) ?? '', name: text(m.name) ?? '' });
            after = String(rows[rows.length - 1]!.id);
          }
        }
        ourMenus = new Map(
          (await run.em().find(Menu, { isDeleted: 0 }, { filters: false })).map((m) => [m.code, m.id]),
        );
      }
      const roleId = await run.refOrPlanned('blade_role', row.role_id);
      if (!roleId) return { refuse: { column: 'role_id', reason: `角色 ${String(row.role_id)} 未导入` } };
      const legacy = legacyMenus.get(String(row.menu_id));
      if (!legacy) return { refuse: { column: 'menu_id', reason: `旧库中没有菜单 ${String(row.menu_id)}` } };
      const code = menuMap[legacy.code] ?? legacy.code;
      const menuId = ourMenus!.get(code);
      if (!menuId) {
        const list = ((run.notes.unmappedMenus as UnmappedMenu[] | undefined) ??= []) as UnmappedMenu[];
        let entry = list.find((m) => m.code === legacy.code);
        if (!entry) list.push((entry = { code: legacy.code, name: legacy.name, roles: [] }));
        const roleKey = String(row.role_id);
        if (!entry.roles.includes(roleKey)) entry.roles.push(roleKey);
        return { refuse: { column: 'menu_id', reason: `菜单编码 ${legacy.code}（${legacy.name}）在新系统中没有对应` } };
      }
      const em = run.em();
      const role = roleId.startsWith('planned:') ? undefined : await load(em, Role, roleId);
      const existing = role ? await em.findOne(RoleMenu, { roleId, menuId }) : null;
      return {
        tenantId: role?.tenantId ?? tenantOf(row, run.defaultTenant),
        existingId: existing?.id,
        async apply(tem, targetId) {
          const grant =
            (targetId ? await tem.findOne(RoleMenu, { id: targetId }) : null) ??
            (await tem.findOne(RoleMenu, { roleId, menuId })) ??
            tem.create(RoleMenu, { roleId, menuId });
          grant.roleId = roleId;
          grant.menuId = menuId;
          return grant.id;
        },
      };
    },
  };
}

const userStep: Step = {
  table: 'blade_user',
  target: 'user',
  where: LIVE,
  prepare: inTenant(async (row, run, tenantId) => {
    const account = text(row.account, 64);
    if (!account) return { refuse: { column: 'account', reason: '账号为空' } };
    const legacyPassword = text(row.password);
    const password = legacyPassword ? keptLegacyHash(legacyPassword) : undefined;
    if (legacyPassword && !password)
      return { refuse: { column: 'password', reason: '密码不是 BladeX 的 SHA-1 摘要或 BCrypt 散列，无法保留' } };
    const mapped = await run.ref('blade_user', row.id);
    if (!mapped) {
      const clash = await findLive(run.em(), User, { tenantId, account });
      if (clash)
        return {
          refuse: { column: 'account', reason: `账号 ${account} 在租户 ${tenantId} 已存在（不是导入的），未覆盖` },
        };
    }
    const roleIds: string[] = [];
    for (const legacy of idList(row.role_id)) {
      const id = await run.refOrPlanned('blade_role', legacy);
      if (id) roleIds.push(id);
      else run.warn(`blade_user ${String(row.id)}: 角色 ${legacy} 未导入，已略过`);
    }
    const deptIds: string[] = [];
    for (const legacy of idList(row.dept_id)) {
      const id = await run.refOrPlanned('blade_dept', legacy);
      if (id) deptIds.push(id);
    }
    const postIds: string[] = [];
    for (const legacy of idList(row.post_id)) {
      const id = await run.refOrPlanned('blade_post', legacy);
      if (id) postIds.push(id);
    }
    const status = int(row.status, 1) === 1 ? USER_STATUS.active : USER_STATUS.disabled;
    return {
      tenantId,
      async apply(em, targetId) {
        const user = (await load(em, User, targetId)) ?? em.create(User, { tenantId, account });
        const previous = user.passwordHash;
        user.account = account;
        // Keep the legacy hash until its owner signs in once (then it becomes argon2id); never overwrite a
        // password the owner has since set here.
        if (
          password &&
          (!previous || previous.startsWith(`${BLADEX_SCHEME}$`) || previous.startsWith(`${BLADEX_BCRYPT_SCHEME}$`))
        )
          user.passwordHash = password;
        user.realName = text(row.real_name, 64) ?? text(row.name, 64);
        user.phone = text(row.phone, 32);
        user.email = text(row.email, 128);
        user.avatar = text(row.avatar, 500);
        user.deptId = deptIds[0];
        user.roleIds = roleIds;
        user.postIds = postIds;
        user.status = status;
        user.createTime = dateTime(row.create_time) ?? user.createTime;
        return user.id;
      },
    };
  }),
};

function dictStep(table: 'blade_dict' | 'blade_dict_biz'): Step {
  const entity = table === 'blade_dict' ? Dict : DictBiz;
  const prepare: Tenanted = async (row, run, tenantId) => {
    const code = text(row.code, 64);
    const value = text(row.dict_value, 255);
    if (!code) return { refuse: { column: 'code', reason: '字典编码为空' } };
    if (!value) return { refuse: { column: 'dict_value', reason: '字典名称为空' } };
    const isRoot = !legacyKey(row.parent_id);
    const parentId = isRoot ? undefined : await run.refOrPlanned(table, row.parent_id);
    if (!isRoot && !parentId)
      return { refuse: { column: 'parent_id', reason: `上级字典 ${String(row.parent_id)} 未导入` } };
    const dictKey = isRoot ? undefined : text(row.dict_key, 64);
    if (!isRoot && !dictKey) return { refuse: { column: 'dict_key', reason: '字典键值为空' } };
    const scope = table === 'blade_dict_biz' ? { tenantId } : {};
    const existing = parentId?.startsWith('planned:')
      ? null
      : await findLive(
          run.em(),
          entity as EntityClass<Dict>,
          isRoot ? { ...scope, code, parentId: null } : { ...scope, parentId, dictKey },
        );
    return {
      tenantId,
      existingId: existing?.id,
      async apply(em, targetId) {
        const entry =
          (await load(em, entity as EntityClass<Dict>, targetId)) ??
          em.create(entity as EntityClass<Dict>, { tenantId, code, dictValue: value });
        Object.assign(entry, {
          code,
          dictValue: value,
          dictKey,
          parentId,
          sort: int(row.sort, 0),
          remark: text(row.remark, 255),
          isSealed: int(row.is_sealed, 0),
        });
        return entry.id;
      },
    };
  };
  return {
    table,
    target: table === 'blade_dict' ? 'dict' : 'dictBiz',
    where: LIVE,
    key: 'id',
    prepare: table === 'blade_dict' ? (row, run) => prepare(row, run, '000000') : inTenant(prepare),
  };
}

const paramStep: Step = {
  table: 'blade_param',
  target: 'param',
  where: LIVE,
  prepare: inTenant(async (row, run, tenantId) => {
    const paramKey = text(row.param_key, 255);
    if (!paramKey) return { refuse: { column: 'param_key', reason: '参数键名为空' } };
    const paramName = text(row.param_name, 255) ?? paramKey;
    const paramValue = row.param_value === null ? '' : String(row.param_value);
    const existing = await findLive(run.em(), Param, { tenantId, paramKey });
    return {
      tenantId,
      existingId: existing?.id,
      async apply(em, targetId) {
        const param =
          (await load(em, Param, targetId)) ?? em.create(Param, { tenantId, paramKey, paramName, paramValue });
        Object.assign(param, { paramKey, paramName, paramValue, remark: text(row.remark, 255) });
        return param.id;
      },
    };
  }),
};

const regionStep: Step = {
  table: 'blade_region',
  target: 'region',
  key: 'code',
  async prepare(row, run) {
    const code = text(row.code, 12);
    const name = text(row.name, 64);
    if (!code || !/^\d{2,12}$/.test(code)) return { refuse: { column: 'code', reason: '区划编号应为 2 到 12 位数字' } };
    if (!name) return { refuse: { column: 'name', reason: '区划名称为空' } };
    const level = int(row.region_level);
    if (!level || level < 1 || level > 5) return { refuse: { column: 'region_level', reason: '区划层级应为 1 到 5' } };
    const existing = await findLive(run.em(), Region, { code });
    return {
      tenantId: '000000',
      existingId: existing?.id,
      async apply(em, targetId) {
        const region =
          (await load(em, Region, targetId)) ??
          em.create(Region, { tenantId: '000000', code, name, parentCode: '00', ancestors: '00', regionLevel: level });
        Object.assign(region, {
          name,
          parentCode: text(row.parent_code, 12) ?? '00',
          ancestors: text(row.ancestors, 255) ?? '00',
          regionLevel: level,
          sort: int(row.sort, 0),
          remark: text(row.remark, 255),
        });
        return region.id;
      },
    };
  },
};

const noticeStep: Step = {
  table: 'blade_notice',
  target: 'notice',
  where: LIVE,
  prepare: inTenant(async (row, _run, tenantId) => {
    const title = text(row.title, 255);
    if (!title) return { refuse: { column: 'title', reason: '标题为空' } };
    return {
      tenantId,
      async apply(em, targetId) {
        const notice =
          (await load(em, Notice, targetId)) ?? em.create(Notice, { tenantId, title, category: '1', content: '' });
        const releaseTime = dateTime(row.release_time);
        Object.assign(notice, {
          title,
          category: text(row.category, 64) ?? '1',
          content: row.content === null ? '' : String(row.content),
          releaseTime,
          // The legacy platform has no drafts: a notice with a release time was published.
          status: releaseTime ? NOTICE_STATUS.published : NOTICE_STATUS.draft,
        });
        notice.createTime = dateTime(row.create_time) ?? notice.createTime;
        return notice.id;
      },
    };
  }),
};

const clientStep: Step = {
  table: 'blade_client',
  target: 'client',
  where: LIVE,
  async prepare(row, run) {
    const clientId = text(row.client_id, 64);
    const secret = text(row.client_secret);
    if (!clientId) return { refuse: { column: 'client_id', reason: '客户端编号为空' } };
    if (!secret) return { refuse: { column: 'client_secret', reason: '客户端密钥为空' } };
    const grants = (text(row.authorized_grant_types) ?? 'password,refresh_token')
      .split(',')
      .map((g) => g.trim())
      .filter(Boolean);
    const existing = await findLive(run.em(), OAuthClient, { clientId });
    return {
      tenantId: '000000',
      existingId: existing?.id,
      async apply(em, targetId) {
        const client =
          (await load(em, OAuthClient, targetId)) ??
          em.create(OAuthClient, { tenantId: '000000', clientId, secretHash: sha256(secret) });
        Object.assign(client, {
          secretHash: sha256(secret),
          grantTypes: grants,
          accessTokenValidity: int(row.access_token_validity, 1800),
          refreshTokenValidity: int(row.refresh_token_validity, 604800),
          status: int(row.status, 1),
        });
        return client.id;
      },
    };
  },
};

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  txt: 'text/plain',
};

/**
 * Attachments: with a local folder (`--files-dir`) or the legacy S3 bucket (`--files-s3`) that the legacy links
 * point into, each file is copied into this installation's local storage and the record links the copy; without
 * one, the legacy link is kept.
 */
function attachStep(files: LegacyFiles | undefined, storageDir: string | undefined): Step {
  return {
    table: 'blade_attach',
    target: 'attach',
    where: LIVE,
    signature: files ? 'copy' : 'link',
    prepare: inTenant(async (row, _run, tenantId) => {
      const link = text(row.link, 1000);
      if (!link) return { refuse: { column: 'link', reason: '附件地址为空' } };
      const originalName = text(row.original_name, 255) ?? text(row.name, 255) ?? 'file';
      const extension = (text(row.extension, 16) ?? path.extname(originalName).slice(1) ?? '').toLowerCase();
      let source: string | undefined;
      if (files && storageDir) {
        // The link's path (with or without its first segment, the legacy bucket) or the stored name.
        const relative = decodeURIComponent(link.replace(/^[a-z]+:\/\/[^/]+/i, '')).replace(/^\/+/, '');
        source = await files.find(
          [relative, relative.split('/').slice(1).join('/'), text(row.name) ?? ''].filter(Boolean),
        );
        if (!source) return { refuse: { column: 'link', reason: `在 ${files.description} 中找不到附件文件` } };
        if (!/^[a-z0-9]{1,5}$/.test(extension))
          return { refuse: { column: 'extension', reason: `附件扩展名 ${extension} 不能保存` } };
      }
      return {
        tenantId,
        async apply(em, targetId) {
          const attach =
            (await load(em, Attach, targetId)) ??
            em.create(Attach, {
              tenantId,
              link,
              domain: text(row.domain, 500) ?? '',
              name: text(row.name, 255) ?? originalName,
              originalName,
              extension,
              attachSize: 0,
              contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
            });
          let size = int(row.attach_size, 0)!;
          if (source && files && storageDir) {
            const key = buildObjectKey(tenantId, extension);
            const target = path.resolve(storageDir, ...key.split('/'));
            await mkdir(path.dirname(target), { recursive: true });
            size = await files!.copyTo(source, target);
            Object.assign(attach, { link: `/files/${key}`, domain: '', name: key });
          } else {
            Object.assign(attach, {
              link,
              domain: text(row.domain, 500) ?? '',
              name: text(row.name, 255) ?? originalName,
            });
          }
          Object.assign(attach, {
            originalName,
            extension,
            attachSize: size,
            contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
          });
          return attach.id;
        },
      };
    }),
  };
}

/** The BladeX platform tables, in dependency order. */
export function platformSteps(options: {
  menus?: Record<string, string>;
  files?: LegacyFiles;
  storageDir?: string;
}): Step[] {
  return [
    tenantStep,
    deptStep,
    postStep,
    roleStep,
    roleMenuStep(options.menus ?? {}),
    userStep,
    dictStep('blade_dict'),
    dictStep('blade_dict_biz'),
    paramStep,
    regionStep,
    noticeStep,
    clientStep,
    attachStep(options.files, options.storageDir),
  ];
}
