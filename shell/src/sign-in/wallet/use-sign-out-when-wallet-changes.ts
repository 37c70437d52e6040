import { useEffect, useRef } from 'react';
import type { AuthUser } from '@nacho/contracts';
import { WALLET_ADAPTERS } from './kasware-adapter';

/**
 * A wallet user whose wallet switches to another account (or disconnects) is signed out: the
 * session must not outlive the account that proved it.
 */
export function useSignOutWhenWalletChanges(user: AuthUser | null, signOut: () => void) {
  const signOutRef = useRef(signOut);
  signOutRef.current = signOut;
  const address = user?.method === 'wallet' ? user.address : null;
  useEffect(() => {
    if (!address) return;
    const unsubscribers = WALLET_ADAPTERS.filter((w) => w.isInstalled()).map((w) =>
      w.onAccountsChanged((accounts) => {
        if (accounts[0]?.toLowerCase() !== address) signOutRef.current();
      }),
    );
    return () => unsubscribers.forEach((off) => off());
  }, [address]);
}
