import { useEffect, useSyncExternalStore } from 'react';
import { kastleAdapter } from './kastle-adapter';
import { kaswareAdapter } from './kasware-adapter';
import { okxAdapter } from './okx-adapter';
import type { WalletAdapter } from './wallet-adapter';
import { noAnnouncedWallets, walletDiscovery, type AnnouncedWallet } from './wallet-discovery';
import { orderByLastUsed } from './wallet-memory';

interface BuiltInWallet {
  adapter: WalletAdapter;
  /** The object the wallet injects, to recognise it when it also announces itself. */
  injected: () => unknown;
}

const BUILT_IN: readonly BuiltInWallet[] = [
  { adapter: kaswareAdapter, injected: () => window.kasware },
  { adapter: kastleAdapter, injected: () => window.kastle },
  { adapter: okxAdapter, injected: () => window.okxwallet?.kaspa },
];

/** The wallets this site knows by name: offered with install links when none is found. */
export const BUILT_IN_WALLETS: readonly WalletAdapter[] = BUILT_IN.map((w) => w.adapter);

/**
 * The wallets in this browser: the built-in ones that are installed, then the announced ones that
 * are not one of those (same provider object, or same name); a built-in wallet that also announced
 * itself shows the icon it announced. Ordered by last use.
 */
export function foundWallets(announced: readonly AnnouncedWallet[], lastUsed?: string[]): WalletAdapter[] {
  const installed = BUILT_IN.filter((w) => w.adapter.isInstalled());
  const found: WalletAdapter[] = installed.map(({ adapter, injected }) => {
    const twin = announced.find(
      (a) => a.provider === injected() || a.adapter.name.toLowerCase() === adapter.name.toLowerCase(),
    );
    return twin?.adapter.icon ? { ...adapter, icon: twin.adapter.icon } : adapter;
  });
  for (const { adapter, provider } of announced) {
    const isBuiltIn = installed.some(
      (w) => w.injected() === provider || w.adapter.name.toLowerCase() === adapter.name.toLowerCase(),
    );
    if (!isBuiltIn) found.push(adapter);
  }
  return orderByLastUsed(found, lastUsed);
}

/** The found wallets, updated as wallets announce themselves; asks them to announce on mount. */
export function useFoundWallets(): WalletAdapter[] {
  const announced = useSyncExternalStore(
    walletDiscovery?.subscribe ?? (() => () => {}),
    walletDiscovery?.getSnapshot ?? noAnnouncedWallets,
    noAnnouncedWallets,
  );
  useEffect(() => walletDiscovery?.request(), []);
  return foundWallets(announced);
}
