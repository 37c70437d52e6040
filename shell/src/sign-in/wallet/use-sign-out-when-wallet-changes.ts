import { useEffect, useRef } from 'react';
import type { AuthUser } from '@nacho/contracts';
import { useFoundWallets } from './found-wallets';
import { walletOfSession } from './wallet-memory';

/**
 * A wallet user whose wallet switches to another account or disconnects is signed out: the
 * session must not outlive the account that proved it. Only the wallet that signed the session in
 * is listened to when this browser knows which one it was (another wallet's account is none of
 * this session's business); otherwise every wallet found is.
 */
export function useSignOutWhenWalletChanges(user: AuthUser | null, signOut: () => void) {
  const signOutRef = useRef(signOut);
  signOutRef.current = signOut;
  const address = user?.method === 'wallet' && user.address ? user.address.toLowerCase() : null;
  const wallets = useFoundWallets();
  const sessionWallet = address ? walletOfSession(address) : null;
  const watched = wallets.filter((w) => !sessionWallet || w.id === sessionWallet);
  const watchedKey = watched.map((w) => w.id).join(' ');

  useEffect(() => {
    if (!address) return;
    const unsubscribers = watched.map((w) =>
      w.onAccountsChanged((accounts) => {
        if (accounts[0]?.toLowerCase() !== address) signOutRef.current();
      }),
    );
    return () => unsubscribers.forEach((off) => off());
    // The wallets are recreated at each render; their ids say when the set really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [address, watchedKey]);
}
