import type { RouteObject } from 'react-router';
import type { RouteFirstReads } from '@nacho/api';
import { hallOfFameFirstReads, monthReportFirstReads, rankingsFirstReads } from './prefetch/first-reads';

/**
 * Exposed as ./routes. Paths are absolute; the shell's router decides where they render.
 * `firstReads`: the reads of the page's first view (the server renders the page with them).
 */
const routes = [
  {
    path: '/hall-of-fame',
    lazy: () => import(/* webpackChunkName: "route-hall-of-fame" */ './hall-of-fame/hall-of-fame-screen'),
    firstReads: hallOfFameFirstReads,
  },
  {
    path: '/hall-of-fame/:year/:month',
    lazy: () => import(/* webpackChunkName: "route-month-report" */ './month-report/month-report-screen'),
    firstReads: monthReportFirstReads,
  },
  {
    path: '/all-liked-nfts',
    lazy: () => import(/* webpackChunkName: "route-rankings" */ './rankings/rankings-screen'),
    firstReads: rankingsFirstReads,
  },
] satisfies (RouteObject & { firstReads?: RouteFirstReads })[];

export default routes;
