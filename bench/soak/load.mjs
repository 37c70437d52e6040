/**
 * The soak's load: `clients` connections to the edge, each sending one request after the other,
 * each time of a kind drawn by weight (MIX). Voters are wallets signed in during the run (new ones
 * all the time, so sessions pile up in Redis); a few sign out, most are simply left behind, as
 * visitors leave. Sign-ins come each from a new loopback address (the sign-in rate limit counts
 * per client IP, as it would for that many visitors); everything else from the client's own.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cookieJar, openConnection } from './http-connection.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { testWallet } = createRequire(import.meta.url)(
  path.join(root, 'services/contest/build/test/auth/testing/test-wallet.js'),
);

/** Relative weights of what a client does next. */
export const MIX = {
  'explorer API read': 45,
  'explorer page': 15,
  'wallet sign-in': 3,
  like: 20,
  unlike: 7,
  'sign-out': 1,
  'admin read': 6,
};

/** The signed-in voters the clients like with; beyond this the oldest is left behind (signed in). */
const MAX_VOTERS = 300;
/** Token ids the likes and reads pick from (the demo collection has them all). */
const TOKENS = 500;
export const ADMIN_READS = [
  '/api/admin/stats',
  '/api/admin/like-logs',
  '/api/admin/audit-log',
  '/api/admin/system',
  '/api/admin/likes-per-month',
  '/api/admin/contest-months',
];

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const token = () => 1 + Math.floor(Math.random() * TOKENS);

function drawKind() {
  const total = Object.values(MIX).reduce((a, b) => a + b, 0);
  let r = Math.random() * total;
  for (const [kind, weight] of Object.entries(MIX)) if ((r -= weight) < 0) return kind;
  return 'explorer API read';
}

/** The dashboard's API reads and the wallet and NFT pages of the explorer. */
function explorerApiRead(holders) {
  const id = token();
  return pick([
    '/api/nft/holders',
    '/api/nft/tokens',
    `/api/nft/nfts/${id}/detail`,
    `/api/nft/tokens/${id}`,
    '/api/nft/traits',
    '/api/nft/special',
    `/api/nft/wallets/${pick(holders)}`,
    `/api/likes/nft/${id}`,
    '/api/hall-of-fame/top',
    '/api/hall-of-fame/nft-of-the-month',
    '/api/hall-of-fame/history',
    '/api/market/dashboard-stats',
    '/api/market/history',
    `/api/market/sales?tokenId=${id}`,
  ]);
}
const explorerPage = (holders) => pick([`/nft/${token()}`, `/wallet/${pick(holders)}`, '/', '/hall-of-fame']);

/**
 * Starts the load; resolves when `durationMs` has passed and every client finished its request
 * in flight. `onSignInAddress(address, atMs)`: each address a sign-in starts from, for the
 * limiter's bound. A like, unlike or sign-out before any voter exists signs one in instead.
 */
export async function runLoad({
  edgeUrl,
  clients,
  durationMs,
  holders,
  adminPasscode,
  recorder,
  counters,
  onSignInAddress = () => {},
}) {
  const t0 = performance.now();
  const elapsed = () => performance.now() - t0;
  const voters = [];
  let signInAddresses = 0;
  /** 127.2.0.1 onwards: a new visitor's address for each sign-in. */
  const nextSignInAddress = () => {
    const n = ++signInAddresses % 65_000;
    return `127.2.${n >> 8}.${n & 255}`;
  };

  const api = async (conn, kind, method, url, { jar, body, expectJson = true } = {}) => {
    const answer = await conn.request(method, url, { headers: jar?.size ? { cookie: jar.header() } : {}, body });
    jar?.keep(answer.setCookie);
    return { answer, outcome: recorder.record(kind, method, url, answer, { expectJson, at: elapsed() }) };
  };

  async function signIn() {
    const address = nextSignInAddress();
    onSignInAddress(address, elapsed());
    const conn = openConnection(edgeUrl, address, { keepAlive: false });
    try {
      const wallet = testWallet();
      const jar = cookieJar();
      const challenge = await api(conn, 'wallet challenge', 'POST', '/api/auth/wallet/challenge', {
        jar,
        body: { address: wallet.address },
      });
      if (challenge.outcome !== 'ok') return;
      const { nonce, message } = challenge.answer.json;
      const verify = await api(conn, 'wallet verify', 'POST', '/api/auth/wallet/verify', {
        jar,
        body: { address: wallet.address, publicKey: wallet.compressedHex, signature: wallet.sign(message), nonce },
      });
      if (verify.outcome !== 'ok') return;
      counters.signIns++;
      voters.push({ jar, liked: [], busy: 0 });
      if (voters.length > MAX_VOTERS) voters.shift();
    } finally {
      conn.close();
    }
  }

  /** The admin session the admin reads share; signed in again when it is refused. */
  let admin;
  const adminSession = (conn) =>
    (admin ??= (async () => {
      const jar = cookieJar();
      const { outcome } = await api(conn, 'admin sign-in', 'POST', '/api/admin/session', {
        jar,
        body: { passcode: adminPasscode },
      });
      if (outcome !== 'ok') throw new Error('admin sign-in failed');
      counters.adminSignIns++;
      return jar;
    })().catch((error) => {
      admin = undefined;
      throw error;
    }));

  /** A voter for a like or unlike: marked busy so that no sign-out ends its session meanwhile. */
  const useVoter = async (use) => {
    const voter = pick(voters);
    voter.busy++;
    try {
      return await use(voter);
    } finally {
      voter.busy--;
    }
  };

  async function step(conn) {
    const kind = drawKind();
    switch (kind) {
      case 'explorer API read':
        return api(conn, kind, 'GET', explorerApiRead(holders));
      case 'explorer page':
        return api(conn, kind, 'GET', explorerPage(holders), { expectJson: false });
      case 'like':
        if (!voters.length) return signIn();
        return useVoter(async (voter) => {
          // Now and then a token liked already today: the designed 400 already_liked.
          const id = voter.liked.length && Math.random() < 0.15 ? pick(voter.liked) : token();
          const { outcome } = await api(conn, kind, 'POST', `/api/likes/nft/${id}`, { jar: voter.jar, body: {} });
          if (outcome === 'ok') voter.liked.push(id);
        });
      case 'unlike':
        if (!voters.length) return signIn();
        return useVoter(async (voter) => {
          if (!voter.liked.length) return;
          const id = voter.liked.splice(Math.floor(Math.random() * voter.liked.length), 1)[0];
          await api(conn, kind, 'DELETE', `/api/likes/nft/${id}`, { jar: voter.jar });
        });
      case 'sign-out': {
        const voter = voters.find((v) => v.busy === 0);
        if (!voter) return signIn();
        voters.splice(voters.indexOf(voter), 1);
        const { outcome } = await api(conn, kind, 'POST', '/api/auth/logout', { jar: voter.jar, body: {} });
        if (outcome === 'ok') counters.signOuts++;
        return undefined;
      }
      case 'admin read': {
        let jar;
        try {
          jar = await adminSession(conn);
        } catch {
          return undefined;
        }
        const { answer } = await api(conn, kind, 'GET', pick(ADMIN_READS), { jar });
        if (answer.status === 401 || answer.status === 403) admin = undefined;
        return undefined;
      }
      default:
        return signIn();
    }
  }

  const loops = Array.from({ length: clients }, async (_, i) => {
    const conn = openConnection(edgeUrl, `127.1.${(i + 1) >> 8}.${(i + 1) & 255}`);
    try {
      while (elapsed() < durationMs) await step(conn);
    } finally {
      conn.close();
    }
  });
  await Promise.all(loops);
  return { elapsedMs: elapsed(), voters: voters.length, signInAddresses };
}
