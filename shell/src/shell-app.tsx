import { useState } from 'react';
import { Provider as StoreProvider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { TooltipProvider } from '@nacho/ui';
import type { createAppStore } from '@nacho/api';
import { RuntimeConfigProvider } from './runtime-config/runtime-config-context';
import type { RuntimeConfig } from '@nacho/contracts';
import { appRoutes } from './routing/app-routes';
import { DeferredToaster } from './overlays/deferred-toaster';
import { ThemeProvider } from './theme/theme-provider';

export interface ShellAppProps {
  config: RuntimeConfig;
  store: ReturnType<typeof createAppStore>;
}

export function ShellApp({ config, store }: ShellAppProps) {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <StoreProvider store={store}>
      <RuntimeConfigProvider config={config}>
        <ThemeProvider forcedTheme="dark">
          <TooltipProvider>
            <RouterProvider router={router} />
            <DeferredToaster />
          </TooltipProvider>
        </ThemeProvider>
      </RuntimeConfigProvider>
    </StoreProvider>
  );
}
