import type { Db } from '@nacho/core';
import { jsonOf, testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import type { ExportedLike, LikeReceipt, MonthSealFile } from '@nacho/contracts';
import { rowLine, verifyMonth } from '@nacho/verify';
import { clearContestTables } from '../admin/testing/seed';
import { seedTokens } from '../likes/testing/contest-test-app';
import { startContestTestApp, TEST_USER_HEADER, type ContestTestApp } from '../admin/testing/admin-test-app';
import { linkWalletToAccount } from '../auth/users';
import { crownFinishedMonths } from '../contest-months/crown-finished-months';
import { voterPseudonym } from '../contest-months/likes-export';
import { createContestSigner } from './contest-signer';
import { sealFinishedMonths } from './seal-months';

const TZ = 'Europe/Berlin';
const oct = (day: number) => Date.UTC(2026, 9, day, 10);
const NOV_2 = Date.UTC(2026, 10, 2, 11);
const MONTH = '/api/hall-of-fame/months/2026/10';

/**
 * Issue 40, what the seal covers: the seal is made from the month's frozen likes.json (what its
 * downloads publish), never from likes read again later; and a like keeps the voter name of its
 * receipt in the export when the voter links a wallet afterwards.
 */
eachDatabase('the seal of the published export', (dbc) => {
  const clock = { now: oct(1) };
  const config = testConfig({ CONTEST_TZ: TZ });
  const db = (): Db => dbc.db();
  let app: ContestTestApp;
  const receipts: LikeReceipt[] = [];
  const seal = () => sealFinishedMonths(db(), createContestSigner(config), clock.now, TZ);
  const download = async (file: string) => {
    const res = await fetch(`${app.base}${MONTH}/${file}`);
    expect(res.status).toBe(200);
    return res.text();
  };
  const like = async (session: string, tokenId: number, at: number) => {
    clock.now = at;
    const res = await fetch(`${app.base}/api/likes/nft/${tokenId}`, {
      method: 'POST',
      headers: { Origin: app.base, [TEST_USER_HEADER]: session },
    });
    expect(res.status).toBe(200);
    const { receipt } = (await jsonOf(res)) as { receipt: LikeReceipt };
    receipts.push(receipt);
    return receipt;
  };

  beforeAll(async () => {
    await clearContestTables(db());
    await db()('users').insert(
      [
        ['alice', 'kaspa:qqalice'],
        ['bob', 'kaspa:qqbob'],
        ['carol', null],
        ['dave', null],
      ].map(([id, address]) => ({ id, kaspa_address: address, created_at: 0, updated_at: 0 })),
    );
    await seedTokens(db(), 10);
    app = await startContestTestApp({ config, db: db(), clock });
  });
  afterAll(() => app.close());

  it("a voter who links a wallet after liking: the receipt of the earlier like still matches the export's row", async () => {
    const before = await like('dave', 5, oct(3));
    expect(before.voter).toBe(voterPseudonym('dave'));
    expect(await linkWalletToAccount(db(), 'dave', 'kaspa:qqdave', oct(4))).toBe(true);
    expect(await linkWalletToAccount(db(), 'dave', 'kaspa:qqother', oct(4))).toBe(false);
    // Signed in again, now with the wallet: the like names the address.
    const after = await like('dave kaspa:qqdave', 6, oct(5));
    expect(after.voter).toBe('kaspa:qqdave');

    // The open month's export names each like as its receipt does (the sealed month is checked
    // with @nacho/verify's receipt check below).
    const rows = JSON.parse(await download('likes.json')) as ExportedLike[];
    expect(rows.map(({ likeId, tokenId, voter, likedAt }) => ({ likeId, tokenId, voter, likedAt }))).toEqual(
      [before, after].map(({ likeId, tokenId, voter, likedAt }) => ({ likeId, tokenId, voter, likedAt })),
    );
  });

  it('a change of the likes after the export was frozen cannot make a seal that disagrees with the published export', async () => {
    await like('alice kaspa:qqalice', 1, oct(6));
    await like('bob kaspa:qqbob', 1, oct(7));
    await like('carol', 2, oct(8));
    await like('bob kaspa:qqbob', 2, oct(9));
    clock.now = NOV_2;
    await crownFinishedMonths(db(), clock.now, TZ);

    // The CSV is frozen first, then carol's account goes (her likes with it, no correction of the
    // month), then likes.json is frozen: the JSON is what the seal covers, and the CSV follows it.
    const firstCsv = await download('likes.csv');
    expect(firstCsv).toContain(voterPseudonym('carol'));
    await db()('users').where({ id: 'carol' }).del();
    const published = JSON.parse(await download('likes.json')) as ExportedLike[];
    expect(published).toHaveLength(5);
    // bob's account goes after the freezing, before the seal.
    await db()('users').where({ id: 'bob' }).del();

    const [made] = await seal();
    expect(made).toMatchObject({ sequence: 1, likes: 5, standingLikes: 5 });
    const likes = JSON.parse(await download('likes.json')) as ExportedLike[];
    expect(likes).toEqual(published);
    const seals = JSON.parse(await download('seal.json')) as MonthSealFile;
    const check = verifyMonth(
      { likes, seals, receipts: receipts.filter((r) => r.voter !== voterPseudonym('carol')) },
      { trustedKey: seals.keys[0]!.publicKey },
    );
    expect(check.problems).toEqual([]);
    // dave's like before and after his wallet link, alice's, and bob's (his account went after the freezing).
    expect(check.receipts.map((r) => r.status)).toEqual(Array(5).fill('included'));
    const csv = await download('likes.csv');
    expect(csv.trimEnd().split('\n').slice(1)).toEqual(likes.map(rowLine));
  });
});
