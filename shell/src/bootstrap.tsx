import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, createAppStore } from '@nacho/api';
import { registerRuntimeRemotes } from './federation/remote-modules';
import { BootFailure } from './boot-failure';
import { ShellApp } from './shell-app';
import { fetchRuntimeConfig } from './runtime-config/runtime-config';

async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const config = await fetchRuntimeConfig();
    registerRuntimeRemotes(config.remotes);
    configureApi({ baseUrl: config.apiBase });
    const store = createAppStore();
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
