import 'reflect-metadata';
import {
  GraphQLEnumType,
  type GraphQLInputObjectType,
  type GraphQLObjectType,
  GraphQLSchema,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  lexicographicSortSchema,
  printSchema,
} from 'graphql';
import { buildSchema, getMetadataStorage, type NonEmptyArray } from 'type-graphql';
import { PermissionAuthChecker } from '../access/auth-checker.js';
import { localizeMessages } from '../validation/messages.js';
import { STATUS_ENUMS } from './status-enums.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type ResolverClass = Function;

/** Builds the one GraphQL schema of the product from every module's resolvers. */
export async function buildAppSchema(resolvers: ResolverClass[]): Promise<GraphQLSchema> {
  // Validation messages in Chinese for rules declared without one (the same messages as the REST calls).
  const storage = getMetadataStorage();
  for (const type of [...storage.inputTypes, ...storage.argumentTypes])
    localizeMessages(type.target as new () => object);
  const schema = await buildSchema({
    resolvers: resolvers as NonEmptyArray<ResolverClass>,
    // Input classes are validated with class-validator; errors never echo the input back.
    validate: { forbidUnknownValues: false, validationError: { target: false, value: false } },
    emitSchemaFile: false,
    authChecker: PermissionAuthChecker,
    authMode: 'error',
  });
  describeConventionalArguments(schema);
  describeInputFieldsFromRecords(schema);
  describeConventionalFields(schema);
  describeConventionalTypes(schema);
  return withEveryStatusEnum(schema);
}

/**
 * Every status enum of SPEC section 4 is in the schema, also one no field uses yet (approval variant two: old data),
 * built the way TypeGraphQL builds the others.
 */
function withEveryStatusEnum(schema: GraphQLSchema): GraphQLSchema {
  const missing = STATUS_ENUMS.filter((e) => !schema.getType(e.name));
  if (!missing.length) return schema;
  const config = schema.toConfig();
  const enums = missing.map(
    (e) =>
      new GraphQLEnumType({
        name: e.name,
        description: e.description,
        values: Object.fromEntries(
          Object.entries(e.values).map(([key, value]) => [key, { value, ...e.valueDescriptions[key] }]),
        ),
      }),
  );
  return new GraphQLSchema({ ...config, types: [...config.types, ...enums] });
}

/**
 * What the product's conventional arguments mean, wherever an operation declares none of its own: every list takes
 * `page` and `filter`, every single read and removal `id`, every change `input` (and paging fields `current`, `size`).
 */
export const CONVENTIONAL_ARGUMENTS: Readonly<Record<string, string>> = {
  page: 'Which page: `current` (from 1) and `size` (1 to 200, default 10); the answer has records, total and pages.',
  filter: 'Search conditions: only rows matching every given field; absent or empty fields do not filter.',
  id: "The record's id.",
  ids: 'The ids of the records.',
  input: "The operation's values (see the fields of its input type); wrong values are refused with field messages.",
  programmeId: 'Id of the award programme.',
  applicationId: 'Id of the award application.',
  unitId: 'Id of the member unit.',
  eventId: 'Id of the event.',
};

function describeConventionalArguments(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields()))
      for (const arg of field.args) arg.description ??= CONVENTIONAL_ARGUMENTS[arg.name];
  }
}

/**
 * What the product's conventional fields mean, wherever a type declares none of its own: true for every type of the
 * kind (output records, inputs) that carries the field.
 */
export const CONVENTIONAL_FIELDS: {
  record: Readonly<Record<string, string>>;
  input: Readonly<Record<string, string>>;
  any: Readonly<Record<string, string>>;
} = {
  record: {
    id: 'The record’s id (an opaque string).',
    createTime: 'When the record was created.',
    updateTime: 'When the record was last changed (its creation time until then).',
    tenantId: 'The tenant (six-digit tenant code) the record belongs to.',
    version: 'Optimistic lock: send it back when updating; a stale value is refused.',
    flowStatus:
      'Flow status (SPEC section 4): 0 pending submission, 1 under review, 2 approved, 3 rejected, 4 voided, 5 withdrawn.',
  },
  input: {
    id: 'Id of the record the input concerns; where the operation also creates records, left out to create one.',
    version: 'Optimistic lock: the record’s version as last read; a change to a record changed since then is refused.',
  },
  any: {
    remark: 'Free-text remark (备注).',
    sort: 'Display order among its siblings (smaller first).',
    email: 'Email address.',
    mobile: 'Mobile phone number (11 digits).',
    realName: 'The person’s real name.',
    programmeId: 'Id of the award programme.',
  },
};

/**
 * A field of an input type (`XInput`, `XFilter`) or public view (`PublicX`) without a description, named like a
 * described field of the record type `X` it writes, filters or shows, is described from that field.
 */
function describeInputFieldsFromRecords(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    // Input types named after their record; the public views (`PublicX`) show fields of the record X.
    const match = isInputObjectType(type)
      ? /^(.+?)(Input|ListFilter|Filter)$/.exec(type.name)
      : isObjectType(type)
        ? /^Public(.+)()$/.exec(type.name)
        : null;
    const record = match ? schema.getType(match[1]!) : undefined;
    if (!isObjectType(record) || !(isInputObjectType(type) || isObjectType(type))) continue;
    const filter = match![2]!.endsWith('Filter');
    const described = record.getFields();
    for (const field of Object.values(type.getFields())) {
      const source = described[field.name]?.description?.trim();
      if (field.description || !source || field.name in CONVENTIONAL_FIELDS.input) continue;
      field.description = filter
        ? `Only records whose \`${field.name}\` matches (absent or empty: no condition). The field: ${source}`
        : source;
    }
  }
}

function describeConventionalFields(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    const kind = isInputObjectType(type) ? 'input' : isObjectType(type) || isInterfaceType(type) ? 'record' : undefined;
    if (!kind || (kind === 'record' && (type === schema.getQueryType() || type === schema.getMutationType()))) continue;
    for (const field of Object.values((type as GraphQLInputObjectType | GraphQLObjectType).getFields()))
      field.description ??= CONVENTIONAL_FIELDS[kind][field.name] ?? CONVENTIONAL_FIELDS.any[field.name];
  }
}

/**
 * The root types, and the input types named after the record type they filter (`XFilter`, `XListFilter`) or write
 * (`XInput`), wherever they declare no description.
 */
function describeConventionalTypes(schema: GraphQLSchema): void {
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (query) query.description ??= 'The reads of the Zhuxie GraphQL API (each names the permission codes it needs).';
  if (mutation)
    mutation.description ??= 'The changes of the Zhuxie GraphQL API; every one is validated and authorized.';
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isInputObjectType(type) || type.description) continue;
    const match = /^(.+?)(ListFilter|Filter|Input)$/.exec(type.name);
    if (!match || !isObjectType(schema.getType(match[1]!))) continue;
    type.description =
      match[2] === 'Input'
        ? `The values of a ${match[1]} that an operation writes (see the fields of ${match[1]}).`
        : `Search conditions on ${match[1]} records: only records matching every given field are listed.`;
  }
}

/** The schema as committed in schema.graphql: sorted so the file only changes when the schema does. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
