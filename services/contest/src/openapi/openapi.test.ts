import { randomBytes } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { createLogger, createRedis, type Config } from '@nacho/core';
import {
  cookieClient,
  deleteMatchingKeys,
  documentOperations,
  jsonOf,
  OpenApiReplyValidator,
  routerOperations,
  TEST_REDIS_URL,
  testConfig,
} from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { hashPasscode } from '../admin/passcode';
import { startContestApp, type RunningContestApp } from '../auth/testing/contest-app';
import { testWallet } from '../auth/testing/test-wallet';
import { signInWithWallet } from '../auth/testing/wallet-sign-in';
import { BALLOT_PATH } from '../ballots/ballot-routes';
import { createContestRouters } from '../index';
import { LIVE_STREAM_PATH } from '../live/stream-routes';
import { createContestSigner } from '../seals/contest-signer';
import { sealFinishedMonths } from '../seals/seal-months';
import { CONTEST_KEYS_PATH, PROOFS_PER_IP_PER_MINUTE } from '../seals/seal-routes';
import { buildContestOpenApiDocument, CONTEST_OPENAPI_PATH } from './build-document';
import { checkedClient, type CheckedClient } from './testing/checked-client';

const PASSCODE = 'document passcode';
const WALLET = testWallet('0000000000000000000000000000000000000000000000000000000000000009');
const OCT_15 = Date.UTC(2026, 9, 15, 12);
const NOV_21 = Date.UTC(2026, 10, 21, 12);

/** Documented replies that need a fault, not a request: 503 database_unavailable (every operation) needs the database down. */
const NEEDS_A_FAULT = (entry: string) => entry.endsWith(' 503');

/** A concrete path for a documented template (a valid-looking value for each parameter). */
const concrete = (template: string) =>
  template
    .replace('{tokenId}', '1')
    .replace('{year}', '2026')
    .replace('{month}', '10')
    .replace('{queue}', 'collection-sync')
    .replace('{id}', '1')
    .replace('{likeId}', '1');

eachDatabase('contest OpenAPI document', (ctx) => {
  const clock = { now: OCT_15 };
  let app: RunningContestApp;
  /** Rate limits of one call: for the 429s of sign-in and the admin passcode. */
  let limited: RunningContestApp;
  let validator: OpenApiReplyValidator;
  let document: any;
  let config: Config;

  beforeAll(async () => {
    config = testConfig({
      ADMIN_PASSCODE_HASH: await hashPasscode(PASSCODE, { N: 1024, r: 8, p: 1 }),
      DAILY_LIKE_LIMIT: '2',
    });
    app = startContestApp({ config, db: ctx.db(), now: () => clock.now, auth: { rateLimit: { points: 1000 } } });
    limited = startContestApp({
      config: { ...config, eventStreamsPerIp: 1, exportsPerIp: 2 },
      db: ctx.db(),
      now: () => clock.now,
      auth: { rateLimit: { points: 1 } },
    });
    const served = await cookieClient(app.base).fetch(CONTEST_OPENAPI_PATH);
    expect(served.headers.get('cache-control')).toBe('public, max-age=300');
    document = await jsonOf(served);
    validator = new OpenApiReplyValidator(document);
    const tokens = [1, 2, 3, 4].map((id) => ({
      token_id: id,
      tick: 'NACHO',
      owner: WALLET.address,
      op_score_mod: '0',
      updated_at: 0,
    }));
    await ctx.db()('tokens').insert(tokens);
  });
  afterAll(async () => {
    await app.close();
    await limited.close();
  });

  it('documents exactly the routes the contest routers answer', () => {
    const config = testConfig();
    const routers = createContestRouters({ config, logger: createLogger(config), db: ctx.db() });
    expect(routerOperations(routers)).toEqual(documentOperations(document));
    expect(document.openapi).toBe('3.1.0');
  });

  it('adds the OpenID Connect routes when configured and leaves out the demo sign-in in production', () => {
    const paths = Object.keys(buildContestOpenApiDocument({ oidc: true, demo: false }).paths ?? {});
    expect(paths).toEqual(expect.arrayContaining(['/api/auth/oidc/start', '/api/auth/oidc/callback']));
    expect(paths).not.toContain('/api/auth/dev/sign-in');
  });

  it('describes the sign-in routes with the schemas that validate them (the former /api/auth document)', () => {
    const verify = document.components.schemas.WalletVerifyBody;
    expect(verify.required.sort()).toEqual(['address', 'nonce', 'publicKey', 'signature']);
    expect(verify.properties.signature.pattern).toBe('^[0-9a-fA-F]{128}$');
    expect(Object.keys(document.paths['/api/auth/wallet/verify'].post.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '413',
      '415',
      '429',
      '503',
    ]);
    expect(document.paths['/api/auth/wallet/verify'].post.responses['429'].headers['Retry-After']).toBeDefined();
  });

  it('marks the operations that need a session cookie', () => {
    const secured = documentOperations(document).filter((op) => {
      const [method, path] = op.split(' ');
      return document.paths[path!][method!.toLowerCase()].security !== undefined;
    });
    expect(secured).toEqual(
      expect.arrayContaining([
        'POST /api/likes/nft/{tokenId}',
        'GET /api/likes/user/limit',
        'GET /api/auth/user',
        'GET /api/admin/stats',
      ]),
    );
    expect(secured).not.toContain('GET /api/hall-of-fame/top');
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
  });

  it('describes every reply of every route: each documented status is answered and matches its schema', async () => {
    const anonymous = checkedClient(app.base, validator);
    const voter = checkedClient(app.base, validator);
    const admin = checkedClient(app.base, validator);
    const wallet = checkedClient(app.base, validator);

    await signIn(voter, admin, wallet);
    await likesInOctober(voter, anonymous);
    await ballots(wallet, voter, anonymous);
    clock.now = NOV_21;
    // The October sessions have expired: a new demo voter.
    expect((await voter.send('POST', '/api/auth/dev/sign-in')).status).toBe(200);
    await hallOfFame(anonymous);
    await moderation(admin);
    await seals(anonymous, admin);
    await adminGuards(anonymous, voter);
    await adminSession(admin, anonymous);
    await liveStream();
    await mutationGuards(anonymous);
    await rateLimits(checkedClient(limited.base, validator));
    expect((await anonymous.send('POST', '/api/simulate-midnight-reset')).status).toBe(200);
    expect((await anonymous.send('GET', CONTEST_OPENAPI_PATH)).status).toBe(200);
    expect((await anonymous.send('POST', '/api/auth/logout')).status).toBe(204);
  }, 60_000);

  it('describes the System tab with BullMQ queues, and a retried job', async () => {
    const prefix = `nacho-openapi-${process.pid}-${randomBytes(4).toString('hex')}`;
    const redis = createRedis({ redisUrl: TEST_REDIS_URL })!;
    const config = testConfig({ ADMIN_WALLETS: WALLET.address });
    const queued = startContestApp({
      config,
      db: ctx.db(),
      redis,
      redisKeyPrefix: `${prefix}:sess:`,
      queuePrefix: prefix,
      now: () => clock.now,
      auth: { rateLimit: { points: 1000, keyPrefix: `${prefix}:sign-in` } },
    });
    const queue = new Queue('market-snapshot', { connection: redis, prefix });
    try {
      const job = await queue.add('market-snapshot', {}, { attempts: 1 });
      const workerConnection = createRedis({ redisUrl: TEST_REDIS_URL })!;
      const worker = new Worker(
        'market-snapshot',
        async () => {
          throw new Error('kaspa.com answered 502');
        },
        { connection: workerConnection, prefix },
      );
      await new Promise<void>((resolve) => worker.once('failed', () => resolve()));
      await worker.close();
      await workerConnection.quit();

      const admin = checkedClient(queued.base, validator);
      expect((await signInWithWallet(admin.browser, WALLET)).status).toBe(200);
      expect((await admin.send('GET', '/api/admin/system')).body.queues.queues[0].failed).toHaveLength(1);
      expect((await admin.send('POST', `/api/admin/system/queues/market-snapshot/jobs/${job.id}/retry`)).body).toEqual({
        queue: 'market-snapshot',
        id: job.id,
        retried: true,
      });
    } finally {
      await queued.close();
      await queue.close();
      await deleteMatchingKeys(redis, `${prefix}:*`);
      await redis.quit();
    }
  });

  it('has seen every documented reply of every route, except those that need a fault', () => {
    const unseen = validator.documented().filter((entry) => !validator.covered.has(entry) && !NEEDS_A_FAULT(entry));
    expect(unseen).toEqual([]);
  });

  it('refuses a reply that breaks the document', () => {
    const check = (body: unknown) => () => validator.validate('GET', '/api/likes/nft/1', 200, 'application/json', body);
    expect(check({ liked: false, count: 3 })).not.toThrow();
    expect(check({ liked: false, count: '3' })).toThrow(/count/);
    expect(check({ liked: false, count: 3, extra: 1 })).toThrow(/additional/);
    expect(() => validator.validate('DELETE', '/api/hall-of-fame/top', 200, 'application/json', {})).toThrow(
      /not in the OpenAPI document/,
    );
  });

  async function signIn(voter: CheckedClient, admin: CheckedClient, wallet: CheckedClient) {
    expect((await voter.send('GET', '/api/auth/methods')).body).toEqual({ wallet: true, oidc: false, demo: true });
    expect((await voter.send('GET', '/api/auth/user')).status).toBe(401);
    expect((await voter.send('POST', '/api/auth/dev/sign-in')).status).toBe(200);
    expect((await voter.send('GET', '/api/auth/session')).body.user.method).toBe('demo');
    expect((await voter.send('GET', '/api/auth/user')).status).toBe(200);

    expect((await admin.send('POST', '/api/admin/session', { json: { passcode: 'wrong' } })).status).toBe(401);
    expect((await admin.send('POST', '/api/admin/session', { json: {} })).status).toBe(400);
    expect((await admin.send('POST', '/api/admin/session', { json: { passcode: PASSCODE } })).status).toBe(200);

    expect((await wallet.send('POST', '/api/auth/wallet/challenge', { json: { address: 'kaspa:nope' } })).status).toBe(
      400,
    );
    const { body: challenge } = await wallet.send('POST', '/api/auth/wallet/challenge', {
      json: { address: WALLET.address },
    });
    const verify = (nonce: string, signature: string) =>
      wallet.send('POST', '/api/auth/wallet/verify', {
        json: { address: WALLET.address, publicKey: WALLET.compressedHex, signature, nonce },
      });
    expect((await verify(challenge.nonce, '0'.repeat(128))).status).toBe(401);
    expect((await verify('x', WALLET.sign(challenge.message))).status).toBe(400);
    const { body: again } = await wallet.send('POST', '/api/auth/wallet/challenge', {
      json: { address: WALLET.address },
    });
    expect((await verify(again.nonce, WALLET.sign(again.message))).status).toBe(200);
  }

  async function likesInOctober(voter: CheckedClient, anonymous: CheckedClient) {
    expect((await anonymous.send('GET', '/api/likes/nft/1')).body).toEqual({ liked: false, count: 0 });
    expect((await anonymous.send('GET', '/api/likes/nft/0')).status).toBe(400);
    expect((await anonymous.send('POST', '/api/likes/nft/1')).status).toBe(401);
    expect((await anonymous.send('DELETE', '/api/likes/nft/1')).status).toBe(401);
    expect((await anonymous.send('GET', '/api/likes/user/limit')).status).toBe(401);
    expect((await voter.send('POST', '/api/likes/nft/1')).status).toBe(200);
    expect((await voter.send('POST', '/api/likes/nft/1')).body.error.code).toBe('already_liked');
    expect((await voter.send('POST', '/api/likes/nft/99')).status).toBe(404);
    expect((await voter.send('DELETE', '/api/likes/nft/99')).status).toBe(404);
    expect((await voter.send('DELETE', '/api/likes/nft/x')).status).toBe(400);
    expect((await voter.send('POST', '/api/likes/nft/2')).status).toBe(200);
    const refused = await voter.send('POST', '/api/likes/nft/3');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await voter.send('DELETE', '/api/likes/nft/2')).body).toMatchObject({ liked: false, likeCount: 0 });
    expect((await voter.send('GET', '/api/likes/user/limit')).body).toMatchObject({
      dailyLikesUsed: 2,
      remainingLikes: 0,
    });
    expect((await voter.send('GET', '/api/likes/nft/1')).body).toEqual({ liked: true, count: 1 });
  }

  async function ballots(wallet: CheckedClient, voter: CheckedClient, anonymous: CheckedClient) {
    expect((await anonymous.send('GET', BALLOT_PATH)).status).toBe(401);
    expect((await voter.send('GET', BALLOT_PATH)).body.error.code).toBe('wallet_required');
    expect((await wallet.send('GET', `${BALLOT_PATH}?day=x`)).status).toBe(400);
    expect((await wallet.send('GET', BALLOT_PATH)).body).toMatchObject({ tokenIds: [], message: null });
    const nothing = { json: { day: '2026-10-15', tokenIds: [4], signature: '0'.repeat(128) } };
    expect((await wallet.send('POST', BALLOT_PATH, nothing)).body.error.code).toBe('no_likes');
    expect((await wallet.send('POST', '/api/likes/nft/4')).status).toBe(200);
    const { body: toSign } = await wallet.send('GET', BALLOT_PATH);
    const signed = (signature: string) => ({ json: { day: toSign.day, tokenIds: toSign.tokenIds, signature } });
    expect((await anonymous.send('POST', BALLOT_PATH, signed('0'.repeat(128)))).status).toBe(401);
    expect((await voter.send('POST', BALLOT_PATH, signed('0'.repeat(128)))).status).toBe(403);
    expect((await wallet.send('POST', BALLOT_PATH, signed('0'.repeat(128)))).body.error.code).toBe('invalid_signature');
    expect((await wallet.send('POST', BALLOT_PATH, signed(WALLET.sign(toSign.message)))).body.created).toBe(true);
    expect((await wallet.send('POST', BALLOT_PATH, signed(WALLET.sign(toSign.message)))).status).toBe(409);
  }

  async function hallOfFame(anonymous: CheckedClient) {
    const ok = [
      '/api/hall-of-fame/top',
      '/api/hall-of-fame/rankings?q=1&sort=asc',
      '/api/hall-of-fame/nft-of-the-month',
      '/api/hall-of-fame/history',
      '/api/hall-of-fame/visibility',
      '/api/hall-of-fame/months/2026/10',
      '/api/hall-of-fame/months/2026/10/likes.csv',
      '/api/hall-of-fame/months/2026/10/likes.json',
    ];
    for (const path of ok)
      expect({ path, status: (await anonymous.send('GET', path)).status }).toEqual({ path, status: 200 });
    const bad = [
      '/api/hall-of-fame/top?limit=0',
      '/api/hall-of-fame/rankings?sort=up',
      '/api/hall-of-fame/months/2026/13',
      '/api/hall-of-fame/months/2026/0/likes.csv',
      '/api/hall-of-fame/months/x/1/likes.json',
    ];
    for (const path of bad)
      expect({ path, status: (await anonymous.send('GET', path)).status }).toEqual({ path, status: 400 });
    for (const suffix of ['', '/likes.csv', '/likes.json']) {
      const path = `/api/hall-of-fame/months/2020/1${suffix}`;
      expect({ path, status: (await anonymous.send('GET', path)).status }).toEqual({ path, status: 404 });
    }
    // October is finished: its export was built by the first download and is now served with an ETag.
    const json = await anonymous.send('GET', '/api/hall-of-fame/months/2026/10/likes.json');
    expect(json.headers.get('etag')).toMatch(/^"2026-10-json-/);
    const notModified = await anonymous.send('GET', '/api/hall-of-fame/months/2026/10/likes.json', {
      headers: { 'If-None-Match': json.headers.get('etag')! },
    });
    expect(notModified.status).toBe(304);
    const csv = await anonymous.send('GET', '/api/hall-of-fame/months/2026/10/likes.csv');
    expect(csv.body).toMatch(
      /^likeId,tokenId,voter,likedAt,removedByModerator\n\d+,1,voter-[0-9a-f]{16},\d{4}-\d\d-\d\dT[\d:.]+Z,/,
    );
  }

  /** After the moderation: October was vacated and its likes removed, a month to seal. */
  async function seals(anonymous: CheckedClient, admin: CheckedClient) {
    await sealFinishedMonths(ctx.db(), createContestSigner(config), clock.now, config.contestTz);
    for (const path of [CONTEST_KEYS_PATH, '/api/hall-of-fame/months/2026/10/seal.json'])
      expect({ path, status: (await anonymous.send('GET', path)).status }).toEqual({ path, status: 200 });
    const [removed] = await ctx.db()('nft_likes_removed').select('id', 'user_id').where({ contest_month: '2026-10' });
    const proof = `/api/hall-of-fame/months/2026/10/proof/${removed.id}`;
    expect((await anonymous.send('GET', proof)).body).toMatchObject({ likeId: removed.id, removedByModerator: true });
    for (const path of ['/api/hall-of-fame/months/2026/10/proof/x', '/api/hall-of-fame/months/2026/13/seal.json'])
      expect({ path, status: (await anonymous.send('GET', path)).status }).toEqual({ path, status: 400 });
    for (const path of ['/api/hall-of-fame/months/2020/1/seal.json', '/api/hall-of-fame/months/2026/10/proof/999999'])
      expect({ path, status: (await anonymous.send('GET', path)).status }).toEqual({ path, status: 404 });
    // A correction after the seal: proofs wait for the new seal.
    const [late] = await ctx
      .db()('nft_likes')
      .insert({
        user_id: removed.user_id,
        token_id: 3,
        created_at: OCT_15,
        like_date: '2026-10-15',
        contest_month: '2026-10',
      })
      .returning('id');
    const lateId = typeof late === 'object' ? late.id : late;
    expect((await admin.send('DELETE', `/api/admin/delete-like/${lateId}`)).status).toBe(200);
    expect((await anonymous.send('GET', proof)).body.error.code).toBe('seal_renewing');
  }

  async function moderation(admin: CheckedClient) {
    // The admin session lasts 12 hours: unlock again in November.
    expect((await admin.send('POST', '/api/admin/session', { json: { passcode: PASSCODE } })).status).toBe(200);
    for (const path of [
      '/api/admin/stats',
      '/api/admin/likes-per-month',
      '/api/admin/contest-months',
      '/api/admin/hall-of-fame',
      '/api/admin/system',
      '/api/admin/audit-log?page=2',
    ]) {
      expect({ path, status: (await admin.send('GET', path)).status }).toEqual({ path, status: 200 });
    }
    expect((await admin.send('GET', '/api/admin/audit-log?page=0')).status).toBe(400);
    expect((await admin.send('GET', '/api/admin/like-logs?page=x')).status).toBe(400);
    const { body: logs } = await admin.send('GET', '/api/admin/like-logs?search=1');
    const likeId = logs.logs[0].id;

    const declare = (json: unknown) => admin.send('POST', '/api/admin/declare-winner', { json });
    const { body: declared } = await declare({ tokenId: 1, year: 2026, month: 10 });
    expect(declared.entry.tokenId).toBe(1);
    expect((await declare({ tokenId: 2, year: 2026, month: 10 })).status).toBe(409);
    expect((await declare({ tokenId: 2, year: 2027, month: 1 })).body.error.code).toBe('month_in_future');

    const move = (id: number, json: unknown) => admin.send('PUT', `/api/admin/hall-of-fame/${id}`, { json });
    expect((await move(declared.entry.id, { year: 2026, month: 9 })).status).toBe(200);
    expect((await move(declared.entry.id, { year: 2026, month: 11 })).body.error.code).toBe('month_not_finished');
    expect((await move(999_999, { year: 2026, month: 8 })).status).toBe(404);
    const { body: second } = await declare({ tokenId: 2, year: 2026, month: 10 });
    expect((await move(second.entry.id, { year: 2026, month: 9 })).status).toBe(409);
    const stale = await admin.send('DELETE', `/api/admin/hall-of-fame/${second.entry.id}`, {
      headers: { 'If-Match': `"${second.entry.version + 1}"` },
    });
    expect(stale.body.error).toMatchObject({ code: 'entry_changed', current: second.entry });
    expect((await admin.send('DELETE', `/api/admin/hall-of-fame/${second.entry.id}`)).status).toBe(200);
    expect((await admin.send('DELETE', `/api/admin/hall-of-fame/${second.entry.id}`)).status).toBe(404);
    expect((await admin.send('DELETE', '/api/admin/hall-of-fame/x')).status).toBe(400);
    expect((await admin.send('DELETE', '/api/admin/hall-of-fame')).status).toBe(200);

    expect((await admin.send('DELETE', `/api/admin/delete-like/${likeId}`)).status).toBe(200);
    expect((await admin.send('DELETE', `/api/admin/delete-like/${likeId}`)).status).toBe(404);
    expect((await admin.send('DELETE', '/api/admin/delete-like/0')).status).toBe(400);
    expect(
      (await admin.send('POST', '/api/admin/delete-likes-for-month', { json: { year: 2026, month: 10 } })).status,
    ).toBe(200);
    expect((await admin.send('POST', '/api/admin/reset-monthly-contest')).status).toBe(200);
    expect((await admin.send('POST', '/api/admin/delete-all-likes', { json: {} })).status).toBe(200);
    expect((await admin.send('PUT', '/api/admin/hall-of-fame-visibility', { json: { visible: true } })).status).toBe(
      200,
    );
    expect((await admin.send('POST', '/api/admin/system/queues/collection-sync/jobs/1/retry')).body.error.code).toBe(
      'job_not_found',
    );
    expect((await admin.send('POST', '/api/admin/system/queues/collection-sync/jobs/a%20b/retry')).status).toBe(400);
    // Fields where none belong, and bodies that break the schemas.
    for (const path of [
      '/api/admin/delete-likes-for-month',
      '/api/admin/reset-monthly-contest',
      '/api/admin/delete-all-likes',
      '/api/admin/declare-winner',
    ]) {
      expect({ path, status: (await admin.send('POST', path, { json: { year: 'x' } })).status }).toEqual({
        path,
        status: 400,
      });
    }
    expect((await admin.send('PUT', '/api/admin/hall-of-fame-visibility', { json: { visible: 'yes' } })).status).toBe(
      400,
    );
  }

  /** Every admin operation: 401 without a session, 403 for a voter who is not an admin. */
  async function adminGuards(anonymous: CheckedClient, voter: CheckedClient) {
    const adminOperations = documentOperations(document).filter(
      (op) => op.includes(' /api/admin/') && !op.endsWith(' /api/admin/session'),
    );
    for (const op of adminOperations) {
      const [method, template] = op.split(' ') as [string, string];
      const path = concrete(template);
      const json = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect({ op, status: (await anonymous.send(method, path, { json })).status }).toEqual({ op, status: 401 });
      expect({ op, status: (await voter.send(method, path, { json })).status }).toEqual({ op, status: 403 });
    }
  }

  async function adminSession(admin: CheckedClient, anonymous: CheckedClient) {
    expect((await anonymous.send('GET', '/api/admin/session')).body.authenticated).toBe(false);
    expect((await admin.send('DELETE', '/api/admin/session')).body).toEqual({ authenticated: false });
  }

  async function liveStream() {
    const aborter = new AbortController();
    const res = await cookieClient(app.base).fetch(LIVE_STREAM_PATH, { signal: aborter.signal });
    validator.validate('GET', LIVE_STREAM_PATH, res.status, res.headers.get('content-type') ?? '', '');
    aborter.abort();
    await res.body?.cancel().catch(() => undefined);
    expect(res.status).toBe(200);
  }

  /** What core answers before any route runs: 403 without Origin, 415 for a body that is not JSON, 400 bad JSON, 413 too big. */
  async function mutationGuards(anonymous: CheckedClient) {
    for (const op of documentOperations(document).filter((o) => !o.startsWith('GET '))) {
      const [method, template] = op.split(' ') as [string, string];
      const path = concrete(template);
      expect({ op, status: (await anonymous.send(method, path, { noOrigin: true })).status }).toEqual({
        op,
        status: 403,
      });
      expect({
        op,
        status: (await anonymous.send(method, path, { raw: 'a=1', contentType: 'text/plain' })).status,
      }).toEqual({ op, status: 415 });
      if (method === 'DELETE') continue;
      expect({ op, status: (await anonymous.send(method, path, { raw: '{' })).status }).toEqual({ op, status: 400 });
      expect({
        op,
        status: (await anonymous.send(method, path, { json: { pad: 'x'.repeat(70_000) } })).status,
      }).toEqual({ op, status: 413 });
    }
  }

  async function rateLimits(client: CheckedClient) {
    // Cheap refusals (a month that cannot exist) use up the allowance too.
    const proofs = Array.from({ length: PROOFS_PER_IP_PER_MINUTE }, () =>
      client.send('GET', '/api/hall-of-fame/months/2026/13/proof/1'),
    );
    expect((await Promise.all(proofs)).every((r) => r.status === 400)).toBe(true);
    expect((await client.send('GET', '/api/hall-of-fame/months/2026/10/proof/1')).body.error.code).toBe(
      'too_many_proofs',
    );

    // One open event stream per address on this app: the second is refused.
    const aborter = new AbortController();
    const open = await cookieClient(limited.base).fetch(LIVE_STREAM_PATH, { signal: aborter.signal });
    expect(open.status).toBe(200);
    const refusedStream = await cookieClient(limited.base).fetch(LIVE_STREAM_PATH);
    validator.validate(
      'GET',
      LIVE_STREAM_PATH,
      refusedStream.status,
      refusedStream.headers.get('content-type') ?? '',
      await refusedStream.json(),
    );
    expect(refusedStream.status).toBe(429);
    aborter.abort();
    await open.body?.cancel().catch(() => undefined);

    // Two month exports a minute per address on this app; a 304 of the frozen export is free.
    const exportOf = (format: string) => `/api/hall-of-fame/months/2026/10/likes.${format}`;
    expect((await client.send('GET', exportOf('csv'))).status).toBe(200);
    const frozen = await client.send('GET', exportOf('csv'));
    expect(frozen.headers.get('etag')).toMatch(/^"2026-10-csv-/);
    const ifNoneMatch = { 'If-None-Match': frozen.headers.get('etag')! };
    expect((await client.send('GET', exportOf('csv'), { headers: ifNoneMatch })).status).toBe(304);
    for (const format of ['csv', 'json']) {
      const refused = await client.send('GET', exportOf(format));
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    }

    const challenge = () => client.send('POST', '/api/auth/wallet/challenge', { json: { address: WALLET.address } });
    const verify = () =>
      client.send('POST', '/api/auth/wallet/verify', {
        json: {
          address: WALLET.address,
          publicKey: WALLET.compressedHex,
          signature: '0'.repeat(128),
          nonce: '0'.repeat(32),
        },
      });
    expect((await challenge()).status).toBe(200);
    expect((await challenge()).status).toBe(429);
    const refused = await verify();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    let status = 0;
    for (let i = 0; i < 6 && status !== 429; i++)
      status = (await client.send('POST', '/api/admin/session', { json: { passcode: 'wrong' } })).status;
    expect(status).toBe(429);
  }
});
