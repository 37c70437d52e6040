import type { CookieClient } from '@nacho/core/testing';
import { startLoad, type LoadRun, type RequestSpec } from './fault-load';
import { signedInClient } from './wallet-session';

/**
 * What the dashboard and the contest pages read, by the service that answers it. `snapshot` reads
 * are answered from the nft service's in-memory snapshot (and the static files from disk): they
 * need no database. The others read PostgreSQL on every request.
 */
export const STATIC_READS = [
  '/',
  '/main.js',
  '/runtime-config.json',
  '/mfe/explorer/remoteEntry.js',
  '/mfe/contest/remoteEntry.js',
  '/mfe/admin/remoteEntry.js',
  '/mfe/contest/mf-manifest.json',
];

const tokenId = (n: number) => 1 + ((n * 37) % 500);

export function snapshotRead(n: number): RequestSpec {
  const reads = [
    '/api/nft/holders',
    '/api/nft/tokens',
    `/api/nft/nfts/${tokenId(n)}/detail`,
    `/api/nft/tokens/${tokenId(n)}`,
    '/api/nft/traits',
    '/api/nft/special',
  ];
  return { group: 'nft', path: reads[n % reads.length]! };
}

export function staticRead(n: number): RequestSpec {
  return { group: 'static', path: STATIC_READS[n % STATIC_READS.length]! };
}

export function databaseRead(n: number): RequestSpec {
  const reads: RequestSpec[] = [
    { group: 'contest', path: '/api/hall-of-fame/top' },
    { group: 'contest', path: '/api/hall-of-fame/nft-of-the-month' },
    { group: 'contest', path: '/api/hall-of-fame/history' },
    { group: 'contest', path: `/api/likes/nft/${tokenId(n)}` },
    { group: 'market', path: '/api/market/dashboard-stats' },
    { group: 'market', path: '/api/market/history' },
    { group: 'market', path: `/api/market/sales?tokenId=${tokenId(n)}` },
  ];
  return reads[n % reads.length]!;
}

/** The whole read mix: every client walks through nft, database and static reads in turn. */
export function mixedRead(client: number, n: number): RequestSpec {
  const k = n + client * 7;
  switch (k % 3) {
    case 0:
      return snapshotRead(k);
    case 1:
      return databaseRead(k);
    default:
      return staticRead(k);
  }
}

/**
 * A signed-in user's like of the next token (each writer walks its own range of token ids, so every
 * like is new and accepted when nothing is broken).
 */
export function likeWrite(user: CookieClient, origin: string, n: number, firstToken: number): RequestSpec {
  return {
    group: 'likes',
    method: 'POST',
    path: `/api/likes/nft/${firstToken + n}`,
    headers: { Origin: origin, 'Content-Type': 'application/json', cookie: user.cookieHeader() },
  };
}

/**
 * The like load of the fault tests: `count` users signed in through the edge, each liking in a loop
 * through its own 4,000 token ids. `writers` are the signed-in users, for checks after the fault.
 */
export async function startLikeWriters(
  edgeUrl: string,
  count: number,
): Promise<{ writers: Array<CookieClient & { address: string }>; writes: LoadRun }> {
  const writers = await Promise.all(Array.from({ length: count }, () => signedInClient(edgeUrl)));
  const origin = new URL(edgeUrl).origin;
  const writes = startLoad(edgeUrl, count, (client, n) =>
    likeWrite(writers[client]!, origin, n % 4000, 1 + client * 4000),
  );
  return { writers, writes };
}
