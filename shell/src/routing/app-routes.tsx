import type { RouteObject } from 'react-router';
import { RemoteRoute } from '../federation/remote-route';
import { AppLayout } from '../layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { ROUTE_TABLE } from './route-table';

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...ROUTE_TABLE.map(({ path, remote }) => ({
        path,
        // Keyed so that moving between pages never reuses another page's boundary state.
        element: <RemoteRoute key={path} remote={remote} path={path} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
