import { renderHook } from '@testing-library/react';
import type { AuthUser } from '@nacho/contracts';
import type { KaswareShapedProvider } from './kasware-shaped-adapter';
import { useSignOutWhenWalletChanges } from './use-sign-out-when-wallet-changes';
import { rememberWalletSignIn } from './wallet-memory';

const ADDRESS = 'kaspa:qsignedin';
const USER: AuthUser = { id: 'u1', displayName: 'kaspa:qsig…edin', address: ADDRESS, method: 'wallet' };

/** A KasWare-shaped provider whose account events the test fires. */
function fakeProvider() {
  const listeners = new Set<(accounts: string[]) => void>();
  const provider: KaswareShapedProvider = {
    requestAccounts: async () => [ADDRESS],
    on: (_e, l) => listeners.add(l),
    removeListener: (_e, l) => listeners.delete(l),
  };
  return { provider, emit: (accounts: string[]) => listeners.forEach((l) => l(accounts)), listeners };
}

afterEach(() => {
  delete window.kasware;
  delete window.okxwallet;
  localStorage.clear();
});

describe('useSignOutWhenWalletChanges', () => {
  it('signs out when the wallet that signed in switches account or disconnects, not for the same account', () => {
    const kasware = fakeProvider();
    window.kasware = kasware.provider;
    rememberWalletSignIn('kasware', ADDRESS);
    const signOut = jest.fn();
    const { unmount } = renderHook(() => useSignOutWhenWalletChanges(USER, signOut));
    kasware.emit([ADDRESS.toUpperCase()]);
    expect(signOut).not.toHaveBeenCalled();
    kasware.emit(['kaspa:qother']);
    expect(signOut).toHaveBeenCalledTimes(1);
    kasware.emit([]);
    expect(signOut).toHaveBeenCalledTimes(2);
    unmount();
    expect(kasware.listeners.size).toBe(0);
  });

  it("ignores another wallet's account events when it knows which wallet signed in", () => {
    const kasware = fakeProvider();
    const okx = fakeProvider();
    window.kasware = kasware.provider;
    window.okxwallet = { kaspa: okx.provider };
    rememberWalletSignIn('okx', ADDRESS);
    const signOut = jest.fn();
    renderHook(() => useSignOutWhenWalletChanges(USER, signOut));
    kasware.emit(['kaspa:qother']);
    expect(signOut).not.toHaveBeenCalled();
    okx.emit([]);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('listens to every wallet when the sign-in happened elsewhere, and to none for a user without a wallet', () => {
    const kasware = fakeProvider();
    window.kasware = kasware.provider;
    const signOut = jest.fn();
    const { rerender } = renderHook(({ user }) => useSignOutWhenWalletChanges(user, signOut), {
      initialProps: { user: USER as AuthUser | null },
    });
    kasware.emit(['kaspa:qother']);
    expect(signOut).toHaveBeenCalledTimes(1);
    rerender({ user: { id: 'u2', displayName: 'Demo voter 1a2b', address: null, method: 'demo' } });
    expect(kasware.listeners.size).toBe(0);
  });
});
