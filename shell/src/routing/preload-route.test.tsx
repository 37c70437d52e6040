import '../testing/text-encoder-polyfill';
import { act, render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { MemoryRouter } from 'react-router';
import type { AppDispatch } from '@nacho/api';
import { RemoteRoute } from '../federation/remote-route';
import { FIRST_READS_WAIT_MS } from '../federation/remote-route-objects';
import { preloadRoute } from './preload-route';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockLoadRemote = jest.mocked(loadRemote);

afterEach(() => {
  mockLoadRemote.mockReset();
  jest.useRealTimers();
});

// The store's dispatch, as far as the shell is concerned: it only passes it on.
const dispatch = jest.fn() as unknown as AppDispatch;
beforeEach(() => {
  mockLoadRemote.mockResolvedValue({ default: explorerRoutes });
});

/*
 * The shell loads a remote's ./routes module once per page load, so every test's route is in this
 * one module; each test uses its own route (the shell also keeps one page promise per route).
 */
const reads = deferred();
const page = (title: string) => jest.fn(async () => ({ Component: () => <h1>{title}</h1> }));
const routes = {
  traits: { path: '/traits', lazy: page('Traits page') },
  nft: { path: '/nft/:tokenId', lazy: page('NFT page'), firstReads: jest.fn(() => reads.promise) },
  dashboard: { path: '/', lazy: page('Dashboard'), firstReads: jest.fn(() => new Promise<void>(() => undefined)) },
  wallet: { path: '/wallet/:address', lazy: page('Wallet page'), firstReads: jest.fn(() => Promise.resolve()) },
  holders: { path: '/all-holders', lazy: page('Holders page'), firstReads: jest.fn(() => Promise.resolve()) },
  specials: {
    path: '/special-nfts',
    lazy: page('Specials'),
    firstReads: jest.fn((): Promise<void> => {
      throw new Error('remote bug');
    }),
  },
};
const explorerRoutes = Object.values(routes);

/** What the first commit shows: no act, no waiting. */
function renderFirstCommit(path: string) {
  render(
    <MemoryRouter>
      <RemoteRoute remote="explorer" path={path} />
    </MemoryRouter>,
  );
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('preloadRoute', () => {
  it('loads the remote routes and the page chunk, and the page then shows in the first render without the loading placeholder', async () => {
    const { lazy } = routes.traits;
    await preloadRoute('/traits', dispatch);
    expect(mockLoadRemote).toHaveBeenCalledWith('explorer/routes');
    expect(lazy).toHaveBeenCalledTimes(1);

    renderFirstCommit('/traits');
    expect(screen.getByRole('heading', { name: 'Traits page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page...')).not.toBeInTheDocument();
    expect(mockLoadRemote).toHaveBeenCalledTimes(1);
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it("starts the route's first reads with the store's dispatch and the path's params, and the page waits for them", async () => {
    const { lazy, firstReads } = routes.nft;

    let preloaded = false;
    void preloadRoute('/nft/42', dispatch).then(() => {
      preloaded = true;
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(firstReads).toHaveBeenCalledWith(dispatch, { tokenId: '42' }, new URLSearchParams());
    await act(async () => {
      await lazy.mock.results[0]?.value;
    });
    expect(preloaded).toBe(false);

    reads.resolve();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(preloaded).toBe(true);
    renderFirstCommit('/nft/:tokenId');
    expect(screen.getByRole('heading', { name: 'NFT page' })).toBeInTheDocument();
    expect(firstReads).toHaveBeenCalledTimes(1);
  });

  it(`renders the page without its data when the first reads take more than ${FIRST_READS_WAIT_MS} ms after the code`, async () => {
    jest.useFakeTimers();
    const { firstReads } = routes.dashboard;
    let preloaded = false;
    void preloadRoute('/', dispatch).then(() => {
      preloaded = true;
    });
    await act(() => jest.advanceTimersByTimeAsync(FIRST_READS_WAIT_MS - 10));
    expect(preloaded).toBe(false);
    await act(() => jest.advanceTimersByTimeAsync(20));
    expect(preloaded).toBe(true);
    expect(firstReads).toHaveBeenCalledWith(dispatch, {}, new URLSearchParams());
    renderFirstCommit('/');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it("passes the page's query string, and starts no read for a page the server rendered (only its code)", async () => {
    const { wallet, holders } = routes;
    await preloadRoute('/wallet/kaspa:qq', dispatch, { search: '?page=3&sort=rank' });
    expect(wallet.firstReads).toHaveBeenCalledWith(
      dispatch,
      { address: 'kaspa:qq' },
      new URLSearchParams('page=3&sort=rank'),
    );

    await preloadRoute('/all-holders', dispatch, { reads: false });
    expect(holders.firstReads).not.toHaveBeenCalled();
    expect(holders.lazy).toHaveBeenCalledTimes(1);
  });

  it('renders the page when its first reads throw instead of starting', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await preloadRoute('/special-nfts', dispatch);
    expect(routes.specials.firstReads).toHaveBeenCalledTimes(1);
    renderFirstCommit('/special-nfts');
    expect(screen.getByRole('heading', { name: 'Specials' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[shell] first reads failed to start', expect.any(Error));
  });

  it('resolves, not rejects, when the remote cannot be loaded (the route shows the failure), and at once for a path no remote owns', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockLoadRemote.mockRejectedValue(new Error('Failed to get manifest'));
    await expect(preloadRoute('/hall-of-fame', dispatch)).resolves.toBeUndefined();
    await expect(preloadRoute('/no-such-page', dispatch)).resolves.toBeUndefined();
    expect(mockLoadRemote).toHaveBeenCalledTimes(1);
    expect(mockLoadRemote).toHaveBeenCalledWith('contest/routes');
  });
});
