#!/usr/bin/env node
/**
 * Activity and history reads over 1,000,000 activity rows (ACTIVITY_ROWS), each filter of the
 * /activity page and a deep keyset page, beside a bare Koa endpoint measured in alternation in the
 * same run (median of BENCH_RUNS runs of BENCH_DURATION seconds, BENCH_CONNECTIONS connections).
 * Every request carries a new query parameter, so no reply is replayed; the service keeps each
 * distinct input's reply, from its second ask, until activity changes (activity-replies.ts), so a repeated filter is then
 * answered from memory. BENCH_UNCACHED=1 measures the database path instead: every request is a
 * page at a random moment of the seeded year (a keyset cursor, as "Load 25 more" sends), and the
 * token history a token not asked before, so no two requests share an input. SQLite (the bench
 * database of bench/api), or with BENCH_PG=1 PostgreSQL: the database nacho_bench_activity on the
 * server of TEST_DATABASE_URL (or BENCH_PG_DATABASE), seeded once and kept (BENCH_PG_RESEED=1 seeds it again). Prints a
 * Markdown table for BENCHMARKS.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import knex from 'knex';
import os from 'node:os';
import path from 'node:path';
import { startChildServer } from '../api/child-server.mjs';
import { measureOnce, median } from '../api/measure.mjs';
import { seedDatabase } from '../api/seed-database.mjs';
import { ACTIVITY_SPAN, busiestWallet, random, seedActivity } from './seed-activity.mjs';

const settings = {
  runs: Number(process.env.BENCH_RUNS ?? 3),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 5),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 8),
};

/** PostgreSQL (BENCH_PG=1): its URL, after creating the database when it is not there; whether it is seeded. */
async function postgresDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  // BENCH_PG_DATABASE: another database name (e.g. a copy migrated by a branch under test).
  const name = process.env.BENCH_PG_DATABASE ?? 'nacho_bench_activity';
  const admin = knex({ client: 'pg', connection: adminUrl });
  try {
    if (process.env.BENCH_PG_RESEED === '1') await admin.raw(`drop database if exists ${name}`);
    const exists = (await admin.raw('select 1 from pg_database where datname = ?', [name])).rows.length > 0;
    if (!exists) await admin.raw(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = knex({ client: 'pg', connection: url.toString() });
    try {
      const seeded =
        exists &&
        (await db.schema.hasTable('nft_activity')) &&
        Number((await db('nft_activity').count({ n: '*' }).first()).n) > 0;
      return { url: url.toString(), seeded };
    } finally {
      await db.destroy();
    }
  } finally {
    await admin.destroy();
  }
}

/**
 * BENCH_UNCACHED: each request's own input. The feed: a page starting at a random moment of the
 * seeded span (the cursor format of services/nft/src/queries/activity-feed.ts: "at.source.id",
 * base64url). The history: each of the 10,000 tokens once, in a shuffled order, then pages of them
 * at random moments.
 */
function uncachedInput(endpoint) {
  const next = random(37);
  const cursorAt = () => {
    const at = Math.floor(ACTIVITY_SPAN.from + next() * (ACTIVITY_SPAN.to - ACTIVITY_SPAN.from));
    return `cursor=${Buffer.from(`${at}.1.2147483647`).toString('base64url')}`;
  };
  if (!endpoint.name.startsWith('token history')) return () => cursorAt();
  let asked = 0;
  return () => {
    asked += 1;
    // 7919 is prime to 10,000: asked * 7919 mod 10,000 visits every token once before any repeats.
    const tokenId = 1 + ((asked * 7919) % 10_000);
    return `/api/nft/nfts/${tokenId}/history${asked > 10_000 ? `?${cursorAt()}` : ''}`;
  };
}

const pg = process.env.BENCH_PG === '1' ? await postgresDatabase() : undefined;
const databaseUrl = pg?.url;
// BENCH_REUSE_DIR: a directory seeded by an earlier run (kept, not seeded again).
const reuse = process.env.BENCH_REUSE_DIR;
const dataDir = reuse ?? mkdtempSync(path.join(os.tmpdir(), 'nacho-bench-activity-'));
const servers = [];
try {
  let seeded;
  if (reuse || pg?.seeded) {
    seeded = await busiestWallet(dataDir, databaseUrl);
  } else {
    console.log(`seeding ${databaseUrl ? 'PostgreSQL nacho_bench_activity' : dataDir} ...`);
    await seedDatabase(dataDir, databaseUrl);
    const started = Date.now();
    seeded = await seedActivity(dataDir, databaseUrl);
    console.log(`${seeded.inserted} activity rows in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  const { inserted, wallet } = seeded;
  console.log(`${inserted} activity rows; busiest wallet ${wallet}`);
  if (databaseUrl) {
    // The planner's row counts: this machine's PostgreSQL runs without autovacuum (CI's conf.d), so
    // a freshly seeded table has none and the planner takes 111,613 rows for 268 (a sort of them all).
    const db = knex({ client: 'pg', connection: databaseUrl });
    await db.raw('analyze').finally(() => db.destroy());
  }
  if (process.env.BENCH_SEED_ONLY === '1') process.exit(0);

  const nft = await startChildServer('nft-server.mjs', {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SESSION_KEYS: 'bench-only-session-key-0123456789abcdef',
    CONTEST_SIGNING_KEY: 'b'.repeat(64),
  });
  const bare = await startChildServer('bare-server.mjs');
  servers.push(nft, bare);
  const deepCursor = await (async () => {
    let cursor = '';
    for (let i = 0; i < 40; i++) {
      const reply = await fetch(
        `http://127.0.0.1:${nft.port}/api/nft/activity?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      );
      cursor = (await reply.json()).result.next;
    }
    return cursor;
  })();
  const allEndpoints = [
    { name: 'activity, newest 25', paths: ['/api/nft/activity'] },
    { name: 'activity, page 41 by cursor', paths: [`/api/nft/activity?cursor=${deepCursor}`] },
    { name: 'activity, kind=sale', paths: ['/api/nft/activity?kind=sale'] },
    { name: 'activity, kind=transfer', paths: ['/api/nft/activity?kind=transfer'] },
    { name: 'activity, kind=listing&kind=delisting', paths: ['/api/nft/activity?kind=listing&kind=delisting'] },
    { name: 'activity, wallet (busiest)', paths: [`/api/nft/activity?wallet=${wallet}`] },
    // No NFT of the demo collection has Mood=Happy (its values are lower case): an empty page, no query.
    { name: 'activity, trait Mood=Happy', paths: ['/api/nft/activity?traits=Mood%3DHappy'] },
    // Traits the demo collection has: a wide token set (read newest first) and a narrow one (its tokens' index).
    { name: 'activity, trait Mood=cheerful (2,800 NFTs)', paths: ['/api/nft/activity?traits=Mood%3Dcheerful'] },
    { name: 'activity, trait Mood=startled (18 NFTs)', paths: ['/api/nft/activity?traits=Mood%3Dstartled'] },
    { name: 'activity, price 2000-3000 KAS', paths: ['/api/nft/activity?minPrice=2000&maxPrice=3000'] },
    // A narrow range (about 1 row in 1,000 priced) and one nothing matches: the feed cannot stop early.
    { name: 'activity, price 9990-10000 KAS (rare)', paths: ['/api/nft/activity?minPrice=9990&maxPrice=10000'] },
    { name: 'activity, price >= 20000 KAS (none)', paths: ['/api/nft/activity?minPrice=20000'] },
    { name: 'activity, kind=sale + trait Mood=Happy', paths: ['/api/nft/activity?kind=sale&traits=Mood%3DHappy'] },
    {
      name: 'token history (50 ids in turn)',
      paths: Array.from({ length: 50 }, (_, i) => `/api/nft/nfts/${1 + i * 199}/history`),
    },
  ];
  // BENCH_ONLY=price: only the endpoints whose name contains it (e.g. a before/after of one filter).
  const only = process.env.BENCH_ONLY;
  const uncached = process.env.BENCH_UNCACHED === '1';
  // Uncached, every feed request is a page at a cursor already: "page 41" is one of them.
  const measured = uncached ? allEndpoints.filter((e) => !e.paths[0].includes('cursor=')) : allEndpoints;
  const endpoints = (only ? measured.filter((e) => e.name.includes(only)) : measured).map((endpoint) =>
    uncached ? { ...endpoint, fresh: uncachedInput(endpoint) } : { ...endpoint, fresh: true },
  );
  const load = { connections: settings.connections, durationSeconds: settings.durationSeconds, headers: {} };
  await measureOnce({ ...load, durationSeconds: 1, port: bare.port, paths: ['/'], server: bare });
  const rows = [];
  for (const endpoint of endpoints) {
    await measureOnce({
      ...load,
      durationSeconds: 1,
      port: nft.port,
      paths: endpoint.paths,
      server: nft,
      fresh: endpoint.fresh,
    });
    const runs = { nft: [], bare: [] };
    for (let i = 0; i < settings.runs; i++) {
      runs.bare.push(await measureOnce({ ...load, port: bare.port, paths: ['/'], server: bare }));
      runs.nft.push(
        await measureOnce({ ...load, port: nft.port, paths: endpoint.paths, server: nft, fresh: endpoint.fresh }),
      );
    }
    const row = {
      name: endpoint.name,
      rps: median(runs.nft.map((r) => r.rps)),
      bareRps: median(runs.bare.map((r) => r.rps)),
      p50: median(runs.nft.map((r) => r.p50)),
      p99: median(runs.nft.map((r) => r.p99)),
      failures: runs.nft.reduce((s, r) => s + (r.failures ?? 0), 0),
    };
    rows.push(row);
    console.log(
      `  ${row.name}: ${Math.round(row.rps)} req/s (bare ${Math.round(row.bareRps)}, ratio ${(row.rps / row.bareRps).toFixed(3)}), p50 ${row.p50} ms, p99 ${row.p99} ms, failures ${row.failures}`,
    );
  }
  console.log(
    `\n| read (${inserted.toLocaleString('en')} activity rows, ${databaseUrl ? 'PostgreSQL' : 'SQLite'}, ${settings.connections} connections) | req/s | bare Koa req/s | ratio | p50 ms | p99 ms |`,
  );
  console.log('|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${Math.round(r.bareRps)} | ${(r.rps / r.bareRps).toFixed(3)} | ${r.p50} | ${r.p99} |`,
    );
  console.log(
    `\nload average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
} finally {
  for (const server of servers) server.stop();
  if (!reuse && process.env.BENCH_KEEP !== '1') rmSync(dataDir, { recursive: true, force: true });
  else if (!reuse) console.log(`kept ${dataDir} (BENCH_REUSE_DIR=${dataDir} measures it again)`);
}
