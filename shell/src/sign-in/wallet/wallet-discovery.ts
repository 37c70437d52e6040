import { kaswareShapedAdapter, type KaswareShapedProvider } from './kasware-shaped-adapter';
import { isUsableKip12Detail, kip12Adapter } from './kip12-adapter';
import type { WalletAdapter } from './wallet-adapter';
import { safeWalletIcon } from './wallet-icon-source';

/** A wallet that announced itself, with the provider object it handed over. */
export interface AnnouncedWallet {
  adapter: WalletAdapter;
  provider: unknown;
}

/** The Kaspa Wallet Standard draft's announce (`kaspa:announceProvider`): a KasWare-shaped provider. */
interface WalletStandardDetail {
  info: { uuid: string; name: string; icon?: string; rdns?: string };
  provider: KaswareShapedProvider;
}

function isWalletStandardDetail(detail: unknown): detail is WalletStandardDetail {
  const d = detail as Partial<WalletStandardDetail> | null;
  return (
    typeof d?.info?.uuid === 'string' &&
    typeof d.info.name === 'string' &&
    Boolean(d.info.name.trim()) &&
    typeof d.provider?.requestAccounts === 'function'
  );
}

/**
 * Collects the wallets that announce themselves on `target`, by both discovery drafts: KIP-12
 * (`kaspa:provider`) and the Kaspa Wallet Standard (`kaspa:announceProvider`). Both answer the
 * page's `kaspa:requestProvider`; a wallet that loads later announces unprompted, so the listeners
 * stay for the page's lifetime. An announce seen before (same id, or the same provider object) is
 * ignored: the first one wins.
 */
export function createWalletDiscovery(target: Window) {
  let wallets: readonly AnnouncedWallet[] = [];
  const keys = new Set<string>();
  const listeners = new Set<() => void>();
  let started = false;

  const add = (key: string, provider: unknown, makeAdapter: () => WalletAdapter) => {
    if (keys.has(key) || wallets.some((w) => w.provider === provider)) return;
    keys.add(key);
    wallets = [...wallets, { adapter: makeAdapter(), provider }];
    listeners.forEach((listener) => listener());
  };

  const onWalletStandard = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (!isWalletStandardDetail(detail)) return;
    const { info, provider } = detail;
    const id = `ws:${info.rdns ?? info.uuid}`;
    add(id, provider, () =>
      kaswareShapedAdapter({ id, name: info.name.trim(), icon: safeWalletIcon(info.icon), provider: () => provider }),
    );
  };

  const onKip12 = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (!isUsableKip12Detail(detail)) return;
    add(`kip12:${detail.info.id}`, detail.provider, () => kip12Adapter(detail));
  };

  return {
    /** Starts listening (once) and asks the wallets already present to announce themselves. */
    request() {
      if (!started) {
        started = true;
        target.addEventListener('kaspa:announceProvider', onWalletStandard);
        target.addEventListener('kaspa:provider', onKip12);
      }
      target.dispatchEvent(new CustomEvent('kaspa:requestProvider'));
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: (): readonly AnnouncedWallet[] => wallets,
  };
}

export type WalletDiscovery = ReturnType<typeof createWalletDiscovery>;

const NO_WALLETS: readonly AnnouncedWallet[] = [];

/** The page's discovery; undefined outside a browser (server rendering). */
export const walletDiscovery: WalletDiscovery | undefined =
  typeof window === 'undefined' ? undefined : createWalletDiscovery(window);

export const noAnnouncedWallets = (): readonly AnnouncedWallet[] => NO_WALLETS;
