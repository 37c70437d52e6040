import { cookieClient, type CookieClient } from '@nacho/core/testing';
import { testWallet } from '../../e2e/support/stand-in-kasware';

/**
 * A client signed in through the edge with a new wallet (challenge, signature, verify): the way a
 * browser signs in, and available in every mode (the demo sign-in is not in production).
 */
export async function signedInClient(edgeUrl: string): Promise<CookieClient & { address: string }> {
  const wallet = testWallet();
  const client = cookieClient(edgeUrl);
  const challenge = await client.post('/api/auth/wallet/challenge', { address: wallet.address });
  if (challenge.status !== 200)
    throw new Error(`wallet challenge answered ${challenge.status}: ${await challenge.text()}`);
  const { nonce, message } = (await challenge.json()) as { nonce: string; message: string };
  const verified = await client.post('/api/auth/wallet/verify', {
    address: wallet.address,
    publicKey: wallet.compressedHex,
    signature: wallet.sign(message),
    nonce,
  });
  if (verified.status !== 200) throw new Error(`wallet verify answered ${verified.status}: ${await verified.text()}`);
  return Object.assign(client, { address: wallet.address });
}
