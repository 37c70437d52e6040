import '../test-support/text-encoder-polyfill';
import { render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { MemoryRouter } from 'react-router';
import { RemoteRoute } from '../federation/remote-route';
import { preloadRoute } from './preload-route';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockLoadRemote = jest.mocked(loadRemote);

afterEach(() => mockLoadRemote.mockReset());

describe('preloadRoute', () => {
  it('loads the remote routes and the page chunk, and the page then shows in the first render without the loading placeholder', async () => {
    const lazy = jest.fn(async () => ({ Component: () => <h1>Traits page</h1> }));
    mockLoadRemote.mockResolvedValue({ default: [{ path: '/traits', lazy }] });

    await preloadRoute('/traits');
    expect(mockLoadRemote).toHaveBeenCalledWith('explorer/routes');
    expect(lazy).toHaveBeenCalledTimes(1);

    // No act/await: what the first commit shows.
    render(
      <MemoryRouter>
        <RemoteRoute remote="explorer" path="/traits" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Traits page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page...')).not.toBeInTheDocument();
    expect(mockLoadRemote).toHaveBeenCalledTimes(1);
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it('resolves, not rejects, when the remote cannot be loaded (the route shows the failure), and at once for a path no remote owns', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockLoadRemote.mockRejectedValue(new Error('Failed to get manifest'));
    await expect(preloadRoute('/hall-of-fame')).resolves.toBeUndefined();
    await expect(preloadRoute('/no-such-page')).resolves.toBeUndefined();
    expect(mockLoadRemote).toHaveBeenCalledTimes(1);
  });
});
