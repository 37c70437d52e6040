import type { ReactNode } from 'react';
import { Provider as StoreProvider } from 'react-redux';
import { TooltipProvider } from '@nacho/ui';
import type { AppStore } from '@nacho/api';
import type { RuntimeConfig } from '@nacho/contracts';
import { RuntimeConfigProvider } from './runtime-config/runtime-config-context';
import { DeferredToaster } from './overlays/deferred-toaster';
import { ThemeProvider } from './theme/theme-provider';

/** What wraps the router, in the browser and in the server render alike (the two must render the same tree). */
export function ShellProviders({
  config,
  store,
  children,
}: {
  config: RuntimeConfig;
  store: AppStore;
  children: ReactNode;
}) {
  return (
    <StoreProvider store={store}>
      <RuntimeConfigProvider config={config}>
        <ThemeProvider forcedTheme="dark">
          <TooltipProvider>
            {children}
            <DeferredToaster />
          </TooltipProvider>
        </ThemeProvider>
      </RuntimeConfigProvider>
    </StoreProvider>
  );
}
