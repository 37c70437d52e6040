// First: the browser APIs jsdom lacks.
import { installFakeApi, success, type FakeApi } from './testing/fake-api';
import { renderWithStore } from '../wallet/testing/render-with-store';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { DashboardScreen } from './dashboard-screen';
import { HOLDER_STATS, MARKET, READY, dashboardRoutes, routeMarket } from './testing/dashboard-fixtures';
import { OPEN_SEARCH_DIALOG_EVENT } from '@nacho/contracts';
import { COUNTDOWN_PENDING_TEXT, useMonthEndCountdown } from './use-month-end-countdown';
import { ITEMS } from '../activity/testing/activity-fixtures';

let api: FakeApi;

beforeEach(() => {
  api = installFakeApi(dashboardRoutes());
});
afterEach(() => api.uninstall());

function renderDashboard() {
  return renderWithStore(<DashboardScreen />);
}

const card = (name: string) => screen.getByRole('region', { name });
const findCard = (name: string, timeout = 1000) => screen.findByRole('region', { name }, { timeout });

describe('Dashboard while the first sync runs', () => {
  it('shows "Indexing the collection: X of Y NFTs (P%)" instead of the collection cards, then the cards once ready', async () => {
    let holderCalls = 0;
    api.route(
      '/api/nft/sync-status',
      success({ ...READY, phase: 'metadata', done: 2500, total: 10000, percent: 25, ready: false }),
    );
    // Before the sync finishes the service has no holders yet.
    api.route('/api/nft/holders', () =>
      holderCalls++ === 0 ? success({ ...HOLDER_STATS, uniqueHolders: 0, topHolders: [] }) : success(HOLDER_STATS),
    );
    renderDashboard();

    expect(await screen.findByText('Indexing the collection: 2,500 of 10,000 NFTs (25%)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2500');
    expect(screen.queryByRole('region', { name: 'Collection Stats' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top Holders' })).not.toBeInTheDocument();
    // The banner, market and partner cards do not depend on the sync.
    // (each draws when its own chunk and data are in, not with the progress line)
    expect(await findCard('NFT of the Month', 5000)).toBeInTheDocument();
    expect(await findCard('Partners', 5000)).toBeInTheDocument();

    // The status is polled every 2 s; the next answer says the sync is done.
    api.route(
      '/api/nft/sync-status',
      success({ ...READY, phase: 'metadata', done: 7777, total: 10000, percent: 77.8, ready: false }),
    );
    expect(
      await screen.findByText('Indexing the collection: 7,777 of 10,000 NFTs (77.8%)', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    api.route('/api/nft/sync-status', success(READY));
    const stats = await findCard('Collection Stats', 5000);
    await waitFor(() => expect(within(stats).getByTestId('unique-holders')).toHaveTextContent('1,592'), {
      timeout: 5000,
    });
    expect(screen.queryByText(/Indexing the collection/)).not.toBeInTheDocument();
  }, 15_000);

  it('stops polling once the data is ready', async () => {
    jest.useFakeTimers();
    try {
      renderDashboard();
      await findCard('Collection Stats');
      // Three polling intervals (2 s each) pass without another status request.
      await act(() => jest.advanceTimersByTimeAsync(6_100));
      expect(api.requestsTo('/api/nft/sync-status')).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('Dashboard cards', () => {
  it('fills Collection Stats, Power Stats and Top Holders from GET /api/nft/holders', async () => {
    renderDashboard();
    const stats = await findCard('Collection Stats');
    await waitFor(() => expect(within(stats).getByTestId('unique-holders')).toHaveTextContent('1,592'));
    expect(within(stats).getByTestId('total-nfts')).toHaveTextContent('10,000');
    expect(within(stats).getByTestId('avg-holdings')).toHaveTextContent('6.28');
    expect(within(stats).getByTestId('top-holder')).toHaveTextContent('490 NFTs');

    const power = card('Power Stats');
    expect(within(power).getByTestId('total-power')).toHaveTextContent('115,510,418');
    expect(within(power).getByTestId('highest-wallet-power')).toHaveTextContent('6,969,535');
    expect(within(power).getByTestId('avg-power')).toHaveTextContent('72,557');

    const top = card('Top Holders');
    const rows = within(top).getAllByTestId('top-holder-row');
    expect(rows).toHaveLength(5);
    expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', `/wallet/${HOLDER_STATS.topHolders[0].address}`);
    expect(rows[0]).toHaveTextContent('490 NFTs');
    expect(rows[0]).toHaveTextContent('4.9%');
    expect(rows[3]).toHaveTextContent('2.1%');
    expect(within(top).getByRole('link', { name: /View All/ })).toHaveAttribute('href', '/all-holders');
  });

  it('shows "Failed to fetch market data" while the market service does not answer, and the figures once it does', async () => {
    const user = userEvent.setup();
    renderDashboard();
    const market = await findCard('Market Data');
    expect(await within(market).findByText('Failed to fetch market data')).toBeInTheDocument();
    // One failing card leaves the others working.
    await waitFor(() =>
      expect(within(card('Collection Stats')).getByTestId('unique-holders')).toHaveTextContent('1,592'),
    );
    expect(api.requestsTo('/api/market/dashboard-stats')[0].searchParams.get('timeFrame')).toBe('1d');

    routeMarket(api);
    await user.click(within(market).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(market).getByTestId('floor-price')).toHaveTextContent('1,250.5 KAS'));
    expect(within(market).getByTestId('volume')).toHaveTextContent('98,765.43 KAS');
    expect(within(market).getByTestId('avg-price')).toHaveTextContent('1,500 KAS');
    expect(within(market).getByTestId('total-sales')).toHaveTextContent(String(MARKET.totalSales));
  });

  it('offers the time frames 15min, 1h, 6h, 24h, 7d, 30d (24h first) and asks the service for the chosen one', async () => {
    const user = userEvent.setup();
    routeMarket(api);
    renderDashboard();
    const market = await findCard('Market Data');
    const frames = within(market).getByRole('radiogroup', { name: 'Time frame' });
    expect(
      within(frames)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['15min', '1h', '6h', '24h', '7d', '30d']);
    expect(within(frames).getByRole('radio', { name: '24h' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(frames).getByRole('radio', { name: '7d' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/market/dashboard-stats').map((url) => url.searchParams.get('timeFrame'))).toEqual([
        '1d',
        '7d',
      ]),
    );
  });

  it('shows the latest activity, each row linking to its NFT and wallets, and View All to /activity', async () => {
    renderDashboard();
    const latest = await findCard('Latest Activity', 5000);
    await waitFor(() => expect(within(latest).getAllByTestId('latest-activity-row')).toHaveLength(ITEMS.length));
    const rows = within(latest).getAllByTestId('latest-activity-row');
    expect(rows[0]).toHaveTextContent('Sale');
    expect(rows[0]).toHaveTextContent('1,250 KAS');
    expect(within(rows[0]!).getByRole('link', { name: 'NACHO #1001' })).toHaveAttribute('href', '/nft/1001');
    expect(within(rows[0]!).getAllByRole('link', { name: /^kaspa:/ })).toHaveLength(2);
    expect(within(latest).getByRole('link', { name: /View All/ })).toHaveAttribute('href', '/activity');
    expect(api.requestsTo('/api/nft/activity')[0]!.search).toBe('?limit=6');
  });

  it('keeps the rest of the page when the holder statistics fail', async () => {
    api.route('/api/nft/holders', { status: 500, body: { error: { code: 'internal', message: 'boom' } } });
    renderDashboard();
    const stats = await findCard('Collection Stats');
    // GET /api/nft/holders is retried 3 times (SPEC 9) before the card gives up.
    expect(
      await within(stats).findByText('Failed to fetch holder statistics', undefined, { timeout: 12_000 }),
    ).toBeInTheDocument();
    expect(within(card('Top Holders')).getByText('Failed to fetch holder statistics')).toBeInTheDocument();
    expect(
      await within(card('Unique NFTs (1 of 1)')).findByText('10 unique NFTs in the collection'),
    ).toBeInTheDocument();
    expect(within(card('Popular Traits')).getAllByTestId('trait-count')).toHaveLength(10);
    expect(api.requestsTo('/api/nft/holders')).toHaveLength(4);
  }, 20_000);

  it('samples 4 unique and 4 rare NFTs with the totals and View All links', async () => {
    renderDashboard();
    const unique = await findCard('Unique NFTs (1 of 1)');
    await waitFor(() => expect(within(unique).getAllByRole('link', { name: /^NACHO #/ })).toHaveLength(4));
    expect(within(unique).getByText('10 unique NFTs in the collection')).toBeInTheDocument();
    expect(within(unique).getByRole('link', { name: /View All/ })).toHaveAttribute('href', '/special-nfts?type=unique');
    const rare = card('Rare NFTs (1 of 2)');
    const tiles = within(rare).getAllByRole('link', { name: /^NACHO #/ });
    expect(tiles).toHaveLength(4);
    for (const tile of tiles) expect(tile.getAttribute('href')).toMatch(/^\/nft\/10[0-4]\d$/);
    expect(within(rare).getByText('50 rare NFTs in the collection')).toBeInTheDocument();
    expect(within(rare).getByRole('link', { name: /View All/ })).toHaveAttribute('href', '/special-nfts?type=rare');
  });

  it('counts the distinct values per trait from the live trait stats', async () => {
    renderDashboard();
    const traits = await findCard('Popular Traits');
    await waitFor(() => expect(within(traits).getAllByTestId('trait-count')).toHaveLength(10));
    expect(
      within(traits)
        .getAllByTestId('trait-count')
        .map((item) => item.textContent),
    ).toEqual(['Head37', 'Face34', 'Mood6', 'Collar10', 'Outfit29', 'Tail10', 'Base39', 'Type3', 'Role5', 'Realm9']);
    expect(within(traits).getByRole('link', { name: /View All/ })).toHaveAttribute('href', '/traits');
  });

  it('links the partners in a new tab without giving them this page', async () => {
    renderDashboard();
    const links = within(await findCard('Partners')).getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('asks the shell to open the search dialog', async () => {
    const user = userEvent.setup();
    const requests: unknown[] = [];
    const listener = (event: Event) => requests.push((event as CustomEvent).detail);
    window.addEventListener(OPEN_SEARCH_DIALOG_EVENT, listener);
    renderDashboard();
    await user.click(screen.getByRole('button', { name: /Search NFTs/ }));
    window.removeEventListener(OPEN_SEARCH_DIALOG_EVENT, listener);
    expect(requests).toEqual([{ tab: 'address', query: '' }]);
  });
});

describe('NFT of the Month banner', () => {
  it('calls for votes when there is no winner yet, with the month-end countdown and the contest links', async () => {
    renderDashboard();
    const banner = card('NFT of the Month');
    expect(await within(banner).findByText('First Contest is Live! Vote for your favorites.')).toBeInTheDocument();
    expect(within(banner).getByTestId('month-end-countdown').textContent).toMatch(/^\d+d \d+h \d+m left$/);
    expect(within(banner).getByRole('link', { name: /Vote Now/ })).toHaveAttribute('href', '/hall-of-fame');
    expect(within(banner).getByRole('link', { name: /Rankings/ })).toHaveAttribute('href', '/all-liked-nfts');
  });

  it('shows the last winner with month, year and votes, linking to its page', async () => {
    api.route('/api/hall-of-fame/nft-of-the-month', {
      body: { nft: { tokenId: 42, likeCount: 17, resetMonth: 3, resetYear: 2026 } },
    });
    renderDashboard();
    const winner = await within(card('NFT of the Month')).findByRole('link', { name: /NACHO #42/ });
    expect(winner).toHaveAttribute('href', '/nft/42');
    expect(winner).toHaveTextContent('March 2026');
    expect(winner).toHaveTextContent('17 votes');
    expect(screen.queryByText('First Contest is Live! Vote for your favorites.')).not.toBeInTheDocument();
  });

  it("shares the winner's month and links to its report, as the Hall of Fame card does (issue 41)", async () => {
    const share = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      api.route('/api/hall-of-fame/nft-of-the-month', {
        body: { nft: { tokenId: 42, likeCount: 17, resetMonth: 3, resetYear: 2026, how: 'crowned' } },
      });
      renderDashboard();
      const banner = card('NFT of the Month');
      await within(banner).findByRole('link', { name: /NACHO #42/ });
      expect(within(banner).getByRole('link', { name: 'Month report' })).toHaveAttribute(
        'href',
        '/hall-of-fame/2026/3',
      );
      await act(async () => within(banner).getByRole('button', { name: 'Share' }).click());
      expect(share).toHaveBeenCalledWith({
        url: `${window.location.origin}/hall-of-fame/2026/3`,
        title: 'NACHO #42: NFT of the Month March 2026',
      });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('offers no report or Share while there is no winner yet', async () => {
    renderDashboard();
    const banner = card('NFT of the Month');
    await within(banner).findByText('First Contest is Live! Vote for your favorites.');
    expect(within(banner).queryByRole('link', { name: 'Month report' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('reads "Calculating..." until the countdown is known', () => {
    function Countdown() {
      return <span>{useMonthEndCountdown()}</span>;
    }
    // Server rendering runs no effects: this is what shows before the first tick.
    expect(renderToStaticMarkup(<Countdown />)).toBe(`<span>${COUNTDOWN_PENDING_TEXT}</span>`);
    expect(COUNTDOWN_PENDING_TEXT).toBe('Calculating...');
  });

  it('shows "Failed to fetch NFT of the month" when the contest service fails', async () => {
    api.route('/api/hall-of-fame/nft-of-the-month', {
      status: 503,
      body: { error: { code: 'unavailable', message: 'down' } },
    });
    renderDashboard();
    expect(await within(card('NFT of the Month')).findByText('Failed to fetch NFT of the month')).toBeInTheDocument();
  });
});

describe('Hall of Fame history section', () => {
  it('says the history is empty on a fresh contest', async () => {
    renderDashboard();
    expect(
      await within(await findCard('Hall of Fame')).findByText('The Hall of Fame history is currently empty'),
    ).toBeInTheDocument();
  });

  it('lists past winners, newest month first', async () => {
    api.route('/api/hall-of-fame/history', {
      body: [
        { id: 1, tokenId: 7, resetMonth: 11, resetYear: 2025, likeCount: 30, createdAt: 1 },
        { id: 2, tokenId: 8, resetMonth: 1, resetYear: 2026, likeCount: 12, createdAt: 2 },
      ],
    });
    renderDashboard();
    const section = await findCard('Hall of Fame');
    await waitFor(() => expect(within(section).getAllByRole('link', { name: /NACHO #/ })).toHaveLength(2));
    const [first, second] = within(section).getAllByRole('link', { name: /NACHO #/ });
    expect(first).toHaveAttribute('href', '/nft/8');
    expect(first).toHaveTextContent('January 2026');
    expect(first).toHaveTextContent('12 likes');
    expect(second).toHaveTextContent('November 2025');
  });

  it('shows "Failed to fetch Hall of Fame history" on failure', async () => {
    api.route('/api/hall-of-fame/history', { status: 500, body: { error: { code: 'internal', message: 'x' } } });
    renderDashboard();
    expect(
      await within(await findCard('Hall of Fame')).findByText('Failed to fetch Hall of Fame history'),
    ).toBeInTheDocument();
  });
});

describe('Dashboard while the admin hides the Hall of Fame', () => {
  it('shows the one hidden message in place of the winner banner, without "Vote Now"/"Rankings", and no history section', async () => {
    api.route('/api/hall-of-fame/visibility', { body: { visible: false } });
    api.route('/api/hall-of-fame/nft-of-the-month', {
      body: { nft: { tokenId: 42, likeCount: 17, resetMonth: 3, resetYear: 2026 } },
    });
    api.route('/api/hall-of-fame/history', {
      body: [{ id: 1, tokenId: 42, resetMonth: 3, resetYear: 2026, likeCount: 17, createdAt: 1 }],
    });
    renderDashboard();
    const banner = card('NFT of the Month');
    expect(
      await within(banner).findByText('The Hall of Fame is currently hidden. Check back soon.'),
    ).toBeInTheDocument();
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
    // The market and partner cards still come; the history section is left out.
    await findCard('Partners');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Hall of Fame' })).not.toBeInTheDocument();
    expect(screen.queryByText(/NACHO #42/)).not.toBeInTheDocument();
    expect(screen.getAllByText('The Hall of Fame is currently hidden. Check back soon.')).toHaveLength(1);
  });

  it('shows the banner and history as before once the server says visible', async () => {
    api.route('/api/hall-of-fame/visibility', { body: { visible: true } });
    renderDashboard();
    expect(await within(card('NFT of the Month')).findByRole('link', { name: /Vote Now/ })).toBeInTheDocument();
    expect(await findCard('Hall of Fame', 3000)).toBeInTheDocument();
  });
});
