// First: the browser APIs jsdom lacks.
import { installFakeApi, type FakeApi } from '../dashboard/testing/fake-api';
import { renderWithStore } from '../wallet/testing/render-with-store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoment } from '@nacho/domain';
import { MarketDataCard } from '../dashboard/market-data-card';
import { MARKET, routeMarket } from '../dashboard/testing/dashboard-fixtures';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.uninstall());

const renderCard = () => renderWithStore(<MarketDataCard />);

describe('Market Data card', () => {
  it('shows a skeleton while loading, then figures, signed and coloured changes, traders and the as-of time; no USD line when USD is unknown', async () => {
    routeMarket(api);
    renderCard();
    const market = screen.getByRole('region', { name: 'Market Data' });
    // the request is under way on the first render
    expect(within(market).getByTestId('card-skeleton')).toBeInTheDocument();

    await waitFor(() => expect(within(market).getByTestId('floor-price')).toHaveTextContent('1,250.5 KAS'));
    const floorChange = within(market).getByTestId('floor-change');
    expect(floorChange).toHaveTextContent('+12.3%');
    expect(floorChange).toHaveAttribute('data-trend', 'up');
    expect(floorChange).toHaveClass('text-success');
    const volumeChange = within(market).getByTestId('volume-change');
    expect(volumeChange).toHaveTextContent('-4%');
    expect(volumeChange).toHaveClass('text-destructive-text');
    expect(within(market).queryByTestId('volume-usd')).not.toBeInTheDocument();
    expect(within(market).getByTestId('volume')).not.toHaveTextContent('USD');
    expect(within(market).getByTestId('traders')).toHaveTextContent('31 buyers · 29 sellers');
    // The site's one time format (issue 41): 24-hour time and the zone, never "04:45 AM".
    const asOf = within(market).getByTestId('market-as-of');
    expect(asOf).toHaveTextContent(/^as of (\d{1,2} \w{3}( \d{4})?, )?\d\d:\d\d [A-Z][A-Za-z]*([+-]\d+(:\d\d)?)?$/);
    expect(asOf).toHaveTextContent(`as of ${formatMoment(MARKET.asOf)}`);
    expect(await within(market).findByTestId('market-history-summary')).toHaveTextContent(
      'Over the last 30 days the 24h floor went from 1,100 KAS to 1,250 KAS (lowest 1,100 KAS, highest 1,250 KAS); 24h volume ranged from 40,000 KAS to 70,000 KAS.',
    );
  });

  const NO_SALES = {
    ...MARKET,
    floorPrice: null,
    avgPrice: null,
    highestPrice: null,
    totalSales: 0,
    uniqueBuyers: 0,
    uniqueSellers: 0,
    floorPriceChange: null,
    volumeChange: null,
  };

  it('says there were no sales in the frame, in words, and shows "—" for a floor nobody can know', async () => {
    routeMarket(api);
    api.route('/api/market/dashboard-stats', { body: { result: { ...NO_SALES, timeFrame: '1d' } } });
    renderCard();
    const market = screen.getByRole('region', { name: 'Market Data' });
    await waitFor(() => expect(within(market).getByTestId('floor-price')).toHaveTextContent('—'));
    expect(within(market).getByTestId('floor-change')).toHaveTextContent('No sales in the last 24 hours');
    expect(within(market).getByTestId('volume-change')).toHaveTextContent('—');
    expect(within(market).getByTestId('traders')).toHaveTextContent('0 buyers · 0 sellers');
  });

  it('shows the lowest listing as the floor when the frame had no sale and the source has listings', async () => {
    const user = userEvent.setup();
    routeMarket(api);
    renderCard();
    const market = screen.getByRole('region', { name: 'Market Data' });
    await within(market).findByTestId('floor-price');
    api.route('/api/market/dashboard-stats', {
      body: { result: { ...NO_SALES, timeFrame: '15m', listingFloor: 1180 } },
    });
    await user.click(within(market).getByRole('radio', { name: '15min' }));
    await waitFor(() =>
      expect(within(market).getByTestId('floor-change')).toHaveTextContent(
        'No sales in the last 15 minutes · lowest listing',
      ),
    );
    expect(within(market).getByTestId('floor-price')).toHaveTextContent('1,180 KAS');
  });

  it('uses singular words for one buyer and one seller', async () => {
    routeMarket(api);
    api.route('/api/market/dashboard-stats', {
      body: { result: { ...MARKET, totalSales: 1, uniqueBuyers: 1, uniqueSellers: 1 } },
    });
    renderCard();
    const market = screen.getByRole('region', { name: 'Market Data' });
    await waitFor(() => expect(within(market).getByTestId('traders')).toHaveTextContent('1 buyer · 1 seller'));
  });

  it("asks for the chosen frame's figures and chart series", async () => {
    const user = userEvent.setup();
    routeMarket(api);
    renderCard();
    const market = screen.getByRole('region', { name: 'Market Data' });
    await within(market).findByTestId('floor-price');
    await user.click(within(market).getByRole('radio', { name: '15min' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/market/history').map((u) => u.searchParams.get('timeFrame'))).toEqual(['1d', '15m']),
    );
    expect(api.requestsTo('/api/market/dashboard-stats').map((u) => u.searchParams.get('timeFrame'))).toEqual([
      '1d',
      '15m',
    ]);
    expect(api.requestsTo('/api/market/history')[0].searchParams.get('days')).toBe('30');
  });

  it('says "Failed to fetch market data" when the service fails', async () => {
    api.route('/api/market/dashboard-stats', { status: 500, body: { error: { code: 'internal', message: 'boom' } } });
    renderCard();
    expect(await screen.findByText('Failed to fetch market data')).toBeInTheDocument();
  });
});
