import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApi, createAppStore, hydrateServerRender, startLiveEvents } from '@nacho/api';
import { serverRenderState } from '@nacho/contracts';
import { registerRuntimeRemotes } from './federation/remote-modules';
import { BootFailure } from './boot-failure';
import { ShellApp } from './shell-app';
import { loadRuntimeConfig } from './runtime-config/runtime-config';
import { preloadRoute } from './routing/preload-route';

async function boot(): Promise<void> {
  const container = document.getElementById('root') as HTMLElement;
  // The server rendered this page's first view (services/page-render) and embedded its data.
  const rendered = container.firstElementChild ? serverRenderState(document) : undefined;
  try {
    const config = await loadRuntimeConfig();
    registerRuntimeRemotes(config.remotes);
    configureApi({ baseUrl: config.apiBase });
    const store = createAppStore();
    // Before anything reads: the page's queries find the server's replies and do not ask again.
    if (rendered) store.dispatch(hydrateServerRender(rendered.api));
    // The tab's one live event stream (like counts, likes left, new NFT of the Month) for every remote's reads.
    startLiveEvents(store);
    // The first page's remote code and reads start loading now, not when React reaches its route.
    const preloaded = preloadRoute(window.location.pathname, store.dispatch, {
      reads: !rendered,
      search: window.location.search,
    });
    const app = (
      <StrictMode>
        <ShellApp config={config} store={store} />
      </StrictMode>
    );
    if (rendered) {
      // Hydration needs the page's code in the first render, as the server had it.
      await preloaded;
      hydrateRoot(container, app);
    } else {
      createRoot(container).render(app);
    }
  } catch (error) {
    console.error('[shell] boot failed', error);
    createRoot(container).render(<BootFailure />);
  }
}

void boot();
