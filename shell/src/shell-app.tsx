import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { AppStore } from '@nacho/api';
import type { RuntimeConfig } from '@nacho/contracts';
import { appRoutes } from './routing/app-routes';
import { ShellProviders } from './shell-providers';
import { useAppReady } from './use-app-ready';

export interface ShellAppProps {
  config: RuntimeConfig;
  store: AppStore;
}

export function ShellApp({ config, store }: ShellAppProps) {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  useAppReady();
  return (
    <ShellProviders config={config} store={store}>
      <RouterProvider router={router} />
    </ShellProviders>
  );
}
