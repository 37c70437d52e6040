/** The wallets this browser signed in with, most recent first: the dialog lists them in that order. */
const LAST_USED_KEY = 'nacho-wallets-last-used';
/** Which wallet signed the current session in, and for which address: its account events sign out. */
const SESSION_KEY = 'nacho-wallet-session';
const MAX_REMEMBERED = 10;

function read(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null; // storage blocked or a value this code did not write
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage blocked or full: the order is a convenience
  }
}

export function lastUsedWalletIds(): string[] {
  const ids = read(LAST_USED_KEY);
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** Remembers a successful sign-in with `walletId` for `address` (lower case). */
export function rememberWalletSignIn(walletId: string, address: string): void {
  write(LAST_USED_KEY, [walletId, ...lastUsedWalletIds().filter((id) => id !== walletId)].slice(0, MAX_REMEMBERED));
  write(SESSION_KEY, { walletId, address: address.toLowerCase() });
}

/** The wallet that signed `address` in from this browser, if it was one. */
export function walletOfSession(address: string): string | null {
  const session = read(SESSION_KEY) as { walletId?: unknown; address?: unknown } | null;
  return session && session.address === address.toLowerCase() && typeof session.walletId === 'string'
    ? session.walletId
    : null;
}

/** `wallets` with the ones used last first (most recent first), the others after in their order. */
export function orderByLastUsed<T extends { id: string }>(wallets: readonly T[], lastUsed = lastUsedWalletIds()): T[] {
  const rank = (id: string) => {
    const i = lastUsed.indexOf(id);
    return i === -1 ? lastUsed.length : i;
  };
  return wallets
    .map((wallet, index) => ({ wallet, index }))
    .sort((a, b) => rank(a.wallet.id) - rank(b.wallet.id) || a.index - b.index)
    .map(({ wallet }) => wallet);
}
