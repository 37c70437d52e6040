import '../testing/text-encoder-polyfill';
import '../testing/no-network-fetch';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { authApi, createAppStore } from '@nacho/api';
import type { KaswareShapedProvider } from './wallet/kasware-shaped-adapter';
import type { KastleProvider } from './wallet/kastle-adapter';
import { rememberWalletSignIn } from './wallet/wallet-memory';
import { SignInDialog } from './sign-in-dialog';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const realMatchMedia = window.matchMedia;

function renderDialog(walletTimeoutMs?: number) {
  const store = createAppStore();
  void store.dispatch(
    authApi.util.upsertQueryData('getSignInMethods', undefined, { wallet: true, oidc: false, demo: true }),
  );
  render(
    <Provider store={store}>
      <MemoryRouter>
        <SignInDialog open onOpenChange={() => undefined} walletTimeoutMs={walletTimeoutMs} />
      </MemoryRouter>
    </Provider>,
  );
  return screen.getByRole('dialog', { name: 'Sign in' });
}

function touchScreen() {
  window.matchMedia = ((query: string) => ({
    ...realMatchMedia(query),
    matches: query.includes('pointer: coarse'),
  })) as typeof window.matchMedia;
}

afterEach(() => {
  delete window.kasware;
  delete window.kastle;
  delete window.okxwallet;
  window.matchMedia = realMatchMedia;
  localStorage.clear();
});

describe('SignInDialog, wallets', () => {
  it('without a wallet on a computer: install links for the main wallets', async () => {
    const dialog = renderDialog();
    expect(within(dialog).getByText(/No Kaspa wallet was found in this browser/)).toBeInTheDocument();
    const links = within(within(dialog).getByRole('list', { name: 'Kaspa wallets to install' })).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Get KasWare(opens in a new tab)', 'https://www.kasware.xyz/'],
      ['Get Kastle(opens in a new tab)', 'https://kastle.cc/'],
      ['Get OKX Wallet(opens in a new tab)', 'https://web3.okx.com/download'],
    ]);
    expect(within(dialog).queryByText(/phone browsers/)).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Sign in as a demo voter' })).toBeInTheDocument();
  });

  it('without a wallet on a phone: no extension links, how to open the page in a wallet app, and the other sign-in', async () => {
    touchScreen();
    const dialog = renderDialog();
    expect(within(dialog).getByText(/Wallet extensions do not run in phone browsers/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /Get KasWare/ })).not.toBeInTheDocument();
    const okx = within(dialog).getByRole('link', { name: 'Open in OKX Wallet' });
    const deepLink = `okx://wallet/dapp/url?dappUrl=${encodeURIComponent(window.location.href)}`;
    expect(okx).toHaveAttribute('href', `https://web3.okx.com/download?deeplink=${encodeURIComponent(deepLink)}`);
    expect(within(dialog).getByRole('button', { name: "Copy this page's address" })).toBeEnabled();
    expect(await within(dialog).findByRole('button', { name: 'Sign in as a demo voter' })).toBeEnabled();
  });

  it('a phone whose wallet app injected a wallet lists it like any browser', () => {
    touchScreen();
    window.kasware = { requestAccounts: async () => [] };
    const dialog = renderDialog();
    expect(within(dialog).getByRole('button', { name: 'Sign in with KasWare' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/phone browsers/)).not.toBeInTheDocument();
  });

  it('lists every wallet found, the one used last first, with announced icons drawn only from data:image/ URIs', () => {
    window.kasware = { requestAccounts: async () => [] };
    window.kastle = {} as KastleProvider;
    const announced: KaswareShapedProvider = { requestAccounts: async () => [] };
    rememberWalletSignIn('kastle', 'kaspa:qa');
    const dialog = renderDialog();
    act(() => {
      window.dispatchEvent(
        new CustomEvent('kaspa:announceProvider', {
          detail: { info: { uuid: 'u', name: 'Nova', icon: PNG }, provider: announced },
        }),
      );
      window.dispatchEvent(
        new CustomEvent('kaspa:announceProvider', {
          detail: {
            info: { uuid: 'v', name: 'Remote', icon: 'https://example.com/x.png' },
            provider: { requestAccounts: async () => [] },
          },
        }),
      );
    });
    const list = within(dialog).getByRole('list', { name: 'Wallets in this browser' });
    return waitFor(() => {
      const buttons = within(list).getAllByRole('button');
      expect(buttons.map((b) => b.textContent)).toEqual([
        'KSign in with KastleLast used',
        'KSign in with KasWare',
        'Sign in with Nova',
        'RSign in with Remote',
      ]);
      expect(buttons[0]).toHaveAccessibleName('Sign in with Kastle');
      expect(buttons[0]).toHaveAccessibleDescription('Last used');
      expect(buttons[1]).not.toHaveAccessibleDescription();
      expect(buttons[2]!.querySelector('img')).toHaveAttribute('src', PNG);
      expect(buttons[2]!.querySelector('img')).toHaveAttribute('alt', '');
      expect(list.querySelectorAll('img')).toHaveLength(1);
    });
  });

  it('a wallet that never answers times out with a message, and the dialog is usable again', async () => {
    const user = userEvent.setup();
    window.kasware = { requestAccounts: () => new Promise(() => {}) };
    const dialog = renderDialog(200);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with KasWare' }));
    expect(within(dialog).getByText('Connecting to KasWare…')).toBeInTheDocument();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'KasWare did not answer within 1 second. Check the wallet for a waiting request (unlock it if it is locked), then try again.',
    );
    expect(within(dialog).queryByText('Connecting to KasWare…')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign in with KasWare' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  it('Cancel ends the wait at once; a late answer from the wallet then changes nothing', async () => {
    const user = userEvent.setup();
    let answer: (accounts: string[]) => void = () => undefined;
    window.kasware = {
      requestAccounts: () => new Promise((resolve) => (answer = resolve)),
      getPublicKey: async () => '02',
    };
    const dialog = renderDialog();
    const button = within(dialog).getByRole('button', { name: 'Sign in with KasWare' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus(); // still focusable while busy: focus stays in the dialog
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByText('Connecting to KasWare…')).not.toBeInTheDocument();
    answer(['kaspa:qlate']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(within(dialog).queryByText('Preparing the message to sign…')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a refusal in the wallet says the sign-in was cancelled', async () => {
    const user = userEvent.setup();
    window.okxwallet = {
      kaspa: { requestAccounts: () => Promise.reject({ code: 4001, message: 'User rejected the request.' }) },
    };
    const dialog = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with OKX Wallet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sign-in was cancelled in the wallet.');
  });
});
