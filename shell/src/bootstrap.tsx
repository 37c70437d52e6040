import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, createAppStore, startLiveEvents } from '@nacho/api';
import { registerRuntimeRemotes } from './federation/remote-modules';
import { BootFailure } from './boot-failure';
import { ShellApp } from './shell-app';
import { loadRuntimeConfig } from './runtime-config/runtime-config';
import { preloadRoute } from './routing/preload-route';

async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const config = await loadRuntimeConfig();
    registerRuntimeRemotes(config.remotes);
    configureApi({ baseUrl: config.apiBase });
    const store = createAppStore();
    // The tab's one live event stream (like counts, likes left, new NFT of the Month) for every remote's reads.
    startLiveEvents(store);
    // The first page's remote code and reads start loading now, not when React reaches its route.
    void preloadRoute(window.location.pathname, store.dispatch);
    root.render(
      <StrictMode>
        <ShellApp config={config} store={store} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('[shell] boot failed', error);
    root.render(<BootFailure />);
  }
}

void boot();
