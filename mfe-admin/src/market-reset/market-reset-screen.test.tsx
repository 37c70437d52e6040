import { installFakeServiceApi, type FakeServiceApi } from '@nacho/api/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts } from '@nacho/ui';
import { renderAdmin } from '../testing/render-admin';
import { Component as MarketResetScreen } from './market-reset-screen';

const RESET = 'POST /api/market/reset-history';

let api: FakeServiceApi;
beforeEach(() => {
  api = installFakeServiceApi({
    'GET /api/admin/session': { body: { authenticated: true, passcodeSignIn: true, walletSignIn: false } },
    [RESET]: {
      body: {
        result: {
          message: 'Market data history reset: 12 entries deleted, new baselines created for 15m, 1h, 6h, 1d, 7d, 30d',
        },
      },
    },
  });
});
afterEach(() => {
  api.uninstall();
  act(() => clearToasts());
});

describe('/market-data-reset', () => {
  it('asks first, naming what will be deleted; Cancel sends nothing', async () => {
    const user = userEvent.setup();
    renderAdmin(<MarketResetScreen />);
    await user.click(await screen.findByRole('button', { name: 'Reset Market Data History' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset market data history?' });
    expect(dialog).toHaveTextContent('deletes every stored market snapshot');
    expect(dialog).toHaveTextContent('15m, 1h, 6h, 1d, 7d, 30d');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.sent(RESET)).toHaveLength(0);
  });

  it('resets only after the confirmation, and shows the result', async () => {
    const user = userEvent.setup();
    renderAdmin(<MarketResetScreen />);
    await user.click(await screen.findByRole('button', { name: 'Reset Market Data History' }));
    await user.click(await screen.findByRole('button', { name: 'Delete market history' }));
    await waitFor(() => expect(api.sent(RESET)).toHaveLength(1));
    expect(await screen.findByText(/Success: Market data history reset: 12 entries deleted/)).toBeInTheDocument();
  });
});
