import { isUserRejection, signatureToHex, WalletRejectedError, type WalletAdapter } from './wallet-adapter';

/** The part of KasWare's injected `window.kasware` that sign-in uses. */
export interface KaswareProvider {
  requestAccounts(): Promise<string[]>;
  getPublicKey(): Promise<string>;
  signMessage(message: string, options?: { type: 'schnorr' | 'ecdsa' } | 'schnorr' | 'ecdsa'): Promise<string>;
  on(event: 'accountsChanged', listener: (accounts: string[]) => void): void;
  removeListener(event: 'accountsChanged', listener: (accounts: string[]) => void): void;
}

declare global {
  interface Window {
    kasware?: KaswareProvider;
  }
}

const provider = (): KaswareProvider => {
  if (!window.kasware) throw new Error('KasWare is not installed in this browser');
  return window.kasware;
};

async function wrap<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (isUserRejection(err)) throw new WalletRejectedError();
    throw err;
  }
}

export const kaswareAdapter: WalletAdapter = {
  id: 'kasware',
  name: 'KasWare',
  installUrl: 'https://www.kasware.xyz/',
  isInstalled: () => typeof window !== 'undefined' && Boolean(window.kasware),
  async connect() {
    const [address] = await wrap(() => provider().requestAccounts());
    if (!address) throw new Error('KasWare returned no account: unlock the wallet and try again');
    const publicKey = await wrap(() => provider().getPublicKey());
    return { address, publicKey };
  },
  async signMessage(message) {
    const kasware = provider();
    let signature: string;
    try {
      signature = await kasware.signMessage(message, { type: 'schnorr' });
    } catch (err) {
      if (isUserRejection(err)) throw new WalletRejectedError();
      // Older KasWare versions take the signature type as a plain string.
      signature = await wrap(() => kasware.signMessage(message, 'schnorr'));
    }
    return signatureToHex(signature);
  },
  onAccountsChanged(listener) {
    const kasware = window.kasware;
    if (!kasware) return () => {};
    kasware.on('accountsChanged', listener);
    return () => kasware.removeListener('accountsChanged', listener);
  },
};

export const WALLET_ADAPTERS: readonly WalletAdapter[] = [kaswareAdapter];
