import type { AppModule } from '../module.js';
import { grants, menus } from './menus.js';
import { seedBaseParams, seedDemoParams } from './param.seed.js';
import { seedRegions } from './region/region.seed.js';
import { registerAuthRest } from './auth.rest.js';
import { AuthResolver } from './auth.resolver.js';
import { ClientResolver, registerClientRest } from './client.resource.js';
import { ExternalLoginResolver } from './external-login.resolver.js';
import { registerExternalLoginRest } from './external-login.rest.js';
import { DeptResolver, registerDeptRest } from './dept.resource.js';
import { MenuResolver, registerMenuCrudRest } from './menu.resource.js';
import { registerParamRest } from './param.rest.js';
import { ParamResolver, SiteInfoResolver } from './param.resolver.js';
import { PersonalAccessTokenResolver } from './personal-token.resolver.js';
import { PostResolver, registerPostRest } from './post.resource.js';
import { registerRoleRest, RoleResolver } from './role.resource.js';
import { ApiScopeResolver, DataScopeResolver, registerScopeRest } from './scope.resource.js';
import { registerTenantRest, TenantResolver } from './tenant.resource.js';
import { registerTopMenuRest, TopMenuResolver } from './top-menu.resource.js';
import { registerUserRest, UserResolver } from './user.resource.js';
import { RegionResolver, registerRegionRest } from './region/region.resource.js';
import { registerUserImportRest } from './transfer/user-import.js';
import { Param } from './param.entity.js';
import { Post } from './post.entity.js';
import { TopMenu, TopMenuSetting } from './top-menu.entity.js';
import { Region } from './region/region.entity.js';

/** System module: identity and access (sign-in, users, roles, menus, scopes, tenants ...) and parameters. */
export const systemModule: AppModule = {
  name: 'system',
  menus,
  grants,
  seeds: {
    platform: async (em) => {
      await seedBaseParams(em);
      await seedRegions(em);
    },
    demo: seedDemoParams,
  },
  entities: { tenantOwned: [Param, Post, TopMenu], plain: [TopMenuSetting], shared: [Region] },
  resolvers: [
    AuthResolver,
    ExternalLoginResolver,
    ParamResolver,
    SiteInfoResolver,
    TenantResolver,
    ClientResolver,
    DeptResolver,
    PostResolver,
    UserResolver,
    RoleResolver,
    MenuResolver,
    TopMenuResolver,
    DataScopeResolver,
    ApiScopeResolver,
    RegionResolver,
    PersonalAccessTokenResolver,
  ],
  // Specific paths before the generic resource paths that share their prefix.
  rest: [
    registerAuthRest,
    registerExternalLoginRest,
    registerParamRest,
    registerTenantRest,
    registerClientRest,
    registerDeptRest,
    registerPostRest,
    registerUserRest,
    registerRoleRest,
    registerTopMenuRest,
    registerMenuCrudRest,
    registerScopeRest,
    registerUserImportRest,
    registerRegionRest,
  ],
};

// What other modules may use (imports from another module go through this file only).
export { REGISTRATION_CODES } from './auth.resolver.js';
export { paramService } from './param.service.js';
export { regionLabelSql, regionService } from './region/region.service.js';
export { USER_CODES } from './user.resource.js';
export type { Region } from './region/region.entity.js';
export { AuthPayload, toAuthPayload } from './auth.types.js';
export { readCookie } from './external-login.rest.js';
