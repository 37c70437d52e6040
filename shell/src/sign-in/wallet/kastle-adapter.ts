import { signatureToHex, walletCall, WalletRejectedError, type WalletAdapter } from './wallet-adapter';

type AccountListener = (address: string | null) => void;

/** The part of Kastle's injected `window.kastle` that sign-in uses. */
export interface KastleProvider {
  connect(): Promise<boolean>;
  getAccount(): Promise<{ address: string; publicKey: string }>;
  signMessage(message: string): Promise<unknown>;
  on?(event: 'kas:account_changed', listener: AccountListener): unknown;
  removeListener?(event: 'kas:account_changed', listener: AccountListener): unknown;
}

declare global {
  interface Window {
    kastle?: KastleProvider;
  }
}

/** Kastle versions without on() post their account changes to the page instead (see forbole/kastle-sdk). */
const ACCOUNT_MESSAGE_IDS = new Set(['kas:account_changed', 'kas_accountChanged']);

const provider = (): KastleProvider => {
  if (!window.kastle) throw new Error('Kastle is not available in this browser');
  return window.kastle;
};

/** Kastle (forbole): connect(), then getAccount() → {address, publicKey}; signMessage(message) signs KIP-5 Schnorr. */
export const kastleAdapter: WalletAdapter = {
  id: 'kastle',
  name: 'Kastle',
  installUrl: 'https://kastle.cc/',
  isInstalled: () => typeof window !== 'undefined' && Boolean(window.kastle),
  async connect() {
    const kastle = provider();
    const connected = await walletCall(() => kastle.connect());
    if (connected === false) throw new WalletRejectedError();
    const account = await walletCall(() => kastle.getAccount());
    if (!account || typeof account.address !== 'string' || typeof account.publicKey !== 'string') {
      throw new Error('Kastle returned no account: unlock the wallet and try again');
    }
    return { address: account.address, publicKey: account.publicKey };
  },
  async signMessage(message) {
    const kastle = provider();
    return signatureToHex(await walletCall(() => kastle.signMessage(message)));
  },
  onAccountsChanged(listener) {
    const kastle = window.kastle;
    if (!kastle) return () => {};
    const onAccount: AccountListener = (address) => listener(address ? [address] : []);
    if (typeof kastle.on === 'function') {
      kastle.on('kas:account_changed', onAccount);
      return () => {
        kastle.removeListener?.('kas:account_changed', onAccount);
      };
    }
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { id?: unknown; response?: unknown } | null;
      if (event.source !== window || !data || !ACCOUNT_MESSAGE_IDS.has(String(data.id))) return;
      onAccount(typeof data.response === 'string' ? data.response : null);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  },
};
