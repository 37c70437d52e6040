// First: it puts TextEncoder on the global object, which react-router needs at import time.
import { installFakeApi, type FakeApi } from '../dashboard/testing/fake-api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createAppStore } from '@nacho/api';
import type { SpecialNft, SpecialNftLists } from '../api/explorer-types';
import { SpecialNftsScreen } from './special-nfts-screen';

const special = (tokenId: number, rarityRank: number | null): SpecialNft => ({
  tokenId,
  rarityRank,
  name: `NACHO #${tokenId}`,
});

/** GET /api/nft/special as the nft service answers it: rarest first. */
const LISTS: SpecialNftLists = {
  unique: [special(5692, 1), special(4529, 21), special(3660, 22)],
  rare: [special(2624, 3), special(3245, 3), special(93, 5), special(614, null)],
};

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({ '/api/nft/special': { body: { message: 'success', specialNFTs: LISTS } } });
});
afterEach(() => api.uninstall());

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  return render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/special-nfts" element={<SpecialNftsScreen />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </Provider>,
  );
}

const tiles = () => screen.getAllByTestId('special-nft-tile');

describe('Special NFTs', () => {
  it('shows the 1-of-1 tab by default, with counts in both tab labels', async () => {
    renderAt('/special-nfts');
    expect(screen.getByRole('heading', { level: 1, name: 'Special NFTs' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '1-of-1 NFTs (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '1-of-2 NFTs (4)' })).toHaveAttribute('aria-selected', 'false');
    expect(tiles()).toHaveLength(3);
  });

  it('?type=rare selects the 1-of-2 tab: tiles link to the NFT page with the 0.02% badge, the id and "Click for details"', async () => {
    renderAt('/special-nfts?type=rare');
    expect(await screen.findByRole('tab', { name: '1-of-2 NFTs (4)' })).toHaveAttribute('aria-selected', 'true');
    expect(tiles().map((tile) => tile.getAttribute('href'))).toEqual(['/nft/2624', '/nft/3245', '/nft/93', '/nft/614']);
    const first = tiles()[0];
    expect(within(first).getByTestId('special-badge')).toHaveTextContent(/^0\.02%$/);
    expect(within(first).getByText('#2624')).toBeInTheDocument();
    expect(within(first).getByText('Click for details')).toBeInTheDocument();
    expect(within(tiles()[3]).getByText('Rank ?')).toBeInTheDocument();
  });

  it('?type=unique shows the 0.01% badge on every tile', async () => {
    renderAt('/special-nfts?type=unique');
    expect(await screen.findByRole('tab', { name: '1-of-1 NFTs (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByTestId('special-badge').map((badge) => badge.textContent)).toEqual([
      '0.01%',
      '0.01%',
      '0.01%',
    ]);
  });

  it('switching tabs writes the tab to the query string', async () => {
    const user = userEvent.setup();
    renderAt('/special-nfts');
    await user.click(await screen.findByRole('tab', { name: '1-of-2 NFTs (4)' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/special-nfts?type=rare');
    expect(tiles()).toHaveLength(4);
    await user.click(screen.getByRole('tab', { name: '1-of-1 NFTs (3)' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/special-nfts?type=unique');
  });

  it('shows ten skeleton tiles while loading', () => {
    api.route('/api/nft/special', { pending: true });
    renderAt('/special-nfts');
    expect(screen.getAllByTestId('special-skeleton-tile')).toHaveLength(10);
  });

  it('says "No Unique NFTs found" / "No Rare NFTs found" for empty lists', async () => {
    api.route('/api/nft/special', { body: { message: 'success', specialNFTs: { unique: [], rare: [] } } });
    const { unmount } = renderAt('/special-nfts');
    expect(await screen.findByText('No Unique NFTs found')).toBeInTheDocument();
    unmount();
    renderAt('/special-nfts?type=rare');
    expect(await screen.findByText('No Rare NFTs found')).toBeInTheDocument();
  });

  it('shows the error text with a Retry when the call fails', async () => {
    const user = userEvent.setup();
    api.route('/api/nft/special', { status: 500, body: { error: { code: 'internal', message: 'boom' } } });
    renderAt('/special-nfts?type=rare');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading Special NFTs. Please try again later.');
    api.route('/api/nft/special', { body: { message: 'success', specialNFTs: LISTS } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: '1-of-2 NFTs (4)' })).toBeInTheDocument();
  });
});
