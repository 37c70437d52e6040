import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { createAppStore } from '@nacho/api';
import { TooltipProvider } from '@nacho/ui';
import { Toaster } from '@nacho/ui/overlays';

/**
 * Renders a screen with a real store and a memory router at `path`; any other route renders
 * "route: {pathname}" so navigation can be asserted. Returns the router to read its location, and the store.
 */
export function renderRoute(
  routePath: string,
  element: ReactElement,
  path: string,
  options: { strict?: boolean } = {},
) {
  const routes: RouteObject[] = [
    { path: routePath, element },
    { path: '*', element: <LocationProbe /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = createAppStore();
  const app = (
    <Provider store={store}>
      <TooltipProvider>
        <RouterProvider router={router} />
        <Toaster />
      </TooltipProvider>
    </Provider>
  );
  const result = render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...result, router, store };
}

function LocationProbe() {
  return <p data-testid="location">route: {useLocation().pathname}</p>;
}

/** Renders an element with a real store inside a memory router (at `/` unless an entry is given). */
export function renderWithStore(element: ReactElement, initialEntries?: string[]) {
  return render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={initialEntries}>{element}</MemoryRouter>
    </Provider>,
  );
}
