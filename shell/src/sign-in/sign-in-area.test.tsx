import '../testing/text-encoder-polyfill';
import '../testing/no-network-fetch';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { authApi, createAppStore, keepReceipt, requestSignIn } from '@nacho/api';
import type { AuthUser } from '@nacho/contracts';
import { Toaster } from '@nacho/ui/overlays';
import { SignInArea } from './sign-in-area';
import { UserMenu } from './user-menu';

const WALLET_USER: AuthUser = { id: 'u1', displayName: 'kaspa:qrun…fjpa', address: 'kaspa:qrunfjpa', method: 'wallet' };

function renderArea(user: AuthUser | null) {
  const store = createAppStore();
  void store.dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, user));
  void store.dispatch(
    authApi.util.upsertQueryData('getSignInMethods', undefined, { wallet: true, oidc: false, demo: true }),
  );
  render(
    <Provider store={store}>
      <MemoryRouter>
        <SignInArea />
        <Toaster />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

/** Opens the sign-in dialog from its button with the keyboard, and closes it with Escape. */
async function openAndCloseDialog(user: ReturnType<typeof userEvent.setup>) {
  const signIn = await screen.findByRole('button', { name: 'Sign in' });
  // Disabled while the session is read: a disabled button takes no focus and Enter would go to the body.
  await waitFor(() => expect(signIn).toBeEnabled());
  signIn.focus();
  await user.keyboard('{Enter}');
  await screen.findByRole('dialog', { name: 'Sign in' });
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** A signed like receipt of the wallet user, as the like's reply carries it. */
const receiptFor = (likeId: number) => ({
  month: '2026-10',
  likeId,
  tokenId: 7,
  voter: 'kaspa:qrunfjpa',
  likedAt: '2026-10-01T00:00:00.000Z',
  keyId: '0123456789abcdef',
  signature: 'ab'.repeat(64),
});

const menuButton = () => screen.getByRole('button', { name: 'Account menu: kaspa:qrun…fjpa' });

// The dialog loads on demand; under a loaded CI's coverage run its first transform took longer
// than findByRole waits. It is loaded once here, so the tests time what the user does.
beforeAll(async () => {
  await import('./sign-in-dialog');
}, 60_000);

describe('SignInArea', () => {
  it('after signing in from the dialog with the keyboard, focus is on the user menu button, not the page body', async () => {
    const user = userEvent.setup();
    const store = renderArea(null);
    // The sign-in succeeds: the dialog closes and the session now has a user (what the wallet and demo flows do).
    await openAndCloseDialog(user);
    await act(async () => {
      await store.dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, WALLET_USER));
    });
    // First the inert stand-in while the menu's code loads, then the real button.
    await waitFor(() => expect(menuButton()).toBeEnabled());
    await waitFor(() => expect(menuButton()).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(menuButton()).toHaveFocus();
    expect(document.body).not.toHaveFocus();
  });

  it('closing the dialog without signing in gives focus back to the Sign in button', async () => {
    const user = userEvent.setup();
    renderArea(null);
    await openAndCloseDialog(user);
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
  });

  it('opens the sign-in dialog when a remote asks for it (the signed-out like toast\'s "Sign in")', async () => {
    renderArea(null);
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => requestSignIn({ reason: 'like' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('signed in on page load: the menu button does not steal focus', async () => {
    renderArea(WALLET_USER);
    await waitFor(() => expect(menuButton()).toBeEnabled());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(menuButton()).not.toHaveFocus();
  });

  it('an OpenID Connect sign-in cancelled at the provider says "Sign-in cancelled", and drops the parameter', async () => {
    window.history.replaceState(null, '', '/hall-of-fame?signInError=oidc_cancelled');
    renderArea(null);
    expect(await screen.findByText('Sign-in cancelled')).toBeInTheDocument();
    expect(screen.queryByText('Sign-in failed')).not.toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('a provider outage during the sign-in says the provider is not reachable', async () => {
    window.history.replaceState(null, '', '/?signInError=oidc_unavailable');
    renderArea(null);
    expect(await screen.findByText('The sign-in provider is not reachable right now.')).toBeInTheDocument();
  });
});

/** The menu of a wallet user (its "Sign today's likes" asks the api, which has no network here: it stays hidden). */
const renderWalletMenu = () =>
  render(
    <Provider store={createAppStore()}>
      <UserMenu user={WALLET_USER} onSignOut={() => undefined} />
    </Provider>,
  );

describe('UserMenu', () => {
  const OIDC_USER: AuthUser = { id: 'u2', displayName: 'Ada Lovelace', address: null, method: 'oidc' };

  it('says that the provider account stays signed in when the provider offers no RP-initiated logout', async () => {
    const user = userEvent.setup();
    render(<UserMenu user={{ ...OIDC_USER, providerSignOut: false }} onSignOut={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Account menu: Ada Lovelace' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByText(/does not sign you out of your account at the sign-in provider/)).toBeInTheDocument();
  });

  it('"My likes" says how many receipts this browser kept and downloads them as the verifier reads them', async () => {
    const user = userEvent.setup();
    localStorage.clear();
    const receipt = receiptFor(42);
    keepReceipt('u1', receipt);
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:my-likes';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      renderWalletMenu();
      await user.click(menuButton());
      const item = await screen.findByRole('menuitem', { name: /My likes/ });
      expect(item).toHaveTextContent('1 signed receipt kept in this browser');
      await user.click(item);
      expect(click).toHaveBeenCalledTimes(1);
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blobs[0]!);
      });
      expect(JSON.parse(text)).toEqual({ receipts: [receipt] });
    } finally {
      click.mockRestore();
    }
  });

  it('"My likes" counts a receipt kept after the menu was drawn, while it is open, and from another tab', async () => {
    const user = userEvent.setup();
    localStorage.clear();
    renderWalletMenu();
    // The like happens in another remote's code: nothing re-renders the menu.
    act(() => void keepReceipt('u1', receiptFor(1)));
    await user.click(menuButton());
    expect(await screen.findByRole('menuitem', { name: /My likes/ })).toHaveTextContent(
      '1 signed receipt kept in this browser',
    );
    act(() => void keepReceipt('u1', receiptFor(2)));
    expect(screen.getByRole('menuitem', { name: /My likes/ })).toHaveTextContent('2 signed receipts kept');
    act(() => {
      localStorage.setItem('nacho.like-receipts.u1', JSON.stringify([1, 2, 3].map(receiptFor)));
      window.dispatchEvent(new StorageEvent('storage', { key: 'nacho.like-receipts.u1' }));
    });
    expect(screen.getByRole('menuitem', { name: /My likes/ })).toHaveTextContent('3 signed receipts kept');
  });

  it('says nothing of the kind when Sign out also ends the provider session, or for a wallet', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<UserMenu user={{ ...OIDC_USER, providerSignOut: true }} onSignOut={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Account menu: Ada Lovelace' }));
    await screen.findByRole('menuitem', { name: 'Sign out' });
    expect(screen.queryByText(/at the sign-in provider/)).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    unmount();
    renderWalletMenu();
    await user.click(menuButton());
    await screen.findByRole('menuitem', { name: 'Sign out' });
    expect(screen.queryByText(/at the sign-in provider/)).not.toBeInTheDocument();
  });
});
