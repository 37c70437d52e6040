import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createAppStore } from '@nacho/api';
import { TooltipProvider } from '@nacho/ui';
import { Toaster } from '@nacho/ui/overlays';

/** Renders admin UI as the shell does: one store, a router, tooltips and the toast viewport. */
export function renderAdmin(ui: ReactNode) {
  const store = createAppStore();
  const view = render(
    <Provider store={store}>
      <TooltipProvider delayDuration={0}>
        <MemoryRouter initialEntries={['/admin']}>{ui}</MemoryRouter>
        <Toaster />
      </TooltipProvider>
    </Provider>,
  );
  return { ...view, store };
}
