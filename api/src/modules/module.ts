import type { ResolverClass } from '../engine/graphql/schema.js';
import type { RestRegistration } from '../engine/rest/types.js';

/** What a business module contributes to the app. */
export interface AppModule {
  name: string;
  resolvers: ResolverClass[];
  rest: RestRegistration[];
}
