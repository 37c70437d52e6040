import '../../testing/text-encoder-polyfill';
import { installFakeServiceApi, type FakeServiceApi } from '@nacho/api/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore } from '@nacho/api';
import type { AuthUser, BallotToSign } from '@nacho/contracts';
import { clearToasts } from '@nacho/ui';
import { Toaster } from '@nacho/ui/overlays';
import { UserMenu } from '../user-menu';

const ADDRESS = 'kaspa:qrunpzspjfvvxyzfx38ct7ya2g5m2vwggkpklxdsscqlzyauuqm0ju6q2fjpa';
const USER: AuthUser = { id: 'u1', displayName: 'kaspa:qrun…fjpa', address: ADDRESS, method: 'wallet' };
const SIGNATURE = 'ab'.repeat(64);
const TO_SIGN: BallotToSign = {
  day: '2026-11-28',
  site: 'https://nacho.example',
  tokenIds: [3, 7],
  message: 'nacho-ballot/1\n…\nday=2026-11-28\ntokenIds=3,7',
  signed: false,
};

let api: FakeServiceApi;
const signMessage = jest.fn<Promise<unknown>, [string, unknown]>();

beforeEach(() => {
  signMessage.mockReset();
  window.kasware = {
    requestAccounts: async () => [ADDRESS],
    getPublicKey: async () => `02${'00'.repeat(32)}`,
    signMessage,
  };
});
afterEach(() => {
  api.uninstall();
  delete window.kasware;
  clearToasts();
});

function renderMenu() {
  render(
    <Provider store={createAppStore()}>
      <UserMenu user={USER} onSignOut={() => undefined} />
      <Toaster />
    </Provider>,
  );
}

/** Opens the menu and chooses "Sign today's likes", with the keyboard only. */
async function signWithKeyboard(user: ReturnType<typeof userEvent.setup>) {
  screen.getByRole('button', { name: 'Account menu: kaspa:qrun…fjpa' }).focus();
  await user.keyboard('{Enter}');
  const item = await screen.findByRole('menuitem', { name: /Sign today's likes/ });
  expect(item).toHaveTextContent('your wallet signs your 2 likes of today');
  while (document.activeElement !== item) await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
}

describe("the user menu's Sign today's likes", () => {
  it('has the wallet sign the text the server gave and sends the signature with the day and its NFTs', async () => {
    api = installFakeServiceApi({
      'GET /api/likes/ballot': { body: TO_SIGN },
      'POST /api/likes/ballot': (request) => ({
        body: {
          ballot: { voter: ADDRESS, address: ADDRESS, site: TO_SIGN.site, ...(request.body as object) },
          created: true,
        },
      }),
    });
    signMessage.mockResolvedValue(SIGNATURE);
    const user = userEvent.setup();
    renderMenu();
    await signWithKeyboard(user);
    expect(await screen.findByText("Today's likes are signed")).toBeInTheDocument();
    expect(screen.getByText(/Your wallet signed your 2 likes of 2026-11-28/)).toBeInTheDocument();
    expect(signMessage).toHaveBeenCalledWith(TO_SIGN.message, { type: 'schnorr' });
    expect(api.sent('POST /api/likes/ballot').map((r) => r.body)).toEqual([
      { day: '2026-11-28', tokenIds: [3, 7], signature: SIGNATURE },
    ]);
  });

  it("says the server's reason when it refuses, and that nothing was sent when the wallet is cancelled", async () => {
    api = installFakeServiceApi({
      'GET /api/likes/ballot': { body: TO_SIGN },
      'POST /api/likes/ballot': {
        status: 409,
        body: {
          error: { code: 'ballot_exists', message: 'Your likes of 2026-11-28 are signed already: one ballot a day' },
        },
      },
    });
    signMessage.mockResolvedValueOnce(SIGNATURE).mockRejectedValueOnce({ code: 4001, message: 'User rejected' });
    const user = userEvent.setup();
    renderMenu();
    await signWithKeyboard(user);
    expect(
      await screen.findByText('Your likes of 2026-11-28 are signed already: one ballot a day'),
    ).toBeInTheDocument();
    expect(screen.getByText("Today's likes were not signed")).toBeInTheDocument();
    await signWithKeyboard(user);
    expect(await screen.findByText('You cancelled the signature in the wallet. Nothing was sent.')).toBeInTheDocument();
    expect(api.sent('POST /api/likes/ballot')).toHaveLength(1);
  });

  it('is not offered without a like today, and says so once the day is signed', async () => {
    api = installFakeServiceApi({
      'GET /api/likes/ballot': { body: { ...TO_SIGN, tokenIds: [], message: null } },
    });
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Account menu: kaspa:qrun…fjpa' }));
    await screen.findByRole('menuitem', { name: 'Sign out' });
    await waitFor(() => expect(api.sent('GET /api/likes/ballot')).toHaveLength(1));
    expect(screen.queryByRole('menuitem', { name: /Sign today's likes/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    api.route('GET /api/likes/ballot', { body: { ...TO_SIGN, signed: true } });
    await user.click(screen.getByRole('button', { name: 'Account menu: kaspa:qrun…fjpa' }));
    const signed = await screen.findByRole('menuitem', { name: /Today's likes are signed/ });
    expect(signed).toHaveAttribute('aria-disabled', 'true');
  });
});
