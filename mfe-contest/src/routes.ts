import type { RouteObject } from 'react-router';

/** Exposed as ./routes. Paths are absolute; the shell's router decides where they render. */
const routes = [
  {
    path: '/hall-of-fame',
    lazy: () => import(/* webpackChunkName: "route-hall-of-fame" */ './hall-of-fame/hall-of-fame-screen'),
  },
  {
    path: '/hall-of-fame/:year/:month',
    lazy: () => import(/* webpackChunkName: "route-month-report" */ './month-report/month-report-screen'),
  },
  {
    path: '/all-liked-nfts',
    lazy: () => import(/* webpackChunkName: "route-rankings" */ './rankings/rankings-screen'),
  },
] satisfies RouteObject[];

export default routes;
