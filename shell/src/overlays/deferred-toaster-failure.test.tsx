import { render, screen, waitFor } from '@testing-library/react';
import { DeferredToaster } from './deferred-toaster';

// The overlays' chunk cannot be loaded (offline, or a redeploy removed it).
jest.mock('@nacho/ui/overlays', () => {
  throw new Error('Loading chunk shared-nacho-ui-overlays failed');
});

describe('DeferredToaster when @nacho/ui/overlays cannot be loaded', () => {
  it('leaves the page as it is instead of failing it', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <h1>The page</h1>
        <DeferredToaster />
      </main>,
    );
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
