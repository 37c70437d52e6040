import { installFakeApi, type FakeApi } from '../dashboard/testing/fake-api';
import { renderWithStore } from '../wallet/testing/render-with-store';
import { screen, within } from '@testing-library/react';
import { MarketDataCard } from '../dashboard/market-data-card';
import { MARKET, MARKET_HISTORY } from '../dashboard/testing/dashboard-fixtures';

const MIN = 60_000;
let api: FakeApi;
afterEach(() => api.uninstall());

const renderCard = (asOf: number) => {
  api = installFakeApi({
    '/api/market/dashboard-stats': { body: { result: { ...MARKET, asOf } } },
    '/api/market/history': { body: { result: MARKET_HISTORY } },
  });
  renderWithStore(<MarketDataCard />);
  return screen.getByRole('region', { name: 'Market Data' });
};

describe('Market Data card freshness', () => {
  it('has no banner while the snapshot is at most 3 snapshot intervals old', async () => {
    const card = renderCard(Date.now() - 40 * MIN);
    expect(await within(card).findByTestId('floor-price')).toBeInTheDocument();
    expect(within(card).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says that the market data has not been updated, beside figures that stay usable', async () => {
    const card = renderCard(Date.now() - 50 * MIN);
    expect(await within(card).findByRole('status')).toHaveTextContent(
      /^The market data has not been updated since .+ \(it is updated every 15 minutes\); showing market data from .+\./,
    );
    expect(within(card).getByTestId('floor-price')).toHaveTextContent('1,250.5 KAS');
  });
});
