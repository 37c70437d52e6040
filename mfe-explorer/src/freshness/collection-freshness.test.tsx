import { installFakeApi, success, type FakeApi } from '../dashboard/testing/fake-api';
import { renderWithStore } from '../wallet/testing/render-with-store';
import { screen } from '@testing-library/react';
import { READY } from '../dashboard/testing/dashboard-fixtures';
import { withCollectionFreshness } from './collection-freshness';

const MIN = 60_000;
let api: FakeApi;
afterEach(() => api.uninstall());

const Screen = withCollectionFreshness(() => <p>Holder rankings</p>);
const renderScreen = () => renderWithStore(<Screen />);

describe('collection data freshness on explorer screens', () => {
  it('shows "Data as of" above the screen while the sync is healthy', async () => {
    api = installFakeApi({ '/api/nft/sync-status': success({ ...READY, lastSuccessAt: Date.now() - 3 * MIN }) });
    renderScreen();
    expect(await screen.findByTestId('collection-freshness-as-of')).toHaveTextContent(/^Data as of /);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Holder rankings')).toBeInTheDocument();
  });

  it('says that the indexer has not answered since the failures began, and the data stays on screen', async () => {
    const lastSuccessAt = Date.now() - 50 * MIN;
    api = installFakeApi({
      '/api/nft/sync-status': success({
        ...READY,
        lastSuccessAt,
        lastFailureAt: Date.now() - MIN,
        failingSince: Date.now() - 35 * MIN,
        stale: true,
      }),
    });
    renderScreen();
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^The NACHO indexer has not answered since .+; showing data from .+\.$/,
    );
    expect(screen.getByText('Holder rankings')).toBeInTheDocument();
  });

  it('says nothing while the first sync runs (the screens show its progress)', async () => {
    api = installFakeApi({
      '/api/nft/sync-status': success({ ...READY, ready: false, phase: 'tokens', lastSuccessAt: null }),
    });
    renderScreen();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('collection-freshness')).not.toBeInTheDocument();
  });
});
