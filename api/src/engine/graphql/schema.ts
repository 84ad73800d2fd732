import 'reflect-metadata';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema, getMetadataStorage, type NonEmptyArray } from 'type-graphql';
import { PermissionAuthChecker } from '../access/auth-checker.js';
import { localizeMessages } from '../validation/messages.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type ResolverClass = Function;

/** Builds the one GraphQL schema of the product from every module's resolvers. */
export async function buildAppSchema(resolvers: ResolverClass[]): Promise<GraphQLSchema> {
  // Validation messages in Chinese for rules declared without one (the same messages as the REST calls).
  const storage = getMetadataStorage();
  for (const type of [...storage.inputTypes, ...storage.argumentTypes])
    localizeMessages(type.target as new () => object);
  return buildSchema({
    resolvers: resolvers as NonEmptyArray<ResolverClass>,
    // Input classes are validated with class-validator; errors never echo the input back.
    validate: { forbidUnknownValues: false, validationError: { target: false, value: false } },
    emitSchemaFile: false,
    authChecker: PermissionAuthChecker,
    authMode: 'error',
  });
}

/** The schema as committed in schema.graphql: sorted so the file only changes when the schema does. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
