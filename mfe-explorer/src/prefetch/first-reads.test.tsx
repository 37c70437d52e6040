// First: the browser APIs jsdom lacks.
import { installFakeApi, success, type FakeApi } from '../dashboard/testing/fake-api';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createAppStore, type AppStore } from '@nacho/api';
import { DashboardScreen } from '../dashboard/dashboard-screen';
import { NO_WINNER_TEXT } from '../dashboard/nft-of-the-month-banner';
import { dashboardRoutes, routeMarket } from '../dashboard/testing/dashboard-fixtures';
import { NftDetailScreen } from '../nft-detail/nft-detail-screen';
import { nftDetail } from '../nft-detail/testing/nft-detail-fixtures';
import routes from '../routes';
import { activityFirstReads, dashboardFirstReads, nftPageFirstReads } from './first-reads';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(() => null),
  loadRemote: jest.fn(() => new Promise(() => undefined)),
}));

// The preload hints the all-in-one server puts in the page (webpack.config.js reads this file).
const routePreloads = jest.requireActual<Record<string, { api?: string[] }>>('../../route-preloads.js');

let api: FakeApi;
let store: AppStore;
beforeEach(() => {
  api = installFakeApi(dashboardRoutes());
  routeMarket(api);
  store = createAppStore();
});
afterEach(() => api.uninstall());

const asked = () => api.requests.map((url) => `${url.pathname}${url.search}`);

function renderPage(path: string, page: React.ReactNode) {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.startsWith('/nft/') ? '/nft/:tokenId' : '/'} element={page} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe("the activity route's first reads", () => {
  it("are the route's firstReads and ask for exactly the URLs its preload hints fetch", async () => {
    expect(routes.find((route) => route.path === '/activity')).toHaveProperty('firstReads', activityFirstReads);
    await activityFirstReads(store.dispatch, {}, new URLSearchParams());
    expect(asked().sort()).toEqual([...(routePreloads['/activity']!.api ?? [])].sort());
  });

  it('ask for the filtered feed of a filtered link', async () => {
    await activityFirstReads(store.dispatch, {}, new URLSearchParams('kind=sale&min=5'));
    expect(asked()).toContain('/api/nft/activity?kind=sale&minPrice=5&limit=25');
  });
});

describe("the dashboard route's first reads", () => {
  it("are the route's firstReads and ask for exactly the URLs its preload hints fetch", async () => {
    expect(routes.find((route) => route.path === '/')).toHaveProperty('firstReads', dashboardFirstReads);
    await dashboardFirstReads(store.dispatch, {}, new URLSearchParams());
    expect(asked().sort()).toEqual([...(routePreloads['/'].api ?? [])].sort());
  });

  it("fill the dashboard's first render, which then asks for nothing but the market chart", async () => {
    await dashboardFirstReads(store.dispatch, {}, new URLSearchParams());
    const before = api.requests.length;

    renderPage('/', <DashboardScreen />);
    // No waiting: what the first commit shows.
    expect(
      within(screen.getByRole('region', { name: 'Collection Stats' })).getByTestId('unique-holders'),
    ).toHaveTextContent('1,592');
    expect(screen.getAllByTestId('top-holder-row')).toHaveLength(5);
    expect(screen.getByText(NO_WINNER_TEXT)).toBeInTheDocument();
    expect(screen.queryByTestId('banner-skeleton')).not.toBeInTheDocument();

    // The chart's read is the one the page sends itself: wait for it (no fixed sleep), then nothing else may have gone out.
    // The chart is loaded on demand: on a loaded machine its import alone can pass waitFor's 1 s default.
    await waitFor(() => expect(asked().slice(before)).toContain('/api/market/history?timeFrame=1d&days=30'), {
      timeout: 10_000,
    });
    expect(asked().slice(before)).toEqual(['/api/market/history?timeFrame=1d&days=30']);
  });

  it('settle, not reject, when the service fails, and the page then shows its own error states', async () => {
    api.route('/api/hall-of-fame/nft-of-the-month', {
      status: 500,
      body: { error: { code: 'internal', message: 'boom' } },
    });
    await expect(dashboardFirstReads(store.dispatch, {}, new URLSearchParams())).resolves.toBeUndefined();
    renderPage('/', <DashboardScreen />);
    expect(screen.getByText('Failed to fetch NFT of the month')).toBeInTheDocument();
  });
});

describe("the NFT page route's first reads", () => {
  it("ask for the URL of its preload hint and fill the page's first render", async () => {
    api.route('/api/nft/nfts/5692/detail', success(nftDetail()));
    const owner = nftDetail().owner;
    api.route(
      '/api/nft/nfts/5692/history',
      success({
        items: [
          {
            id: 'a1',
            kind: 'mint',
            tokenId: 5692,
            from: null,
            to: owner,
            priceKas: null,
            priceUsd: null,
            at: 1,
            txId: null,
          },
        ],
        owner,
        heldSince: 1,
        listing: null,
      }),
    );
    expect(routes.find((route) => route.path === '/nft/:tokenId')).toHaveProperty('firstReads', nftPageFirstReads);
    await nftPageFirstReads(store.dispatch, { tokenId: '5692' }, new URLSearchParams());
    expect(asked()).toEqual((routePreloads['/nft/:tokenId'].api ?? []).map((url) => url.replace(':tokenId', '5692')));

    renderPage('/nft/5692', <NftDetailScreen />);
    expect(screen.getByTestId('nft-power')).toHaveTextContent('1,000,000');
    expect(screen.getByText('Owned by')).toBeInTheDocument();
    // The History timeline is in the same first render.
    expect(screen.getAllByTestId('history-item').map((item) => item.dataset.kind)).toEqual(['mint']);
    // The page's image gateways arrive after the first commit.
    await act(() => Promise.resolve());
  });

  it('ask for nothing when the id is not one the page accepts', async () => {
    await nftPageFirstReads(store.dispatch, { tokenId: 'abc' }, new URLSearchParams());
    await nftPageFirstReads(store.dispatch, {}, new URLSearchParams());
    expect(api.requests).toHaveLength(0);
  });
});
