import { cookieClient, type CookieClient } from '@nacho/core/testing';
import { testWallet } from '../../e2e/support/stand-in-kasware';

/** Signs a fresh wallet in against `base` (the edge or one replica) as the browser does; the client keeps the session cookie. */
export async function signInWithWallet(
  base: string,
): Promise<{ client: CookieClient; address: string; answeredBy: string[] }> {
  const wallet = testWallet();
  const client = cookieClient(base);
  const challenge = await client.post('/api/auth/wallet/challenge', { address: wallet.address });
  if (challenge.status !== 200) throw new Error(`wallet challenge: ${challenge.status} ${await challenge.text()}`);
  const { nonce, message } = (await challenge.json()) as { nonce: string; message: string };
  const verify = await client.post('/api/auth/wallet/verify', {
    address: wallet.address,
    publicKey: wallet.compressedHex,
    signature: wallet.sign(message),
    nonce,
  });
  if (verify.status !== 200) throw new Error(`wallet verify: ${verify.status} ${await verify.text()}`);
  return {
    client,
    address: wallet.address,
    answeredBy: [challenge, verify].map((r) => r.headers.get('x-instance') ?? ''),
  };
}
