/**
 * How long the dialog waits for the wallet to answer one request (connect, or sign). It includes
 * the person's time to unlock the wallet and read the message, so it is generous; the dialog's
 * Cancel ends the wait at any time.
 */
export const WALLET_ANSWER_TIMEOUT_MS = 90_000;

export class WalletTimeoutError extends Error {
  constructor(walletName: string, ms: number) {
    const seconds = Math.max(1, Math.round(ms / 1000));
    super(
      `${walletName} did not answer within ${seconds} second${seconds === 1 ? '' : 's'}. Check the wallet for a waiting request (unlock it if it is locked), then try again.`,
    );
    this.name = 'WalletTimeoutError';
  }
}

/** `promise`, or a WalletTimeoutError after `ms`: a wallet that never answers leaves no dialog waiting. */
export function withWalletTimeout<T>(
  promise: Promise<T>,
  walletName: string,
  ms = WALLET_ANSWER_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WalletTimeoutError(walletName, ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
