// First: it puts TextEncoder on the global object, which react-router needs at import time.
import { installFakeApi, success, type FakeApi } from '../dashboard/testing/fake-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TokenHistory } from '@nacho/contracts';
import { renderRoute } from '../wallet/testing/render-with-store';
import { ITEMS, NOW, SELLER, BUYER } from '../activity/testing/activity-fixtures';
import { NftDetailView } from './nft-detail-view';
import { nftDetail } from './testing/nft-detail-fixtures';
import { HISTORY_EMPTY_TEXT } from './nft-history-section';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(() => null),
  loadRemote: jest.fn(() => new Promise(() => undefined)),
}));

const DAY = 24 * 3_600_000;
const HISTORY: TokenHistory = {
  items: ITEMS.filter((item) => item.tokenId === 1001),
  owner: BUYER,
  heldSince: NOW - 12 * DAY - 3_600_000,
  listing: null,
};

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi({ '/api/nft/nfts/1001/history': success(HISTORY) });
});
afterEach(() => fake.uninstall());

function renderNft(overrides: Parameters<typeof nftDetail>[0] = {}) {
  return renderRoute(
    '/nft/:tokenId',
    <NftDetailView nft={nftDetail({ tokenId: 1001, ...overrides })} gateways={[]} />,
    '/nft/1001',
  );
}

describe("the NFT page's history", () => {
  it('lists mint, transfers and sales newest first with linked counterparties, prices and times, and how long the owner has held it', async () => {
    renderNft({ owner: BUYER });
    const region = await screen.findByRole('region', { name: 'History' });
    await waitFor(() => expect(within(region).getAllByTestId('history-item')).toHaveLength(3));
    const items = within(region).getAllByTestId('history-item');
    expect(items.map((item) => item.dataset.kind)).toEqual(['sale', 'transfer', 'mint']);
    expect(items[0]).toHaveTextContent('1,250 KAS ($43.10)');
    expect(
      within(items[0]!)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/wallet/${SELLER}`, `/wallet/${BUYER}`]);
    expect(items[0]!.querySelector('time')).toHaveTextContent(/^5 minutes ago/);
    expect(within(region).getByTestId('held-for')).toHaveTextContent(/^Held for 12 days by kaspa:/);
    expect(within(within(region).getByTestId('held-for')).getByRole('link')).toHaveAttribute(
      'href',
      `/wallet/${BUYER}`,
    );
  });

  it('shows the listed badge with the asking price when the NFT is listed, and none otherwise', async () => {
    const listed = renderNft({ listing: { priceKas: 990.5, since: NOW - DAY } });
    expect(screen.getByTestId('listed-badge')).toHaveTextContent('Listed 990.5 KAS');
    listed.unmount();
    renderNft();
    expect(screen.queryByTestId('listed-badge')).not.toBeInTheDocument();
  });

  it('says when nothing is recorded, and offers Retry when the history cannot be read', async () => {
    const user = userEvent.setup();
    fake.route('/api/nft/nfts/1001/history', success({ ...HISTORY, items: [], heldSince: null }));
    const first = renderNft();
    expect(await screen.findByText(HISTORY_EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryByTestId('held-for')).not.toBeInTheDocument();
    first.unmount();

    fake.route('/api/nft/nfts/1001/history', { status: 503, body: '<html>down</html>' });
    renderNft();
    const region = await screen.findByRole('region', { name: 'History' });
    expect(
      await within(region).findByText(/Failed to load the history\. The server ran into a problem \(HTTP 503\)\./),
    ).toBeInTheDocument();
    fake.route('/api/nft/nfts/1001/history', success(HISTORY));
    await user.click(within(region).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(region).getAllByTestId('history-item')).toHaveLength(3));
  });
});
