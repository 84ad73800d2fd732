import type { AppModule } from '../module.js';
import { grants, menus } from './menus.js';
import { CodeDefinitionResolver, CodeToolResolver, registerCodeRest } from './code.resource.js';
import { CodeDefinition } from './code.entity.js';

/** Developer tools: the code generator (definitions of tables and their resource scaffolds). */
export const developModule: AppModule = {
  name: 'develop',
  menus,
  grants,
  entities: { shared: [CodeDefinition] },
  resolvers: [CodeDefinitionResolver, CodeToolResolver],
  rest: [registerCodeRest],
};
