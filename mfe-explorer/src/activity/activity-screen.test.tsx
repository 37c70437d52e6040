// First: the browser APIs jsdom lacks.
import { installFakeApi, success, type FakeApi } from '../dashboard/testing/fake-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@nacho/api';
import { formatMoment } from '@nacho/domain';
import { renderRoute } from '../wallet/testing/render-with-store';
import { TRAIT_STATS } from '../dashboard/testing/dashboard-fixtures';
import { ActivityScreen, ACTIVITY_EMPTY_TEXT, ACTIVITY_NO_MATCH_TEXT } from './activity-screen';
import { BUYER, ITEMS, page, sales, SELLER } from './testing/activity-fixtures';

// The trait menu lists every value of the collection; slow on a busy machine: more than the default 5 s.
jest.setTimeout(15_000);

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi({
    '/api/nft/activity': success(page(ITEMS)),
    '/api/nft/trait-stats': success({
      ...TRAIT_STATS,
      traitStats: [
        ...TRAIT_STATS.traitStats,
        { name: 'Edition', values: [{ value: '1 of 1', count: 1, percentage: 0.01 }] },
      ],
    }),
  });
});
afterEach(() => fake.uninstall());

function renderActivity(path = '/activity') {
  return renderRoute('/activity', <ActivityScreen />, path);
}
const activityRequests = () => fake.requestsTo('/api/nft/activity');
const rows = () => screen.getAllByTestId('activity-row');

describe('/activity', () => {
  it('lists the events newest first: kind, NFT link, wallets linked, price in KAS and USD, time ago with the exact time', async () => {
    renderActivity();
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows().map((row) => row.dataset.kind)).toEqual(['sale', 'listing', 'delisting', 'transfer', 'mint']);

    const sale = rows()[0]!;
    expect(sale).toHaveTextContent('Sale');
    expect(within(sale).getByRole('link', { name: 'NACHO #1001' })).toHaveAttribute('href', '/nft/1001');
    const wallets = within(sale).getAllByRole('link', { name: /^kaspa:/ });
    expect(wallets.map((link) => link.getAttribute('href'))).toEqual([`/wallet/${SELLER}`, `/wallet/${BUYER}`]);
    expect(wallets[0]).toHaveAttribute('title', SELLER);
    expect(sale).toHaveTextContent('1,250 KAS ($43.10)');
    const time = sale.querySelector('time')!;
    expect(time).toHaveAttribute('title', formatMoment(ITEMS[0]!.at));
    expect(time).toHaveTextContent(/^5 minutes ago/);

    // A mint has no seller: only its receiver; a transfer has no price.
    expect(within(rows()[4]!).getAllByRole('link', { name: /^kaspa:/ })).toHaveLength(1);
    expect(rows()[3]).toHaveTextContent('—');
    expect(activityRequests()[0]!.search).toBe('?limit=25');
  });

  it('reads the filters from the URL and asks the service with them', async () => {
    renderActivity(`/activity?kind=sale&kind=listing&trait=Head:Crown&trait=Head:Cap&min=10&max=500&wallet=${SELLER}`);
    await waitFor(() => expect(activityRequests()).toHaveLength(1));
    const q = activityRequests()[0]!.searchParams;
    expect(q.getAll('kind')).toEqual(['listing', 'sale']);
    expect(q.get('traits')).toBe('Head=Crown,Head=Cap');
    expect(q.get('minPrice')).toBe('10');
    expect(q.get('maxPrice')).toBe('500');
    expect(q.get('wallet')).toBe(SELLER);
    expect(await screen.findByRole('button', { name: 'Sale' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Mint' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Min price (KAS)')).toHaveValue(10);
    expect(screen.getByRole('button', { name: 'Remove filter Head: Crown' })).toBeInTheDocument();
  });

  it('puts a chosen kind, price range and wallet in the URL and reads the feed again for them', async () => {
    const user = userEvent.setup();
    const { router } = renderActivity();
    await waitFor(() => expect(rows()).toHaveLength(5));

    await user.click(screen.getByRole('button', { name: 'Sale' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=sale'));
    await waitFor(() => expect(activityRequests().at(-1)!.searchParams.getAll('kind')).toEqual(['sale']));

    await user.type(screen.getByLabelText('Min price (KAS)'), '100');
    await user.type(screen.getByLabelText('Wallet'), ` ${BUYER.toUpperCase()} `);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('min')).toBe('100'));
    expect(new URLSearchParams(router.state.location.search).get('wallet')).toBe(BUYER);
    await waitFor(() => expect(activityRequests().at(-1)!.searchParams.get('minPrice')).toBe('100'));
    expect(activityRequests().at(-1)!.searchParams.get('wallet')).toBe(BUYER);

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Min price (KAS)')).toHaveValue(null);
  });

  it('offers the collection trait values (Edition left out) as the wallet page does', async () => {
    const user = userEvent.setup();
    const { router } = renderActivity();
    await waitFor(() => expect(rows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: /Filter by trait/ }));
    const firstType = TRAIT_STATS.traitStats.find((type) => type.name !== 'Edition')!;
    const value = firstType.values[0]!.value;
    const group = await screen.findByRole('group', { name: firstType.name });
    await user.click(within(group).getByRole('menuitemcheckbox', { name: new RegExp(`^${value}`, 'i') }));
    expect(screen.queryByRole('group', { name: 'Edition' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).getAll('trait')).toEqual([`${firstType.name}:${value}`]),
    );
    await waitFor(() =>
      expect(activityRequests().at(-1)!.searchParams.get('traits')).toBe(`${firstType.name}=${value}`),
    );
  });

  it('loads the next page with the cursor of the last and appends it, then says when that is all', async () => {
    const user = userEvent.setup();
    fake.route('/api/nft/activity', (url) =>
      url.searchParams.get('cursor') === 'c25' ? success(page(sales(3, 75))) : success(page(sales(25, 100), 'c25')),
    );
    renderActivity();
    await waitFor(() => expect(rows()).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: 'Load 25 more' }));
    await waitFor(() => expect(rows()).toHaveLength(28));
    expect(activityRequests().at(-1)!.searchParams.get('cursor')).toBe('c25');
    expect(rows()[25]).toHaveAttribute('data-token-id', '75');
    expect(screen.queryByRole('button', { name: /Load 25 more/ })).not.toBeInTheDocument();
    expect(screen.getByText('That is all the activity.')).toBeInTheDocument();
  });

  it('inserts new events at the top when the live stream says a sync added some, and marks them', async () => {
    const { store } = renderActivity();
    await waitFor(() => expect(rows()).toHaveLength(5));
    const newSale = { ...ITEMS[0]!, id: 'a6', tokenId: 77, at: ITEMS[0]!.at + 60_000 };
    fake.route('/api/nft/activity', success(page([newSale, ...ITEMS])));
    // What the live stream's `activity` event does (packages/api/src/live/live-events.ts).
    act(() => void store.dispatch(api.util.invalidateTags(['Activity'])));
    await waitFor(() => expect(rows()).toHaveLength(6));
    expect(rows()[0]).toHaveAttribute('data-token-id', '77');
    expect(within(rows()[0]!).getByText('New')).toBeInTheDocument();
    expect(within(rows()[1]!).queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByText('1 new event')).toBeInTheDocument();
  });

  it('shows the empty state, the no-match state with a way out, and an error with Retry', async () => {
    const user = userEvent.setup();
    fake.route('/api/nft/activity', success(page([])));
    const first = renderActivity();
    expect(await screen.findByText(ACTIVITY_EMPTY_TEXT)).toBeInTheDocument();
    first.unmount();

    const { router } = renderActivity('/activity?kind=mint');
    expect(await screen.findByText(ACTIVITY_NO_MATCH_TEXT)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('explains a failure in words and reads again on Retry', async () => {
    const user = userEvent.setup();
    fake.route('/api/nft/activity', {
      status: 400,
      body: { error: { code: 'bad_request', message: 'wallet is not a Kaspa address' } },
    });
    renderActivity('/activity?wallet=kaspa:nope');
    expect(
      await screen.findByText(/Failed to load the activity\. wallet is not a Kaspa address\./),
    ).toBeInTheDocument();
    fake.route('/api/nft/activity', success(page(ITEMS)));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
  });
});
