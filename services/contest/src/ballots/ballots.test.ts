import { createDb, type Db } from '@nacho/core';
import { jsonOf, testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import type { BallotToSign, ExportedLike, MonthSealFile } from '@nacho/contracts';
import { ballotText, verifyMonth } from '@nacho/verify';
import { clearContestTables } from '../admin/testing/seed';
import { seedTokens } from '../likes/testing/contest-test-app';
import { startContestTestApp, TEST_USER_HEADER, type ContestTestApp } from '../admin/testing/admin-test-app';
import { testEcdsaWallet, testWallet } from '../auth/testing/test-wallet';
import { crownFinishedMonths } from '../contest-months/crown-finished-months';
import { createContestSigner } from '../seals/contest-signer';
import { sealFinishedMonths } from '../seals/seal-months';

const TZ = 'Europe/Berlin';
const SITE = 'https://nacho.example';
// October 20, 23:30 in Berlin (21:30 UTC): the contest day is 2026-10-20.
const OCT_20 = Date.UTC(2026, 9, 20, 21, 30);
const NOV_2 = Date.UTC(2026, 10, 2, 11);

type Wallet = ReturnType<typeof testWallet>;

/** Signed ballots on SQLite and PostgreSQL, on two app instances (each with its own pool on PostgreSQL). */
eachDatabase('signed daily ballots of wallet voters', (dbc) => {
  const clock = { now: OCT_20 };
  const config = testConfig({ CONTEST_TZ: TZ, PUBLIC_ORIGIN: SITE, DAILY_LIKE_LIMIT: '10' });
  const db = (): Db => dbc.db();
  const alice = testWallet('0000000000000000000000000000000000000000000000000000000000000011');
  const bob = testWallet('0000000000000000000000000000000000000000000000000000000000000012');
  const erin = testEcdsaWallet('0000000000000000000000000000000000000000000000000000000000000013');
  const racers = Array.from({ length: 6 }, () => testWallet());
  const ids = new Map<string, string>([
    [alice.address, 'alice'],
    [bob.address, 'bob'],
    [erin.address, 'erin'],
    ...racers.map((w, i): [string, string] => [w.address, `racer${i}`]),
  ]);
  let secondDb: Db;
  let apps: ContestTestApp[];

  const as = (wallet: Pick<Wallet, 'address'> | 'demo') =>
    wallet === 'demo' ? 'demo' : `${ids.get(wallet.address)} ${wallet.address}`;
  const send = (who: Pick<Wallet, 'address'> | 'demo', method: string, path: string, body?: unknown, app = 0) =>
    fetch(`${apps[app]!.base}${path}`, {
      method,
      headers: {
        [TEST_USER_HEADER]: as(who),
        ...(method === 'GET' ? {} : { Origin: apps[app]!.base, 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const like = async (who: Wallet, tokenId: number) =>
    expect((await send(who, 'POST', `/api/likes/nft/${tokenId}`)).status).toBe(200);
  /** The ballot text to sign (its message is null only on a day without likes, which the tests check as such). */
  const toSign = async (who: Wallet, day?: string) =>
    (await jsonOf(await send(who, 'GET', `/api/likes/ballot${day ? `?day=${day}` : ''}`))) as BallotToSign & {
      message: string;
    };
  const post = (who: Pick<Wallet, 'address'> | 'demo', body: unknown, app = 0) =>
    send(who, 'POST', '/api/likes/ballot', body, app);
  const error = async (res: Response) => [res.status, (await jsonOf(res)).error?.code];
  const stored = async () => db()('like_ballots').select('*').orderBy('id');

  beforeAll(async () => {
    await clearContestTables(db());
    await db()('users').insert(
      [...ids].map(([address, id]) => ({ id, kaspa_address: address, created_at: 0, updated_at: 0 })),
    );
    await db()('users').insert({ id: 'demo', kaspa_address: null, created_at: 0, updated_at: 0 });
    await seedTokens(db(), 20);
    // PostgreSQL: a second pool, as a second replica has; SQLite is one process on one connection.
    secondDb = dbc.dialect === 'postgres' ? createDb({ databaseUrl: dbc.databaseUrl(), dataDir: dbc.dataDir() }) : db();
    apps = [
      await startContestTestApp({ config, db: db(), clock }),
      await startContestTestApp({ config, db: secondDb, clock }),
    ];
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    if (secondDb !== db()) await secondDb.destroy();
  });

  it("answers the text to sign: the site, the contest day in the contest's zone and the day's NFTs ascending", async () => {
    await like(alice, 7);
    await like(alice, 3);
    await like(alice, 12);
    const ballot = await toSign(alice);
    expect(ballot).toEqual({
      day: '2026-10-20',
      site: SITE,
      tokenIds: [3, 7, 12],
      message: ballotText({ site: SITE, day: '2026-10-20', tokenIds: [3, 7, 12] }),
      signed: false,
    });
    expect(ballot.message).toContain('\nsite=https://nacho.example\nday=2026-10-20\ntokenIds=3,7,12');
  });

  it('refuses a voter without a wallet (403), nobody signed in (401), a bad, future or earlier-month day (400)', async () => {
    expect(await error(await send('demo', 'GET', '/api/likes/ballot'))).toEqual([403, 'wallet_required']);
    expect(await error(await post('demo', { day: '2026-10-20', tokenIds: [1], signature: 'a'.repeat(128) }))).toEqual([
      403,
      'wallet_required',
    ]);
    const anonymous = await fetch(`${apps[0]!.base}/api/likes/ballot`);
    expect(await error(anonymous)).toEqual([401, 'sign_in_required']);
    expect(await error(await send(alice, 'GET', '/api/likes/ballot?day=20-10-2026'))).toEqual([400, 'invalid_input']);
    expect(await error(await send(alice, 'GET', '/api/likes/ballot?day=2026-10-21'))).toEqual([400, 'wrong_day']);
    expect(await error(await send(alice, 'GET', '/api/likes/ballot?day=2026-09-30'))).toEqual([400, 'wrong_day']);
    expect(await toSign(alice, '2026-10-19')).toMatchObject({ day: '2026-10-19', tokenIds: [], message: null });
    expect(await toSign(bob)).toMatchObject({ day: '2026-10-20', tokenIds: [], message: null, signed: false });
    const nothing = { day: '2026-10-19', tokenIds: [3], signature: alice.sign('x') };
    expect(await error(await post(alice, nothing))).toEqual([400, 'no_likes']);
    expect(await error(await post(alice, { day: '2026-10-20', tokenIds: [3, 7, 12] }))).toEqual([400, 'invalid_input']);
    expect(
      await error(await post(alice, { day: '2026-10-20', tokenIds: [3, 7, 12], signature: 'x', extra: 1 })),
    ).toEqual([400, 'invalid_input']);
    expect(await stored()).toEqual([]);
  });

  it("refuses another wallet's signature, a token set that is not the day's likes, and a text of another day", async () => {
    const { message, day, tokenIds } = await toSign(alice);
    expect(await error(await post(alice, { day, tokenIds, signature: bob.sign(message) }))).toEqual([
      400,
      'invalid_signature',
    ]);
    const fewer = ballotText({ site: SITE, day, tokenIds: [3, 7] });
    expect(await error(await post(alice, { day, tokenIds: [3, 7], signature: alice.sign(fewer) }))).toEqual([
      400,
      'likes_changed',
    ]);
    const otherDay = ballotText({ site: SITE, day: '2026-10-19', tokenIds });
    expect(await error(await post(alice, { day, tokenIds, signature: alice.sign(otherDay) }))).toEqual([
      400,
      'invalid_signature',
    ]);
    const otherSite = ballotText({ site: 'https://elsewhere.example', day, tokenIds });
    expect(await error(await post(alice, { day, tokenIds, signature: alice.sign(otherSite) }))).toEqual([
      400,
      'invalid_signature',
    ]);
    expect(await stored()).toEqual([]);
  });

  it('stores a valid ballot once: the same signature again is answered as stored, another one is a 409', async () => {
    const { message, day, tokenIds } = await toSign(alice);
    const signature = alice.sign(message);
    const res = await post(alice, { day, tokenIds: [12, 3, 7], signature: signature.toUpperCase() });
    expect(res.status).toBe(200);
    const ballot = { voter: alice.address, address: alice.address, site: SITE, day, tokenIds: [3, 7, 12], signature };
    expect(await jsonOf(res)).toEqual({ ballot, created: true });
    expect((await toSign(alice)).signed).toBe(true);
    const again = await post(alice, { day, tokenIds, signature }, 1);
    expect([again.status, await jsonOf(again)]).toEqual([200, { ballot, created: false }]);
    // Schnorr signing with fresh randomness: another valid signature of the same text.
    const other = alice.sign(message);
    expect(other).not.toBe(signature);
    expect(await error(await post(alice, { day, tokenIds, signature: other }))).toEqual([409, 'ballot_exists']);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: 'alice',
      ballot_day: '2026-10-20',
      contest_month: '2026-10',
      token_ids: '3,7,12',
    });
  });

  it('signs with an ECDSA wallet (version 1 address) too', async () => {
    await like(erin, 5);
    const { message, day, tokenIds } = await toSign(erin);
    const res = await post(erin, { day, tokenIds, signature: erin.sign(message) });
    expect([res.status, (await jsonOf(res)).created]).toEqual([200, true]);
  });

  it('stores one ballot when two signatures of the same day arrive at once on both instances', async () => {
    for (const racer of racers) await like(racer, 9);
    const outcomes = await Promise.all(
      racers.map(async (racer) => {
        const { message, day, tokenIds } = await toSign(racer);
        const replies = await Promise.all([
          post(racer, { day, tokenIds, signature: racer.sign(message) }, 0),
          post(racer, { day, tokenIds, signature: racer.sign(message) }, 1),
        ]);
        return replies.map((r) => r.status).sort();
      }),
    );
    expect(outcomes).toEqual(racers.map(() => [200, 409]));
    const [{ n }] = await db()('like_ballots').whereLike('user_id', 'racer%').count({ n: '*' });
    expect(Number(n)).toBe(racers.length);
  });

  it("publishes the month's ballots in its seal file, and the verifier counts the likes they back", async () => {
    // A like of the next day that no ballot names: not backed.
    clock.now = OCT_20 + 3600_000;
    await like(bob, 1);
    clock.now = NOV_2;
    await crownFinishedMonths(db(), clock.now, TZ);
    await sealFinishedMonths(db(), createContestSigner(config), clock.now, TZ);
    const month = `${apps[0]!.base}/api/hall-of-fame/months/2026/10`;
    const likes = (await jsonOf(await fetch(`${month}/likes.json`))) as ExportedLike[];
    const sealFile = (await jsonOf(await fetch(`${month}/seal.json`))) as MonthSealFile;
    expect(sealFile.contestTz).toBe(TZ);
    // By day, then in the order they were stored (the racers' in the order their races ended).
    expect(sealFile.ballots.slice(0, 2).map((b) => [b.voter, b.address, b.day, b.tokenIds])).toEqual([
      [alice.address, alice.address, '2026-10-20', [3, 7, 12]],
      [erin.address, erin.address, '2026-10-20', [5]],
    ]);
    expect(new Set(sealFile.ballots.slice(2).map((b) => b.voter))).toEqual(new Set(racers.map((r) => r.address)));
    const check = verifyMonth({ likes, seals: sealFile });
    expect(check.problems).toEqual([]);
    expect(check.ballots).toMatchObject({ backedLikes: 4 + racers.length, standingLikes: 5 + racers.length });

    const forged = {
      ...sealFile,
      ballots: sealFile.ballots.map((b, i) => (i === 0 ? { ...b, tokenIds: [3, 7, 12, 13] } : b)),
    };
    const refused = verifyMonth({ likes, seals: forged });
    expect(refused.ok).toBe(false);
    expect(refused.ballots?.backedLikes).toBe(1 + racers.length);
  });
});
