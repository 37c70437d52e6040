// First: it puts TextEncoder on the global object, which react-router needs at import time.
import { installFakeApi, success, type FakeApi } from '../dashboard/testing/fake-api';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createAppStore } from '@nacho/api';
import type { NftDetail } from '../api/explorer-types';
import { NftDetailScreen } from './nft-detail-screen';
import { nftDetail, OWNER } from './testing/nft-detail-fixtures';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn(() => null), loadRemote: jest.fn() }));
const mockLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

function FakeLikeButton({ tokenId }: { tokenId: number }) {
  return <button type="button">Like #{tokenId}</button>;
}

let api: FakeApi;

beforeEach(() => {
  api = installFakeApi();
  mockLoadRemote.mockReset();
  mockLoadRemote.mockResolvedValue({ default: FakeLikeButton });
});
afterEach(() => api.uninstall());

function serveNft(nft: NftDetail) {
  api.route(`/api/nft/nfts/${nft.tokenId}/detail`, success(nft));
}

function renderAt(path: string) {
  return render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/nft/:tokenId" element={<NftDetailScreen />} />
          <Route path="/" element={<h1>Dashboard page</h1>} />
          <Route path="/wallet/:address" element={<h1>Wallet page</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

/** The title shows while loading too; the owner row only once the NFT is there. */
async function findLoaded(tokenId: number) {
  await screen.findByText('Owned by');
  expect(screen.getByRole('heading', { level: 1, name: `NACHO #${tokenId}` })).toBeInTheDocument();
}
const rankBarWidth = () =>
  (screen.getByRole('progressbar', { name: 'Rarity rank bar' }).firstElementChild as HTMLElement).style.width;

describe('NFT detail', () => {
  it('shows the title, power, owner, rank and the marketplace and wallet links from one detail call', async () => {
    serveNft(nftDetail());
    renderAt('/nft/5692');

    await findLoaded(5692);
    expect(screen.getByTestId('nft-power')).toHaveTextContent('1,000,000');
    const owner = screen.getByTestId('owner-link');
    expect(owner).toHaveTextContent('kaspa:...fq7n');
    expect(owner).toHaveAttribute('href', `/wallet/${OWNER}`);
    expect(screen.getByTestId('rarity-rank-badge')).toHaveTextContent('#2842');
    // 100 - 2842 / 10000 * 100
    expect(rankBarWidth()).toBe('71.58%');
    // rank 2842 is in the <= 3000 band
    expect(screen.getByTestId('rarity-rank-badge')).toHaveAttribute('data-band', 'uncommon');
    expect(screen.getByRole('progressbar', { name: 'Rarity rank bar' }).firstElementChild).toHaveClass('bg-emerald');

    const marketplace = screen.getByRole('link', { name: 'View on Marketplace' });
    expect(marketplace).toHaveAttribute('href', 'https://kaspa.com/nft/collections/NACHO/5692');
    expect(marketplace).toHaveAttribute('target', '_blank');
    expect(marketplace.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: "View Owner's Wallet" })).toHaveAttribute('href', `/wallet/${OWNER}`);
    expect(document.title).toBe('NACHO #5692 · NACHO Explorer');
    // The page's one detail call; the history section below it reads the token's history on its own.
    expect(api.requests.filter((url) => url.pathname.startsWith('/api/nft/')).map((url) => url.pathname)).toEqual([
      '/api/nft/nfts/5692/detail',
      '/api/nft/nfts/5692/history',
    ]);
  });

  it('labels each trait by its share of the collection and shows the share and count', async () => {
    serveNft(nftDetail());
    renderAt('/nft/5692');

    const cards = await screen.findAllByTestId('trait-card');
    const byType = Object.fromEntries(cards.map((card) => [card.querySelector('span')?.textContent, card])) as Record<
      string,
      HTMLElement
    >;
    const label = (type: string) => within(byType[type]).getByTestId('trait-rarity-label').textContent;
    expect(label('Face')).toBe('Unique!'); // 0.01 %
    expect(label('Type')).toBe('Unique!'); // 0.1 %, the boundary
    expect(label('Tail')).toBe('Super Rare'); // 0.15 %
    expect(label('Base')).toBe('Very Rare'); // 1.48 %
    expect(label('Role')).toBe('Rare'); // 5.67 %
    expect(label('Head')).toBe('Uncommon'); // 8.2 %
    expect(label('Collar')).toBe('17.5%'); // above 15 %: the plain percentage
    expect(within(byType.Head).getByTestId('trait-percentage')).toHaveTextContent('8.20%');
    expect(within(byType.Head).getByTestId('trait-count')).toHaveTextContent('820');
    expect(within(byType.Collar).getByTestId('trait-count')).toHaveTextContent('1,750');
  });

  it('skips the Edition trait', async () => {
    const nft = nftDetail({ special: 'unique' });
    serveNft({
      ...nft,
      traits: [...nft.traits, { traitType: 'Edition', value: '1 of 1', count: 10, percentage: 0.1 }],
    });
    renderAt('/nft/5692');

    const cards = await screen.findAllByTestId('trait-card');
    expect(cards).toHaveLength(7);
    expect(screen.queryByText('Edition')).not.toBeInTheDocument();
    expect(screen.queryByText('1 of 1')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Traits (7)' })).toBeInTheDocument();
  });

  it('counts a trait from its percentage when the service gives no count', async () => {
    serveNft(nftDetail({ traits: [{ traitType: 'Head', value: 'fez', count: null, percentage: 1.1 }] }));
    renderAt('/nft/5692');
    expect(await screen.findByTestId('trait-count')).toHaveTextContent('110');
  });

  it('frames a 1 of 1 in gold with "UNIQUE 1/1" and a 1 of 2 in silver with "RARE 1/2"', async () => {
    serveNft(nftDetail({ tokenId: 5692, special: 'unique' }));
    serveNft(nftDetail({ tokenId: 93, special: 'rare' }));
    serveNft(nftDetail({ tokenId: 1, special: null }));

    const { unmount } = renderAt('/nft/5692');
    await findLoaded(5692);
    expect(screen.getByText('UNIQUE 1/1')).toBeInTheDocument();
    expect(screen.getByTestId('nft-image-frame')).toHaveClass('border-gold');
    unmount();

    const rare = renderAt('/nft/93');
    await findLoaded(93);
    expect(screen.getByText('RARE 1/2')).toBeInTheDocument();
    expect(screen.getByTestId('nft-image-frame')).toHaveClass('border-silver');
    rare.unmount();

    renderAt('/nft/1');
    await findLoaded(1);
    expect(screen.queryByText('UNIQUE 1/1')).not.toBeInTheDocument();
    expect(screen.queryByText('RARE 1/2')).not.toBeInTheDocument();
    expect(screen.getByTestId('nft-image-frame')).toHaveClass('border-border');
  });

  it('shows "?" and an empty bar when the rarity rank is unknown, and a full bar for rank 1', async () => {
    serveNft(nftDetail({ tokenId: 7, rarityRank: null }));
    serveNft(nftDetail({ tokenId: 8, rarityRank: 1 }));
    const { unmount } = renderAt('/nft/7');
    await findLoaded(7);
    expect(screen.getByTestId('rarity-rank-badge')).toHaveTextContent(/^\?$/);
    expect(rankBarWidth()).toBe('0%');
    unmount();

    renderAt('/nft/8');
    await findLoaded(8);
    expect(screen.getByTestId('rarity-rank-badge')).toHaveTextContent('#1');
    expect(screen.getByTestId('rarity-rank-badge')).toHaveAttribute('data-band', 'mythic');
    expect(rankBarWidth()).toBe('99.99%');
  });

  it('shows the back button, a skeleton and "Image loading..." while the NFT loads', async () => {
    api.route('/api/nft/nfts/42/detail', { pending: true });
    renderAt('/nft/42');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('nft-detail-skeleton')).toBeInTheDocument();
    expect(screen.getByText('Image loading...')).toBeInTheDocument();
    expect(screen.queryByText('Owned by')).not.toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('/api/nft/nfts/42/detail')).toHaveLength(1));
  });

  it('copies the owner address and then reads "Copied!"', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    serveNft(nftDetail());
    renderAt('/nft/5692');
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(OWNER);
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
  });
});

/*
 * The detail call follows the rarity-rank cache policy (3 retries with RTK's backoff), and the
 * shared base query retries client errors too, so a 400/404 arrives after up to ~6 s.
 */
const RETRIES_DONE = { timeout: 9000 };

describe('NFT detail for an id the collection does not have', () => {
  jest.setTimeout(20_000);

  it('shows the not-found state with a way back for a 404', async () => {
    api.route('/api/nft/nfts/9999/detail', {
      status: 404,
      body: { error: { code: 'not_found', message: 'No NFT #9999' } },
    });
    renderAt('/nft/9999');
    expect(await screen.findByRole('heading', { level: 1, name: 'NFT not found' }, RETRIES_DONE)).toBeInTheDocument();
    expect(screen.getByText('There is no NACHO #9999 in the collection.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it.each([
    ['0', 'tokenId: must be at least 1'],
    ['10001', 'tokenId: must be at most 10000 (the collection size)'],
  ])('shows the not-found state when the service answers 400 for /nft/%s', async (id, message) => {
    api.route(`/api/nft/nfts/${id}/detail`, { status: 400, body: { error: { code: 'invalid_input', message } } });
    renderAt(`/nft/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'NFT not found' }, RETRIES_DONE)).toBeInTheDocument();
    expect(
      screen.getByText(`"${id}" is not an NFT id. NACHO ids are whole numbers from 1 to 10,000.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('NFT not found · NACHO Explorer');
  });

  it.each(['abc', '1.5', '0x10'])('shows the not-found state for /nft/%s without asking the service', async (id) => {
    renderAt(`/nft/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'NFT not found' })).toBeInTheDocument();
    expect(api.requests.filter((url) => url.pathname.includes('/detail'))).toHaveLength(0);
  });

  it('offers Retry, not "not found", when the service is unavailable', async () => {
    let ready = false;
    api.route('/api/nft/nfts/7/detail', () =>
      ready
        ? success(nftDetail({ tokenId: 7 }))
        : { status: 503, body: { error: { code: 'not_ready', message: 'The collection is still syncing' } } },
    );
    renderAt('/nft/7');
    expect(await screen.findByRole('alert', undefined, RETRIES_DONE)).toHaveTextContent(
      'The collection is still being indexed. Please try again in a moment.',
    );
    expect(screen.queryByText('NFT not found')).not.toBeInTheDocument();
    ready = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Owned by')).toBeInTheDocument();
  });
});

describe('NFT detail when the service fails', () => {
  it('shows a readable error with Retry within about 2 s (one quick retry), not the raw JSON body', async () => {
    let healthy = false;
    api.route('/api/nft/nfts/8/detail', () =>
      healthy
        ? success(nftDetail({ tokenId: 8 }))
        : { status: 500, body: { error: { code: 'internal', message: 'Internal server error' } } },
    );
    renderAt('/nft/8');
    const alert = await screen.findByRole('alert', undefined, { timeout: 2000 });
    expect(alert).toHaveTextContent('Could not load NACHO #8. Internal server error.');
    expect(alert.textContent).not.toMatch(/[{}"]|500:/);
    expect(api.requests.filter((url) => url.pathname === '/api/nft/nfts/8/detail')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'NACHO #8' })).toBeInTheDocument();
    healthy = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Owned by')).toBeInTheDocument();
  });
});

describe('page titles', () => {
  it('names the tab after the NFT: "NACHO #42 · NACHO Explorer"', async () => {
    serveNft(nftDetail({ tokenId: 42 }));
    renderAt('/nft/42');
    await findLoaded(42);
    expect(document.title).toBe('NACHO #42 · NACHO Explorer');
  });
});

describe("the contest remote's like button", () => {
  it('is loaded from contest/LikeButton and given the token id', async () => {
    serveNft(nftDetail());
    renderAt('/nft/5692');
    expect(await screen.findByRole('button', { name: 'Like #5692' })).toBeInTheDocument();
    expect(mockLoadRemote).toHaveBeenCalledWith('contest/LikeButton');
    expect(getInstance).toHaveBeenCalled();
  });

  it('leaves no trace when the contest remote is down, and is tried again on the next visit', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockLoadRemote.mockRejectedValueOnce(new Error('Failed to get manifest'));
    serveNft(nftDetail());
    const { unmount } = renderAt('/nft/5692');
    expect(await screen.findByText('Owned by')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('like-button-loading')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Like/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    unmount();

    await act(async () => {
      renderAt('/nft/5692');
    });
    expect(await screen.findByRole('button', { name: 'Like #5692' })).toBeInTheDocument();
    expect(mockLoadRemote).toHaveBeenCalledTimes(2);
  });
});
