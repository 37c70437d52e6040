#!/usr/bin/env node
/**
 * Issue 40 goals on a month of BENCH_SEAL_LIKES likes (1,000,000) on PostgreSQL: the seal made by
 * the worker's contest-seal code (goal <= 10 s), the CLI verifier on the downloaded likes.json and
 * seal.json (goal <= 5 s), the verifier's browser code path (what the month page runs in a Web
 * Worker: the export's text row by row, WebAssembly SHA-256; here in Node, not in a browser), a
 * like's proof (goal <= 1 KB) and the receipt's signing cost per like. Each timing is the median of BENCH_RUNS (3) runs. Settings: BENCH_SEAL_LIKES,
 * BENCH_RUNS, TEST_DATABASE_URL. Prints a Markdown table.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, createWriteStream, readFileSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { requireCompiled, root } from '../api/compiled.mjs';
import { median } from '../api/measure.mjs';

const require = createRequire(import.meta.url);
const knex = require('knex');
const { createDb, loadConfig } = requireCompiled('services/core/dist/index.js');
const { migrateLatest } = requireCompiled('services/db/dist/index.js');
const { crownFinishedMonths, createContestSigner, sealMonth } = requireCompiled('services/contest/dist/index.js');
const { likesJson } = requireCompiled('services/contest/dist/contest-months/likes-export.js');
const { monthSeals } = requireCompiled('services/contest/dist/seals/seal-rows.js');
const { likeProof } = requireCompiled('services/contest/dist/seals/like-proof.js');
const { verifyMonthText, browserHasher, receiptText } = requireCompiled('packages/verify/dist/index.js');

const env = process.env;
const LIKES = Number(env.BENCH_SEAL_LIKES ?? 1_000_000);
const RUNS = Number(env.BENCH_RUNS ?? 3);
const TZ = 'Europe/Berlin';
const OCT_1 = Date.UTC(2026, 8, 30, 22);
const NOV_2 = Date.UTC(2026, 10, 2, 11);
const adminUrl = env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const dbName = `nacho_bench_seals_${process.pid}`;
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const admin = knex({ client: 'pg', connection: adminUrl });
await admin.raw(`create database ${dbName}`);
const db = createDb({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-seals-'));
const signer = createContestSigner(loadConfig({ DATA_DIR: dir, CONTEST_SIGNING_KEY: 'ab'.repeat(32) }));
const ms = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;
const rows = [];

try {
  await migrateLatest(db);
  let t0 = process.hrtime.bigint();
  await db.raw(
    `insert into users (id, kaspa_address, created_at, updated_at)
     select 'u' || i, case when i % 2 = 0 then 'kaspa:qq' || lpad(i::text, 60, '0') end, 0, 0 from generate_series(0, 9999) i`,
  );
  // 10,000 voters, one like every 2.5 s of October; a voter's likes fall on distinct days.
  await db.raw(
    `insert into nft_likes (user_id, token_id, created_at, like_date, contest_month)
     select 'u' || (i % 10000), 1 + ((i::bigint * 7919 + i / 10000) % 10000), ? + (i::bigint * 2592000000 / ?), 'd' || (i / 10000), '2026-10'
     from generate_series(0, ? - 1) i`,
    [OCT_1, LIKES, LIKES],
  );
  await db.raw(
    `insert into nft_like_counts (token_id, reset_year, reset_month, like_count, updated_at, count_reached_at)
     select token_id, 2026, 10, count(*), 0, max(created_at) from nft_likes group by token_id`,
  );
  await db.raw('analyze');
  await crownFinishedMonths(db, NOV_2, TZ);
  console.error(`seeded ${LIKES} likes in ${(ms(t0) / 1000).toFixed(1)} s`);

  // The seal is made from the month's frozen likes.json: the first one freezes it (no download did yet).
  const sealTimes = { freezing: [], frozen: [] };
  for (let run = 0; run < RUNS; run++)
    for (const kind of ['freezing', 'frozen']) {
      await db('like_seals').del();
      if (kind === 'freezing') await db('month_export_files').del();
      t0 = process.hrtime.bigint();
      const seal = await sealMonth(db, signer, { year: 2026, month: 10 }, NOV_2);
      sealTimes[kind].push(ms(t0));
      if (!seal || seal.likes !== LIKES) throw new Error('no seal of the month');
    }
  rows.push([
    'seal a month, freezing its likes.json first (contest-seal job code, PostgreSQL)',
    sealTimes.freezing,
    '<= 10,000 ms',
  ]);
  rows.push(['seal a month whose likes.json is frozen already', sealTimes.frozen, '<= 10,000 ms']);

  const likesFile = path.join(dir, 'likes.json');
  const out = createWriteStream(likesFile);
  for await (const text of likesJson(db, { year: 2026, month: 10 })) if (!out.write(text)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
  const sealFile = path.join(dir, 'seal.json');
  writeFileSync(
    sealFile,
    JSON.stringify({ month: '2026-10', seals: await monthSeals(db, '2026-10'), keys: signer.keys }),
  );

  const cliTimes = [];
  for (let run = 0; run < RUNS; run++) {
    t0 = process.hrtime.bigint();
    const printed = execFileSync(
      process.execPath,
      [path.join(root, 'packages/verify/dist/cli.js'), likesFile, sealFile],
      {
        encoding: 'utf8',
      },
    );
    cliTimes.push(ms(t0));
    if (!printed.includes('OK: the month verifies.')) throw new Error(printed);
  }
  rows.push(['CLI verifier: npm run verify:month (read, parse, verify)', cliTimes, '<= 5,000 ms']);

  const pageTimes = [];
  const hasher = await browserHasher();
  for (let run = 0; run < RUNS; run++) {
    t0 = process.hrtime.bigint();
    const check = verifyMonthText(
      { likesText: readFileSync(likesFile, 'utf8'), seals: JSON.parse(readFileSync(sealFile, 'utf8')) },
      { hasher },
    );
    pageTimes.push(ms(t0));
    if (!check.ok) throw new Error(check.problems.join('; '));
  }
  rows.push([
    "page verifier's code path (WebAssembly SHA-256, in Node, not a browser)",
    pageTimes,
    '<= 10,000 ms in the page',
  ]);

  const ids = (await db('nft_likes').select('id').orderByRaw('random()').limit(20)).map((r) => Number(r.id));
  const proofTimes = [];
  let largest = 0;
  for (const id of ids) {
    t0 = process.hrtime.bigint();
    const answer = await likeProof(db, { year: 2026, month: 10 }, id);
    proofTimes.push(ms(t0));
    if (!answer.ok) throw new Error(answer.reason);
    largest = Math.max(largest, Buffer.byteLength(JSON.stringify(answer.proof)));
  }
  rows.push(['a proof (20 random likes)', proofTimes, '']);

  const signTimes = [];
  for (let i = 0; i < 10_000; i++) {
    const s = process.hrtime.bigint();
    signer.sign(
      receiptText({
        month: '2026-10',
        likeId: i + 1,
        tokenId: 42,
        voter: 'kaspa:qq' + '0'.repeat(60),
        likedAt: new Date(OCT_1 + i).toISOString(),
        keyId: signer.keyId,
      }),
    );
    signTimes.push(ms(s));
  }
  signTimes.sort((a, b) => a - b);

  const f = (x) => x.toFixed(x < 10 ? 2 : 0);
  console.log(`| ${LIKES.toLocaleString('en')} likes | median ms | runs (ms) | goal |`);
  console.log('| --- | --- | --- | --- |');
  for (const [name, times, goal] of rows)
    console.log(`| ${name} | ${f(median(times))} | ${times.map(f).join(', ')} | ${goal} |`);
  console.log(`| largest proof (JSON bytes) | ${largest} | | <= 1,024 |`);
  console.log(
    `| receipt signing per like (Ed25519, node:crypto; 10,000) | median ${(signTimes[5000] * 1000).toFixed(0)} µs, p99 ${(signTimes[9900] * 1000).toFixed(0)} µs | | p99 within 1 ms |`,
  );
} finally {
  await db.destroy();
  await admin.raw(`drop database if exists ${dbName} with (force)`);
  await admin.destroy();
}
