import type { AppModule } from '../module.js';
import { CodeDefinitionResolver, CodeToolResolver, registerCodeRest } from './code.resource.js';

/** Developer tools: the code generator (definitions of tables and their resource scaffolds). */
export const developModule: AppModule = {
  name: 'develop',
  resolvers: [CodeDefinitionResolver, CodeToolResolver],
  rest: [registerCodeRest],
};
