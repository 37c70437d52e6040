/**
 * Child process: the contest and nft services on one app, as the embedded server composes them,
 * plus the export as it was before issue 36 (one sorted `union all` page of 2,000 at a time) at
 * /bench/old/{year}/{month}/likes.json, for the side-by-side run.
 */
import { Readable } from 'node:stream';
import Router from '@koa/router';
import { requireCompiled } from '../api/compiled.mjs';

const { createApp, createDb, createLogger, loadConfig } = requireCompiled('services/core/dist/index.js');
const { createContestRouters } = requireCompiled('services/contest/dist/index.js');
const { createNftService } = requireCompiled('services/nft/dist/index.js');

const config = loadConfig({
  SESSION_KEYS: 'bench-exports-session-key-0123456789abcdef0123456789',
  CONTEST_SIGNING_KEY: 'bb'.repeat(32),
  ...process.env,
  NODE_ENV: 'production',
  PORT: '0',
  LOG_LEVEL: 'warn',
  EXPORTS_PER_IP: process.env.EXPORTS_PER_IP ?? '0',
});
const logger = createLogger(config);
const db = createDb(config);
const nft = createNftService({ config, logger, db });
await nft.snapshot.refresh().catch(() => undefined);

const rowsOf = (result) => (Array.isArray(result) ? result : result.rows);
async function* oldExport(month) {
  let after = { at: -1, id: -1 };
  let first = true;
  yield '[';
  for (;;) {
    const rows = rowsOf(
      await db.raw(
        `select * from (
           select l.id, l.token_id, l.created_at, u.kaspa_address, l.user_id, 0 as removed
             from nft_likes l join users u on u.id = l.user_id where l.contest_month = ?
           union all
           select r.id, r.token_id, r.created_at, u.kaspa_address, r.user_id, 1 as removed
             from nft_likes_removed r join users u on u.id = r.user_id where r.contest_month = ?
         ) likes
         where created_at > ? or (created_at = ? and id > ?)
         order by created_at, id limit ?`,
        [month, month, after.at, after.at, after.id, 2000],
      ),
    );
    if (rows.length) {
      yield (
        (first ? '' : ',') +
        rows
          .map((r) =>
            JSON.stringify({
              likeId: Number(r.id),
              tokenId: Number(r.token_id),
              voter: r.kaspa_address,
              likedAt: new Date(Number(r.created_at)).toISOString(),
              removedByModerator: Number(r.removed) === 1,
            }),
          )
          .join(',')
      );
      first = false;
    }
    if (rows.length < 2000) break;
    const last = rows[rows.length - 1];
    after = { at: Number(last.created_at), id: Number(last.id) };
  }
  yield ']\n';
}
const old = new Router();
old.get('/bench/old/:year/:month/likes.json', (ctx) => {
  ctx.type = 'application/json';
  ctx.body = Readable.from(oldExport(`${ctx.params.year}-${String(ctx.params.month).padStart(2, '0')}`));
});

const app = createApp({
  config,
  logger,
  db,
  routers: [...createContestRouters({ config, logger, db }), nft.router, old],
});
const server = app.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('disconnect', () => process.exit(0));
