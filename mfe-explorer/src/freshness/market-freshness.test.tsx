import { installFakeApi, type FakeApi } from '../dashboard/testing/fake-api';
import { renderWithStore } from '../wallet/testing/render-with-store';
import { screen, within } from '@testing-library/react';
import { formatMoment } from '@nacho/domain';
import { MarketDataCard } from '../dashboard/market-data-card';
import { MARKET, MARKET_HISTORY } from '../dashboard/testing/dashboard-fixtures';
import type { MarketDashboardStats } from '../market/market-types';

const MIN = 60_000;
let api: FakeApi;
afterEach(() => api.uninstall());

type SourceFields = Pick<MarketDashboardStats, 'sourceAnsweredAt' | 'sourceFailingSince'>;

/** The card with a snapshot taken at `asOf`; by default the marketplace answered then. */
const renderCard = (asOf: number, source: Partial<SourceFields> = {}) => {
  const result = { ...MARKET, asOf, sourceAnsweredAt: asOf, sourceFailingSince: null, ...source };
  api = installFakeApi({
    '/api/market/dashboard-stats': { body: { result } },
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

  it('says when the market data source stopped answering, naming the real time of the data, as soon as it fails', async () => {
    const now = Date.now();
    // the snapshot is 5 minutes old, but made from the sales read when the marketplace last answered
    const answeredAt = now - 70 * MIN;
    const failingSince = now - 55 * MIN;
    const card = renderCard(now - 5 * MIN, { sourceAnsweredAt: answeredAt, sourceFailingSince: failingSince });
    expect(await within(card).findByRole('status')).toHaveTextContent(
      `The market data source has not answered since ${formatMoment(failingSince)}; showing market data from ${formatMoment(answeredAt)}.`,
    );
    expect(within(card).getByTestId('market-as-of')).toHaveTextContent(`as of ${formatMoment(answeredAt)}`);
    expect(within(card).getByTestId('floor-price')).toHaveTextContent('1,250.5 KAS');
  });

  it('shows the banner after a single failed read too, though the data is only minutes old', async () => {
    const now = Date.now();
    const card = renderCard(now - 1 * MIN, { sourceAnsweredAt: now - 16 * MIN, sourceFailingSince: now - 1 * MIN });
    expect(await within(card).findByRole('status')).toHaveTextContent(
      /^The market data source has not answered since .+; showing market data from .+\.$/,
    );
  });

  it('has no banner and names the snapshot time while the source answers', async () => {
    const asOf = Date.now() - 10 * MIN;
    const card = renderCard(asOf, { sourceAnsweredAt: asOf - 2_000, sourceFailingSince: null });
    expect(await within(card).findByTestId('floor-price')).toBeInTheDocument();
    expect(within(card).queryByRole('status')).not.toBeInTheDocument();
    expect(within(card).queryByTestId('market-freshness-banner')).not.toBeInTheDocument();
    expect(within(card).getByTestId('market-as-of')).toHaveTextContent(`as of ${formatMoment(asOf)}`);
  });
});
