// First: installs the TextEncoder react-router needs at import time.
import { installFakeApi, success, type FakeApi } from '../dashboard/testing/fake-api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createAppStore } from '@nacho/api';
import type { HolderDistribution } from '@nacho/contracts';
import type { HolderRow } from '../api/explorer-types';
import { AllHoldersScreen } from './all-holders-screen';

const HOLDERS: HolderRow[] = Array.from({ length: 60 }, (_, i) => ({
  rank: 0,
  address: `kaspa:q${i % 2 ? 'p' : 'r'}${String(i).padStart(3, '0')}${'z'.repeat(55)}`,
  tokenCount: 100 - i,
  stakingPower: 5000 * (i + 1),
  powerRank: 60 - i,
  holderTier: 6,
  valueKas: 1000 * ((i * 7) % 60),
}));

/** What GET /api/nft/holders/page does, on a small list: search, sort, page, hasPowerData. */
function holdersPage(url: URL, hasPowerData = true) {
  const q = url.searchParams;
  const page = Number(q.get('page') ?? 1);
  const pageSize = Number(q.get('pageSize') ?? 25);
  const search = (q.get('search') ?? '').toLowerCase();
  const key = {
    address: (h: HolderRow) => h.address,
    count: (h: HolderRow) => h.tokenCount,
    power: (h: HolderRow) => h.stakingPower,
    value: (h: HolderRow) => h.valueKas,
  }[(q.get('sort') ?? 'count') as 'address' | 'count' | 'power' | 'value'];
  const sign = q.get('direction') === 'asc' ? 1 : -1;
  const matching = HOLDERS.filter((h) => h.address.includes(search))
    .sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : 0))
    .map((h, i) => ({ ...h, rank: i + 1 }));
  return success({
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: matching.length,
    totalPages: Math.ceil(matching.length / pageSize),
    hasPowerData,
  });
}

const DAY = 24 * 3_600_000;
const DISTRIBUTION: HolderDistribution = {
  buckets: [
    { label: '1', wallets: 900 },
    { label: '2-5', wallets: 420 },
    { label: '6-10', wallets: 150 },
    { label: '11-25', wallets: 80 },
    { label: '26-50', wallets: 30 },
    { label: '51+', wallets: 12 },
  ],
  top10Share: 23.456,
  top100Share: 51.04,
  holdersOverTime: [
    { at: Date.UTC(2026, 0, 4), holders: 800 },
    { at: Date.UTC(2026, 0, 4) + 7 * DAY, holders: 950 },
    { at: Date.UTC(2026, 0, 4) + 14 * DAY, holders: 1592 },
  ],
  averageHoldingDays: 86.6,
};

// Rendering 25 rows per step is slow on a busy machine: more than the default 5 s.
jest.setTimeout(20_000);

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    '/api/nft/holders/page': (url) => holdersPage(url),
    '/api/nft/holders/distribution': success(DISTRIBUTION),
  });
});
afterEach(() => api.uninstall());

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

function renderHolders(entry = '/all-holders') {
  return render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/all-holders" element={<AllHoldersScreen />} />
          <Route path="/" element={<p>Dashboard</p>} />
        </Routes>
        <CurrentUrl />
      </MemoryRouter>
    </Provider>,
  );
}

const lastRequest = () => api.requestsTo('/api/nft/holders/page').at(-1)!.searchParams;
const url = () => screen.getByTestId('url').textContent;
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
const firstAddress = () => within(screen.getAllByRole('row')[1]).getByRole('link').textContent;

describe('All holders', () => {
  it('shows 25 holders per page with "Showing x to y of z holders" and Previous/Next', async () => {
    const user = userEvent.setup();
    renderHolders();
    expect(screen.getByRole('heading', { level: 1, name: 'All NACHO NFT Holders' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1 to 25 of 60 holders')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 26 to 50 of 60 holders')).toBeInTheDocument();
    expect(url()).toBe('/all-holders?page=2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 51 to 60 of 60 holders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 26 to 50 of 60 holders')).toBeInTheDocument();
  });

  it('lists #, Address, Token Count and Staking Power; an address leads to its wallet and each row has a copy button', async () => {
    renderHolders();
    await screen.findByText('Showing 1 to 25 of 60 holders');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Address',
      'Token Count',
      'Staking Power',
      'Value',
      'Copy',
    ]);
    const first = screen.getAllByRole('row')[1];
    expect(within(first).getByRole('link')).toHaveAttribute('href', `/wallet/${HOLDERS[0].address}`);
    expect(first).toHaveTextContent('100');
    expect(first).toHaveTextContent('5,000');
    expect(screen.getAllByRole('button', { name: 'Copy address' })).toHaveLength(25);
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/');
  });

  it('sorts by Token Count descending first; the same column again toggles, a new column starts descending', async () => {
    const user = userEvent.setup();
    renderHolders();
    await screen.findByText('Showing 1 to 25 of 60 holders');
    expect(header('Token Count')).toHaveAttribute('aria-sort', 'descending');
    expect(lastRequest().get('sort')).toBe('count');
    expect(lastRequest().get('direction')).toBe('desc');

    await user.click(within(header('Token Count')).getByRole('button'));
    await waitFor(() => expect(header('Token Count')).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(firstAddress()).toBe(HOLDERS[59].address));
    expect(lastRequest().get('direction')).toBe('asc');

    await user.click(within(header('Address')).getByRole('button'));
    await waitFor(() => expect(header('Address')).toHaveAttribute('aria-sort', 'descending'));
    expect(header('Token Count')).toHaveAttribute('aria-sort', 'none');
    expect(lastRequest().get('sort')).toBe('address');
    expect(lastRequest().get('direction')).toBe('desc');
    expect(url()).toBe('/all-holders?sort=address');

    await user.click(within(header('Address')).getByRole('button'));
    await waitFor(() => expect(header('Address')).toHaveAttribute('aria-sort', 'ascending'));
    expect(url()).toBe('/all-holders?sort=address&dir=asc');
  });

  it('choosing the selected column again in the "Sort:" menu toggles the direction; a new column starts descending', async () => {
    const user = userEvent.setup();
    renderHolders();
    await screen.findByText('Showing 1 to 25 of 60 holders');
    const choose = async (label: string) => {
      await user.click(screen.getByRole('button', { name: /^Sort:/ }));
      await user.click(await screen.findByRole('menuitemradio', { name: new RegExp(`^${label}`) }));
    };
    expect(screen.getByRole('button', { name: 'Sort: Token Count' })).toBeInTheDocument();
    await choose('Token Count');
    await waitFor(() => expect(lastRequest().get('direction')).toBe('asc'));
    expect(lastRequest().get('sort')).toBe('count');
    expect(screen.getByRole('button', { name: 'Sort direction: ascending' })).toBeInTheDocument();
    await choose('Token Count');
    await waitFor(() => expect(url()).toBe('/all-holders'));
    expect(screen.getByRole('button', { name: 'Sort direction: descending' })).toBeInTheDocument();
    await choose('Address');
    await waitFor(() => expect(url()).toBe('/all-holders?sort=address'));
    expect(screen.getByRole('button', { name: 'Sort: Address' })).toBeInTheDocument();
  });

  it('sorted by staking power, the top 3 by power get gold, silver and bronze medals', async () => {
    renderHolders('/all-holders?sort=power');
    await screen.findByText('Showing 1 to 25 of 60 holders');
    const medals = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('[data-medal]')?.getAttribute('data-medal') ?? null);
    expect(medals().slice(0, 4)).toEqual(['gold', 'silver', 'bronze', null]);
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Gold medal');
    expect(medals().filter(Boolean)).toHaveLength(3);
  });

  it('titles the page "All holders"', async () => {
    renderHolders();
    await screen.findByText('Showing 1 to 25 of 60 holders');
    expect(document.title).toBe('All holders · NACHO Explorer');
  });

  it('shows no medals when sorted by another column', async () => {
    renderHolders('/all-holders?sort=count&dir=asc');
    await screen.findByText('Showing 1 to 25 of 60 holders');
    // Ascending token count puts the three most powerful holders first, but this is not the power ranking.
    expect(document.querySelector('[data-medal]')).toBeNull();
  });

  it('the direction toggle flips the direction', async () => {
    const user = userEvent.setup();
    renderHolders();
    await screen.findByText('Showing 1 to 25 of 60 holders');
    await user.click(screen.getByRole('button', { name: 'Sort direction: descending' }));
    expect(screen.getByRole('button', { name: 'Sort direction: ascending' })).toBeInTheDocument();
    await waitFor(() => expect(lastRequest().get('direction')).toBe('asc'));
    expect(lastRequest().get('sort')).toBe('count');
  });

  it('goes back to page 1 when the sort changes', async () => {
    const user = userEvent.setup();
    renderHolders('/all-holders?page=3');
    expect(await screen.findByText('Showing 51 to 60 of 60 holders')).toBeInTheDocument();
    await user.click(within(header('Staking Power')).getByRole('button'));
    expect(await screen.findByText('Showing 1 to 25 of 60 holders')).toBeInTheDocument();
    expect(lastRequest().get('page')).toBe('1');
    expect(url()).toBe('/all-holders?sort=power');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 26 to 50 of 60 holders');
    await user.click(screen.getByRole('button', { name: 'Sort direction: descending' }));
    expect(await screen.findByText('Showing 1 to 25 of 60 holders')).toBeInTheDocument();
    expect(url()).toBe('/all-holders?sort=power&dir=asc');
  });

  it('searches by address on the server after a pause in typing, back on page 1', async () => {
    const user = userEvent.setup();
    renderHolders('/all-holders?page=2');
    await screen.findByText('Showing 26 to 50 of 60 holders');
    const before = api.requestsTo('/api/nft/holders/page').length;
    await user.type(screen.getByRole('searchbox', { name: 'Search holders by address' }), 'QP00');
    expect(await screen.findByText('Showing 1 to 5 of 5 holders', {}, { timeout: 5000 })).toBeInTheDocument();
    // One request for the whole word, not one per letter; the service matches case-insensitively.
    const searches = api.requestsTo('/api/nft/holders/page').slice(before);
    expect(searches.map((request) => request.searchParams.get('search'))).toEqual(['QP00']);
    expect(searches[0].searchParams.get('page')).toBe('1');
    expect(url()).toBe('/all-holders?q=QP00');
  });

  it('says "No tokens found matching your criteria." when nothing matches', async () => {
    renderHolders('/all-holders?q=nomatch');
    expect(await screen.findByText('No tokens found matching your criteria.')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search holders by address' })).toHaveValue('nomatch');
  });

  it('restores page, sort, direction and search from the URL', async () => {
    renderHolders('/all-holders?q=qr&sort=address&dir=asc&page=2');
    expect(await screen.findByText('Showing 26 to 30 of 30 holders')).toBeInTheDocument();
    expect(Object.fromEntries(lastRequest())).toEqual({
      page: '2',
      pageSize: '25',
      sort: 'address',
      direction: 'asc',
      search: 'qr',
    });
    expect(header('Address')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('offers Staking Power as a sort only when holders have power data', async () => {
    api.route('/api/nft/holders/page', (request) => holdersPage(request, false));
    renderHolders();
    await screen.findByText('Showing 1 to 25 of 60 holders');
    expect(within(header('Address')).getByRole('button')).toBeInTheDocument();
    expect(within(header('Staking Power')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sorts by value on the server, the most valuable first, and shows each wallet value', async () => {
    const user = userEvent.setup();
    renderHolders();
    await screen.findByText('Showing 1 to 25 of 60 holders');
    await user.click(within(header('Value')).getByRole('button'));
    await waitFor(() => expect(header('Value')).toHaveAttribute('aria-sort', 'descending'));
    expect(lastRequest().get('sort')).toBe('value');
    expect(url()).toBe('/all-holders?sort=value');
    const richest = [...HOLDERS].sort((a, b) => b.valueKas - a.valueKas)[0]!;
    await waitFor(() => expect(firstAddress()).toBe(richest.address));
    expect(within(screen.getAllByRole('row')[1]).getByTestId('holder-value')).toHaveTextContent('59,000 KAS');
  });

  it('shows the distribution: wallets per holding size, the top 10 and top 100 share, the average holding time', async () => {
    renderHolders();
    const region = await screen.findByRole('region', { name: 'Holder distribution' });
    await waitFor(() => expect(within(region).getByTestId('bucket-1')).toHaveTextContent('900'));
    expect(within(region).getByText('2-5 NFTs')).toBeInTheDocument();
    expect(within(region).getByTestId('bucket-51+')).toHaveTextContent('12');
    expect(within(region).getByTestId('top10-share')).toHaveTextContent('23.5%');
    expect(within(region).getByTestId('top100-share')).toHaveTextContent('51.0%');
    expect(within(region).getByTestId('average-holding')).toHaveTextContent('87 days');
    // jsdom has no IntersectionObserver: the chart loads at once.
    expect(
      await within(region).findByRole('img', { name: 'Unique holders from 800 to 1,592' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    api.route('/api/nft/holders/page', {
      status: 400,
      body: { error: { code: 'invalid_input', message: 'search is too long' } },
    });
    renderHolders();
    expect(await screen.findByRole('alert', undefined, { timeout: 12_000 })).toHaveTextContent(
      'Failed to fetch holders',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  }, 20_000);
});
