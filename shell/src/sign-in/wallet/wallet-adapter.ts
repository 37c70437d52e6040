/**
 * What the sign-in dialog needs from a browser wallet. KasWare is the first; another Kaspa wallet
 * is one more object of this shape in WALLET_ADAPTERS.
 */
export interface WalletAdapter {
  id: string;
  name: string;
  /** Where a visitor without the extension can get it. */
  installUrl: string;
  isInstalled(): boolean;
  /** Asks the wallet for its account: the address and its public key (hex). */
  connect(): Promise<{ address: string; publicKey: string }>;
  /** A Kaspa personal-message Schnorr signature of `message`, 64 bytes as hex. */
  signMessage(message: string): Promise<string>;
  /** Calls `listener` when the wallet switches or disconnects accounts; returns the unsubscribe. */
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
  return typeof e?.message === 'string' && /reject|cancel|denied|declined/i.test(e.message);
}

/** Wallets answer hex or base64; the server wants the 64 signature bytes as hex. */
export function signatureToHex(signature: string): string {
  const s = signature.trim();
  if (/^[0-9a-fA-F]{128}$/.test(s)) return s.toLowerCase();
  try {
    const bytes = Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
    if (bytes.length === 64) return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    // not base64 either
  }
  throw new Error('The wallet returned a signature in an unknown format');
}
