import type { KaspaKeyType } from '@nacho/domain';

export interface WalletAccount {
  address: string;
  /** Hex: compressed (02/03) or x-only, as the wallet gives it. */
  publicKey: string;
}

/**
 * What the sign-in dialog needs from a browser wallet: KasWare, Kastle and OKX are built in
 * (BUILT_IN_WALLETS), a wallet that announces itself (KIP-12, Kaspa Wallet Standard) is one more
 * object of this shape.
 */
export interface WalletAdapter {
  id: string;
  name: string;
  /** The icon the wallet announced: a data:image/ URI, else none (the dialog draws a letter). */
  icon?: string;
  /** Where a visitor without the wallet can get it (built-in wallets). */
  installUrl?: string;
  isInstalled(): boolean;
  /** Asks the wallet for its account: the address and its public key (hex). */
  connect(): Promise<WalletAccount>;
  /**
   * A Kaspa personal-message signature of `message` in the scheme of the account's key (Schnorr
   * for a version 0 address, ECDSA for version 1), 64 bytes as hex.
   */
  signMessage(message: string, keyType: KaspaKeyType): Promise<string>;
  /** Calls `listener` when the wallet switches accounts or disconnects ([]); returns the unsubscribe. */
  onAccountsChanged(listener: (accounts: string[]) => void): () => void;
}

/** The wallet closed the prompt or the person said no. */
export class WalletRejectedError extends Error {
  constructor(message = 'The wallet request was cancelled') {
    super(message);
    this.name = 'WalletRejectedError';
  }
}

export function isUserRejection(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (e && e.code === 4001) return true;
  const message = typeof err === 'string' ? err : e?.message;
  return typeof message === 'string' && /reject|cancel|denied|declined/i.test(message);
}

/** Runs a wallet call, turning the wallet's "the person said no" into WalletRejectedError. */
export async function walletCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (isUserRejection(err)) throw new WalletRejectedError();
    throw err;
  }
}

/**
 * Wallets answer hex or base64, some as an object with the signature in it; the server wants the
 * 64 signature bytes (Schnorr, or ECDSA r||s) as hex.
 */
export function signatureToHex(answer: unknown): string {
  const signature =
    typeof answer === 'object' && answer !== null && 'signature' in answer
      ? (answer as { signature: unknown }).signature
      : answer;
  if (typeof signature !== 'string') throw new Error('The wallet returned no signature');
  const s = signature.trim().replace(/^0x/i, '');
  if (/^[0-9a-fA-F]{128}$/.test(s)) return s.toLowerCase();
  try {
    const bytes = Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
    if (bytes.length === 64) return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    // not base64 either
  }
  throw new Error('The wallet returned a signature in an unknown format');
}
