import { describeInBrowser, useBrowser } from './support/browser';
import { clearContest, seedWinner } from './support/contest-seed';
import { emptyContestForSuite } from './support/empty-contest';

const tag = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/**
 * `npm start`'s process (the harness's all-in-one server on the demo collection, built front ends):
 * the tags come from its own snapshot and its own contest API. A browser test because it needs the
 * built shell, which the browser harness builds.
 */
describeInBrowser('link previews in the all-in-one server', () => {
  const session = useBrowser();
  const db = emptyContestForSuite(session.baseUrl);

  it('serves /nft/42 with its own tags and its 1200x630 card', async () => {
    const base = session.baseUrl.replace(/\/$/, '');
    const html = await (await fetch(`${base}/nft/42`)).text();
    expect(titleOf(html)).toBe('NACHO #42 · NACHO Wallet Explorer');
    expect(tag(html, 'og:url')).toBe(`${base}/nft/42`);
    const image = tag(html, 'og:image')!;
    expect(image).toMatch(new RegExp(`^${base}/api/nft/preview/nft/42\\.v\\d+\\.png$`));
    const png = await fetch(image);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await png.arrayBuffer());
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('gives a month with a report its NFT of the Month tags, read from its own contest API; a month without one the defaults', async () => {
    const base = session.baseUrl.replace(/\/$/, '');
    await seedWinner(db(), { year: 2026, month: 10, state: 'declared', tokenId: 42, likeCount: 17, by: 'passcode' });
    expect((await fetch(`${base}/api/hall-of-fame/months/2026/10`)).status).toBe(200);
    // The tags' contest reads are kept 10 s (previews/contest-reader.ts): a page of this month that an
    // earlier test file had shared may show its old winner until then, not longer.
    const seeded = Date.now();
    let html = await (await fetch(`${base}/hall-of-fame/2026/10`)).text();
    while (!titleOf(html)?.includes('#42') && Date.now() - seeded < 12_000) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      html = await (await fetch(`${base}/hall-of-fame/2026/10`)).text();
    }
    expect(titleOf(html)).toBe('NFT of the Month October 2026: NACHO #42 · NACHO Wallet Explorer');
    expect(tag(html, 'og:description')).toBe('NACHO #42 is the NFT of the Month for October 2026 with 17 likes.');
    expect(tag(html, 'og:image')).toMatch(/\/api\/nft\/preview\/month\/2026-10\.[\w-]{12}\.png$/);

    expect((await fetch(`${base}/api/hall-of-fame/months/2020/1`)).status).toBe(404);
    const none = await (await fetch(`${base}/hall-of-fame/2020/1`)).text();
    expect(titleOf(none)).toBe('NACHO Wallet Explorer');
    await clearContest(db());
  });
});
