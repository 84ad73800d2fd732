import { type Opt } from '@mikro-orm/core';
import { Entity, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/** OAuth client (the legacy `Authorization: Basic base64(clientId:secret)` header names one). Global. */
@ObjectType({ description: '应用（OAuth 客户端）' })
@Entity({ tableName: 'blade_client' })
@Unique({ name: 'blade_client_client_id_unique', properties: ['clientId'], where: { isDeleted: 0 } })
export class OAuthClient extends BaseEntity {
  @Field(() => String, { description: 'The client id sent when asking for tokens.' })
  @Property({ type: 'string', length: 64 })
  clientId!: string;

  /** SHA-256 of the secret (secrets are random and long, so a fast hash is enough). */
  @Property({ type: 'string', length: 64, hidden: true })
  secretHash!: string;

  @Field(() => [String], { description: 'password, refresh_token, authorization_code, client_credentials.' })
  @Property({ type: 'string[]' })
  grantTypes: string[] & Opt = ['password', 'refresh_token'];

  @Field(() => Int, { description: 'Access token lifetime in seconds.' })
  @Property({ type: 'integer', default: 1800 })
  accessTokenValidity: number & Opt = 1800;

  @Field(() => Int, { description: 'Refresh token lifetime in seconds.' })
  @Property({ type: 'integer', default: 604800 })
  refreshTokenValidity: number & Opt = 604800;

  @Field(() => [String], {
    description: 'client_credentials: the permission codes (menu and button codes) its service tokens carry, exactly.',
  })
  @Property({ type: 'string[]', defaultRaw: `'{}'` })
  permissionCodes: string[] & Opt = [];

  @Field(() => [String], {
    description: 'client_credentials: ids of the API scopes (REST path guards) its service tokens are granted.',
  })
  @Property({ type: 'string[]', defaultRaw: `'{}'` })
  apiScopeIds: string[] & Opt = [];

  @Field(() => Int, { description: 'client_credentials: calls per minute its service tokens may make (all together).' })
  @Property({ type: 'integer', default: 600 })
  rateLimitPerMinute: number & Opt = 600;

  @Field(() => Int, { description: '1 active, 0 disabled.' })
  @Property({ type: 'smallint', default: 1 })
  status: number & Opt = 1;
}
