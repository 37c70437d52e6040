import '../testing/text-encoder-polyfill';
import '../testing/no-network-fetch';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPortal } from 'react-dom';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { authApi, createAppStore } from '@nacho/api';
import type { AuthUser } from '@nacho/contracts';
import { SIGN_IN_SLOT_ID, SignInSlot } from './sign-in-slot';

/** Stands in for a remote that renders its sign-in menu into the shell's slot. */
function RemoteSignIn() {
  const [target] = useState(() => document.getElementById(SIGN_IN_SLOT_ID));
  return target ? createPortal(<button type="button">kaspa:qq…xyz</button>, target) : null;
}

function renderSlot(user: AuthUser | null) {
  const store = createAppStore();
  void store.dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, user));
  void store.dispatch(
    authApi.util.upsertQueryData('getSignInMethods', undefined, { wallet: true, oidc: false, demo: true }),
  );
  const tree = (children: ReactNode) => (
    <Provider store={store}>
      <MemoryRouter>{children}</MemoryRouter>
    </Provider>
  );
  const view = render(tree(<SignInSlot />));
  return { ...view, rerenderWith: (node: ReactNode) => view.rerender(tree(node)) };
}

describe('SignInSlot', () => {
  it('signed out: a Sign in button that opens the dialog with the methods the server offers', async () => {
    renderSlot(null);
    const button = await screen.findByRole('button', { name: 'Sign in' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    // Each month's likes are exported with the voter's address: the dialog says so before anyone signs in.
    expect(
      screen.getByText(
        "Your likes are public: each month's likes can be downloaded with the wallet address that gave them.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/No Kaspa wallet was found in this browser/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Get KasWare/ })).toHaveAttribute('href', 'https://www.kasware.xyz/');
    expect(await screen.findByRole('button', { name: 'Sign in as a demo voter' })).toBeInTheDocument();
    expect(screen.queryByText('Continue with your account')).not.toBeInTheDocument();
  });

  it('signed in: the user menu shows the short address instead of the button', async () => {
    renderSlot({ id: 'u1', displayName: 'kaspa:qrun…fjpa', address: 'kaspa:qrun', method: 'wallet' });
    expect(await screen.findByRole('button', { name: 'Account menu: kaspa:qrun…fjpa' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('gives way to whatever a remote renders into the slot', async () => {
    const { rerenderWith } = renderSlot(null);
    await screen.findByRole('button', { name: 'Sign in' });
    await act(async () => {
      rerenderWith(
        <>
          <SignInSlot />
          <RemoteSignIn />
        </>,
      );
    });
    expect(screen.getByRole('button', { name: 'kaspa:qq…xyz' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
