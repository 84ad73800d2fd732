import type { ResolverClass } from './graphql/schema.js';
import type { RestRegistration } from './rest/types.js';

/** What a business module contributes to the app. */
export interface AppModule {
  name: string;
  resolvers: ResolverClass[];
  rest: RestRegistration[];
}
