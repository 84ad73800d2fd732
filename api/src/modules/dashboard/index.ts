import type { AppModule } from '../module.js';
import { grants, menus } from './menus.js';
import { DashboardResolver } from './dashboard.resolver.js';
import { FiguresResolver, FiguresApplicationCount } from './figures.resolver.js';
import { ApprovalStatusEnum, statusCodeResolver } from '../../engine/graphql/status-enums.js';

/** The home dashboard: figures gathered from the other modules' services. */
export const dashboardModule: AppModule = {
  name: 'dashboard',
  menus,
  grants,
  resolvers: [
    DashboardResolver,
    FiguresResolver,
    statusCodeResolver(FiguresApplicationCount, 'flowStatus', ApprovalStatusEnum),
  ],
  rest: [],
};
