import { signatureToHex, walletCall, WalletRejectedError, isUserRejection, type WalletAdapter } from './wallet-adapter';

type SignatureTypeArgument = { type: string } | string;

/**
 * The KasWare-shaped provider: KasWare's `window.kasware` (and wallets that copy it, such as
 * Kasanova), OKX's `window.okxwallet.kaspa`, and what the Kaspa Wallet Standard's
 * `kaspa:announceProvider` hands over. Only the part sign-in uses.
 */
export interface KaswareShapedProvider {
  requestAccounts(): Promise<string[]>;
  getPublicKey?(): Promise<string>;
  signMessage?(message: string, type?: SignatureTypeArgument): Promise<unknown>;
  on?(event: 'accountsChanged', listener: (accounts: string[]) => void): unknown;
  removeListener?(event: 'accountsChanged', listener: (accounts: string[]) => void): unknown;
}

export interface KaswareShapedOptions {
  id: string;
  name: string;
  icon?: string;
  installUrl?: string;
  provider: () => KaswareShapedProvider | undefined;
}

/** A WalletAdapter over a KasWare-shaped provider. */
export function kaswareShapedAdapter({ id, name, icon, installUrl, provider }: KaswareShapedOptions): WalletAdapter {
  const current = (): KaswareShapedProvider => {
    const p = provider();
    if (!p) throw new Error(`${name} is not available in this browser`);
    return p;
  };
  return {
    id,
    name,
    icon,
    installUrl,
    isInstalled: () => typeof window !== 'undefined' && Boolean(provider()),
    async connect() {
      const p = current();
      const accounts = await walletCall(() => p.requestAccounts());
      const address = Array.isArray(accounts) ? accounts[0] : undefined;
      if (typeof address !== 'string' || !address) {
        throw new Error(`${name} returned no account: unlock the wallet and try again`);
      }
      if (typeof p.getPublicKey !== 'function') throw new Error(`${name} does not give its public key to sites`);
      const publicKey = await walletCall(() => p.getPublicKey!());
      if (typeof publicKey !== 'string' || !publicKey) throw new Error(`${name} returned no public key`);
      return { address, publicKey };
    },
    async signMessage(message, keyType) {
      const p = current();
      if (typeof p.signMessage !== 'function') throw new Error(`${name} cannot sign messages`);
      // KasWare's documentation shows two forms of the type argument: an options object in the
      // current versions, a plain string ("ecdsa" | "bip322-simple") in older ones. Try the first;
      // when the wallet refuses it or answers something that is not a signature, the second.
      try {
        return signatureToHex(await p.signMessage(message, { type: keyType }));
      } catch (err) {
        if (isUserRejection(err)) throw new WalletRejectedError();
        return signatureToHex(await walletCall(() => p.signMessage!(message, keyType)));
      }
    },
    onAccountsChanged(listener) {
      const p = provider();
      if (!p || typeof p.on !== 'function') return () => {};
      p.on('accountsChanged', listener);
      return () => {
        p.removeListener?.('accountsChanged', listener);
      };
    },
  };
}
