import type { RouteObject } from 'react-router';

/** Exposed as ./routes. Paths are absolute; the shell's router decides where they render. */
const routes = [
  { path: '/admin', lazy: () => import(/* webpackChunkName: "route-admin" */ './admin-panel/admin-screen') },
  {
    path: '/market-data-reset',
    lazy: () => import(/* webpackChunkName: "route-market-reset" */ './market-reset/market-reset-screen'),
  },
] satisfies RouteObject[];

export default routes;
