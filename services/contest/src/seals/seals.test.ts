import type { Db } from '@nacho/core';
import { jsonOf, testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import type { ContestKeys, ExportedLike, LikeProof, LikeReceipt, MonthReport, MonthSealFile } from '@nacho/contracts';
import { checkReceiptProof, checkSignature, receiptText, verifyMonth } from '@nacho/verify';
import { clearContestTables } from '../admin/testing/seed';
import { seedTokens } from '../likes/testing/contest-test-app';
import {
  ADMIN_WALLET,
  startContestTestApp,
  TEST_USER_HEADER,
  type ContestTestApp,
} from '../admin/testing/admin-test-app';
import { crownFinishedMonths } from '../contest-months/crown-finished-months';
import { createContestSigner } from './contest-signer';
import { sealFinishedMonths } from './seal-months';

const TZ = 'Europe/Berlin';
const oct = (day: number, hour = 10) => Date.UTC(2026, 9, day, hour);
// November 2, noon: October has ended (and its late likes have landed).
const NOV_2 = Date.UTC(2026, 10, 2, 11);

/**
 * Issue 40 end to end on the contest service: receipts of likes given through the API, the seal of
 * the crowned month, proofs, and the chained seal after a moderator's correction, each checked
 * with @nacho/verify as anyone would.
 */
eachDatabase('likes anyone can verify', (dbc) => {
  const clock = { now: oct(1) };
  const config = testConfig({ ADMIN_WALLETS: ADMIN_WALLET, CONTEST_TZ: TZ });
  const db = (): Db => dbc.db();
  let app: ContestTestApp;
  const receipts: LikeReceipt[] = [];
  const get = async (path: string) => jsonOf(await fetch(`${app.base}${path}`));
  const seal = () => sealFinishedMonths(db(), createContestSigner(config), clock.now, TZ);
  const like = async (user: string, tokenId: number, at: number) => {
    clock.now = at;
    const address = user === 'erin' ? '' : ` kaspa:qq${user}`;
    const res = await fetch(`${app.base}/api/likes/nft/${tokenId}`, {
      method: 'POST',
      headers: { Origin: app.base, [TEST_USER_HEADER]: `${user}${address}` },
    });
    expect(res.status).toBe(200);
    const body = await jsonOf(res);
    receipts.push(body.receipt);
    return body.receipt as LikeReceipt;
  };
  const month = () =>
    Promise.all([
      get('/api/hall-of-fame/months/2026/10/likes.json'),
      get('/api/hall-of-fame/months/2026/10/seal.json'),
    ]);

  beforeAll(async () => {
    await clearContestTables(db());
    await db()('users').insert(
      ['alice', 'bob', 'carol', 'erin'].map((id) => ({
        id,
        kaspa_address: id === 'erin' ? null : `kaspa:qq${id}`,
        created_at: 0,
        updated_at: 0,
      })),
    );
    await seedTokens(db(), 50);
    app = await startContestTestApp({ config, db: db(), clock });
  });
  afterAll(() => app.close());

  it('answers each like with a receipt signed by a key listed at /api/contest/keys, naming the voter as the export does', async () => {
    await like('alice', 12, oct(1));
    await like('bob', 12, oct(2));
    await like('erin', 30, oct(3));
    await like('carol', 30, oct(4));
    await like('carol', 41, oct(5));
    await like('alice', 30, oct(6));
    const { keys } = (await get('/api/contest/keys')) as ContestKeys;
    expect(keys).toHaveLength(1);
    for (const r of receipts) expect(checkSignature(receiptText(r), r.signature, r.keyId, keys).ok).toBe(true);
    expect(receipts[2]).toMatchObject({
      month: '2026-10',
      tokenId: 30,
      voter: expect.stringMatching(/^voter-[0-9a-f]{16}$/),
    });
    expect(receipts[0]).toMatchObject({ voter: 'kaspa:qqalice', likedAt: new Date(oct(1)).toISOString() });
    expect(JSON.stringify(keys)).not.toContain(config.contestSigning.privateKeyHex ?? 'no configured key');
  });

  it('is not sealed while open: seal.json and proofs answer 404 not_sealed; a bad like id is a 400', async () => {
    const sealFile = await fetch(`${app.base}/api/hall-of-fame/months/2026/10/seal.json`);
    expect([sealFile.status, (await jsonOf(sealFile)).error.code]).toEqual([404, 'not_sealed']);
    const proof = await fetch(`${app.base}/api/hall-of-fame/months/2026/10/proof/${receipts[0]!.likeId}`);
    expect([proof.status, (await jsonOf(proof)).error.code]).toEqual([404, 'not_sealed']);
    const bad = await fetch(`${app.base}/api/hall-of-fame/months/2026/10/proof/abc`);
    expect([bad.status, (await jsonOf(bad)).error.code]).toEqual([400, 'invalid_input']);
  });

  it('seals the crowned month: the verifier checks the seal, recomputes the root, recounts the winner the site crowned and finds every receipt', async () => {
    clock.now = NOV_2;
    await crownFinishedMonths(db(), clock.now, TZ);
    expect((await seal()).map((s) => [s.month, s.sequence, s.reason])).toEqual([['2026-10', 1, 'crowned']]);
    expect(await seal()).toEqual([]);
    const [likes, sealFile] = (await month()) as [ExportedLike[], MonthSealFile];
    const check = verifyMonth({ likes, seals: sealFile, receipts }, { trustedKey: sealFile.keys[0]!.publicKey });
    expect(check.problems).toEqual([]);
    const report = (await get('/api/hall-of-fame/months/2026/10')) as MonthReport;
    expect(check.recountWinner?.tokenId).toBe(report.winner?.tokenId);
    expect(check.recountWinner?.tokenId).toBe(30);
    expect(check.ranking.map((r) => ({ tokenId: r.tokenId, likeCount: r.likeCount }))).toEqual(
      report.standings.map((s) => ({ tokenId: s.tokenId, likeCount: s.likeCount })),
    );
    expect(check.receipts.map((r) => r.status)).toEqual(Array(6).fill('included'));
    expect(report.seal).toEqual(sealFile.seals[0]);
    expect(report.signingKeys).toEqual(sealFile.keys);
    expect(report.seal).toMatchObject({ likes: 6, standingLikes: 6, winner: { tokenId: 30, how: 'crowned' } });
  });

  it('answers each like a proof of at most 1 KB that, with its receipt, shows the like in the seal', async () => {
    const [, sealFile] = (await month()) as [unknown, MonthSealFile];
    for (const receipt of receipts) {
      const res = await fetch(`${app.base}/api/hall-of-fame/months/2026/10/proof/${receipt.likeId}`);
      const text = await res.text();
      expect(text.length).toBeLessThan(1024);
      const proof = JSON.parse(text) as LikeProof;
      expect(checkReceiptProof(receipt, proof, sealFile).status).toBe('included');
    }
    const unknown = await fetch(`${app.base}/api/hall-of-fame/months/2026/10/proof/999999`);
    expect([unknown.status, (await jsonOf(unknown)).error.code]).toEqual([404, 'unknown_like']);
  });

  it('a moderator removal makes a new seal naming the previous one and why; the removed like shows as removed, not missing', async () => {
    const removed = receipts[5]!; // alice's like of #30 on October 6
    expect((await app.admin.fetch(`/api/admin/delete-like/${removed.likeId}`, { method: 'DELETE' })).status).toBe(200);
    // Until the new seal is made, proofs of the corrected month are refused rather than wrong.
    const stale = await fetch(`${app.base}/api/hall-of-fame/months/2026/10/proof/${removed.likeId}`);
    expect([stale.status, (await jsonOf(stale)).error.code]).toEqual([409, 'seal_renewing']);
    // The old seal no longer matches the corrected export: the verifier says so.
    const [corrected, oldSeals] = (await month()) as [ExportedLike[], MonthSealFile];
    expect(verifyMonth({ likes: corrected, seals: oldSeals }).ok).toBe(false);

    const [renewed] = await seal();
    expect(renewed).toMatchObject({
      sequence: 2,
      previous: oldSeals.seals[0]!.id,
      reason: 'Removed 1 like of NACHO #30',
    });
    const [likes, sealFile] = (await month()) as [ExportedLike[], MonthSealFile];
    expect(sealFile.seals.map((s) => s.sequence)).toEqual([1, 2]);
    const check = verifyMonth({ likes, seals: sealFile, receipts });
    expect(check.problems).toEqual([]);
    // The crowning stands after the removal (the site does not crown again): the verifier says so, and does not fail.
    expect(check.notes).toEqual([
      'NACHO #30 was crowned before a later correction; the recount of the corrected export gives #12',
    ]);
    expect(check.receipts.find((r) => r.likeId === removed.likeId)).toMatchObject({
      status: 'removed',
      detail: `like ${removed.likeId} was removed by a moderator (seal 2: Removed 1 like of NACHO #30)`,
    });
    const proof = (await get(`/api/hall-of-fame/months/2026/10/proof/${removed.likeId}`)) as LikeProof;
    expect(checkReceiptProof(removed, proof, sealFile).status).toBe('removed');
    // #30 and #12 now tie at 2 likes; #12 reached 2 first. The site's standings and the recount agree.
    const report = (await get('/api/hall-of-fame/months/2026/10')) as MonthReport;
    expect(check.ranking.map((r) => r.tokenId)).toEqual(report.standings.map((s) => s.tokenId));
    expect(report.seal?.sequence).toBe(2);
  });
});
