import type { AppModule } from '../module.js';
import { grants, menus } from './menus.js';
import { Questionnaire, QuestionnaireAnswer } from './questionnaire.entity.js';
import { QuestionnaireResolver } from './questionnaire.resolver.js';
import { registerQuestionnaireRest } from './questionnaire.rest.js';
import { seedDemoQuestionnaires } from './questionnaire.seed.js';

/** Questionnaires (问卷调查): the editor on the form engine, launch and stop, answering, statistics, export. */
export const questionnaireModule: AppModule = {
  name: 'questionnaire',
  menus,
  grants,
  seeds: { demo: seedDemoQuestionnaires },
  entities: { tenantOwned: [Questionnaire, QuestionnaireAnswer] },
  resolvers: [QuestionnaireResolver],
  rest: [registerQuestionnaireRest],
};

// What other modules may use (imports from another module go through this file only).
export { questionnaireService } from './questionnaire.service.js';
