import 'reflect-metadata';
import { GraphQLEnumType, GraphQLSchema, isObjectType, lexicographicSortSchema, printSchema } from 'graphql';
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
};

function describeConventionalArguments(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields()))
      for (const arg of field.args) arg.description ??= CONVENTIONAL_ARGUMENTS[arg.name];
  }
}

/** The schema as committed in schema.graphql: sorted so the file only changes when the schema does. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
