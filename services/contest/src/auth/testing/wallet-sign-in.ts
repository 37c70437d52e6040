import type { CookieClient } from '@nacho/core/testing';
import type { testWallet } from './test-wallet';

/** Signs `browser` in with `wallet` through the real challenge and verify routes; returns the verify reply. */
export async function signInWithWallet(
  browser: CookieClient,
  wallet: ReturnType<typeof testWallet>,
): Promise<Response> {
  const res = await browser.post('/api/auth/wallet/challenge', { address: wallet.address });
  if (res.status !== 200) throw new Error(`wallet challenge answered ${res.status}: ${await res.text()}`);
  const { nonce, message } = (await res.json()) as { nonce: string; message: string };
  return browser.post('/api/auth/wallet/verify', verifyBody(wallet, { nonce, message }));
}

/** The verify body for a challenge: `wallet`'s address and compressed key, and its signature of the challenge's message. */
export function verifyBody(wallet: ReturnType<typeof testWallet>, challenge: { nonce: string; message: string }) {
  return {
    address: wallet.address,
    publicKey: wallet.compressedHex,
    signature: wallet.sign(challenge.message),
    nonce: challenge.nonce,
  };
}
