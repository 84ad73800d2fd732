import type { MessageId } from '../i18n/locale';
import type { RouteMeta } from './meta';

/**
 * The routes of SPEC section 2 whose screens come with later releases. Each shows the shared 建设中 page
 * with its own title (`route.<path segments>`, parameters left out) and meta, inside the main layout or on
 * its own (public, portal and mobile pages).
 */
export interface PlaceholderRoute {
  path: string;
  layout: 'main' | 'standalone';
  meta: RouteMeta;
}

/** `/awards/expertTable/tujianshiti` → `route.awards.expertTable.tujianshiti`; `/cmsPages` → `route.cmsPages`. */
export function placeholderTitleId(path: string): MessageId {
  const segments = path.split('/').filter((segment) => segment && !segment.startsWith(':'));
  return `route.${segments.join('.')}` as MessageId;
}

interface Group {
  paths: string[];
  layout: PlaceholderRoute['layout'];
  isAuth: boolean;
  isTab: boolean;
  parents?: MessageId[];
}

const under = (prefix: string, names: string[]) => names.map((name) => `${prefix}/${name}`);

const GROUPS: Group[] = [
  // Awards routes
  {
    paths: under('/awards', [
      'greenConstructionExcel',
      'greenConstructionYS',
      'greenConstruction/awardsSubmit',
      'qualityTeam/printInformation',
      'quality/QCDistribution',
      ...under('preliminaryProposal', [
        'firstPhase',
        'secondPhase',
        'thirdPhase',
        'fourthPhase',
        'fifthPhase',
        'summary',
      ]),
    ]),
    layout: 'main',
    isAuth: true,
    isTab: true,
    parents: ['menu.awards'],
  },
  // Member portal: every page has its screen now (/cmsPages/coursepresentation: modules/course).
  // Mobile routes: every one is a page of modules/mobile now.
  // Public pages
  {
    paths: [],
    layout: 'standalone',
    isAuth: false,
    isTab: false,
  },
];

export const PLACEHOLDER_ROUTES: PlaceholderRoute[] = GROUPS.flatMap(({ paths, layout, isAuth, isTab, parents }) =>
  paths.map((path) => ({
    path,
    layout,
    meta: { titleId: placeholderTitleId(path), isAuth, isTab, ...(parents ? { parents } : {}) },
  })),
);
