/**
 * Signs bench users in the way a browser with KasWare does: POST /api/auth/wallet/challenge, sign
 * the message with the user's key, POST /api/auth/wallet/verify; the answer sets the signed
 * session cookie, which every later request of that user sends. Each user has its own client IP
 * (X-Forwarded-For from the edge, TRUST_PROXY on), as 200 real voters would.
 */
import { requireCompiled } from '../api/compiled.mjs';

const { testWallet } = requireCompiled('services/contest/build/test/auth/testing/test-wallet.js');

export const userIp = (i) => `10.1.${i >> 8}.${i & 255}`;

/** The Cookie header value made of an answer's Set-Cookie headers (name=value pairs). */
function cookieHeader(response) {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function signIn(base, i) {
  const wallet = testWallet();
  // Behind the TLS edge the site's origin is https (X-Forwarded-Proto).
  const headers = {
    origin: base.replace('http:', 'https:'),
    'content-type': 'application/json',
    'x-forwarded-for': userIp(i),
    'x-forwarded-proto': 'https',
  };
  const challenge = await fetch(`${base}/api/auth/wallet/challenge`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ address: wallet.address }),
  });
  if (!challenge.ok) throw new Error(`challenge ${challenge.status}: ${await challenge.text()}`);
  const { nonce, message } = await challenge.json();
  const verify = await fetch(`${base}/api/auth/wallet/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      address: wallet.address,
      publicKey: wallet.compressedHex,
      signature: wallet.sign(message),
      nonce,
    }),
  });
  if (!verify.ok) throw new Error(`verify ${verify.status}: ${await verify.text()}`);
  const cookie = cookieHeader(verify);
  const me = await fetch(`${base}/api/auth/user`, {
    headers: { cookie, 'x-forwarded-for': userIp(i), 'x-forwarded-proto': 'https' },
  });
  const user = await me.json();
  if (!user?.id) throw new Error(`the session cookie does not sign in: ${JSON.stringify(user)}`);
  return { id: user.id, address: wallet.address, cookie, ip: userIp(i) };
}
