import { contestMonth } from '@nacho/domain';
import { stackInfo } from './support/stack-harness';
import { signInWithWallet } from './support/wallet-sign-in';

jest.setTimeout(60_000);

/** The content of one `<meta property|name="key" content="...">` (undefined when absent). */
function tag(html: string, key: string): string | undefined {
  const found = [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].filter((m) => m[1] === key);
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0]?.[2]?.replace(/&amp;/g, '&');
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Link previews through the edge of the distributed stack: the edge sends the page HTML of the
 * preview routes to the nft replicas (deploy/nginx/edge-server.conf), which fill the tags from their
 * snapshot and, for contest pages, from the contest service through the edge (CONTEST_API_URL).
 */
describe('link previews through the edge', () => {
  it('gives /nft/{id} and /wallet/{address} their own tags, from an nft replica, with the page CSP of every other page', async () => {
    const { edgeUrl } = stackInfo();
    const plainPage = await fetch(`${edgeUrl}/holders`);
    expect(plainPage.headers.get('x-instance')).toBeNull(); // the shell's static host, as before
    expect(titleOf(await plainPage.text())).toBe('NACHO Wallet Explorer');

    const res = await fetch(`${edgeUrl}/nft/42`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('x-instance')).toMatch(/^nft-[12]$/);
    expect(res.headers.get('content-security-policy')).toBe(plainPage.headers.get('content-security-policy'));
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toMatch(/<div id="?root"?>/); // the shell's built index.html (minified)
    expect(titleOf(html)).toBe('NACHO #42 · NACHO Wallet Explorer');
    expect(tag(html, 'og:url')).toBe(`${edgeUrl}/nft/42`);
    expect(tag(html, 'twitter:card')).toBe('summary_large_image');
    const image = tag(html, 'og:image')!;
    expect(image).toMatch(new RegExp(`^${edgeUrl}/api/nft/preview/nft/42\\.v\\d+\\.png$`));

    const png = await fetch(image);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(pngSize(Buffer.from(await png.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

    const owner = ((await (await fetch(`${edgeUrl}/api/nft/tokens/42`)).json()) as { result: { owner: string } }).result
      .owner;
    const wallet = await (await fetch(`${edgeUrl}/wallet/${owner}`)).text();
    expect(titleOf(wallet)).toMatch(/^Wallet kaspa:\w{4}…\w{4} · NACHO Wallet Explorer$/);
    expect(tag(wallet, 'og:image')).toMatch(/\/api\/nft\/preview\/wallet\/kaspa:\w+\.v\d+\.png$/);

    for (const unknown of ['/nft/99999', '/wallet/kaspa:qunknown']) {
      const page = await fetch(`${edgeUrl}${unknown}`);
      expect({ unknown, status: page.status }).toEqual({ unknown, status: 200 });
      const text = await page.text();
      expect(titleOf(text)).toBe('NACHO Wallet Explorer');
      expect(tag(text, 'og:image')).toMatch(/\/api\/nft\/preview\/site\.v\d+\.png$/);
    }
  });

  it('gives a contest month its card once the month has a report: the open month names its leader (contest data through the edge)', async () => {
    const { edgeUrl } = stackInfo();
    const { client } = await signInWithWallet(edgeUrl);
    expect((await client.post('/api/likes/nft/4242')).status).toBe(200);
    const { year, month } = contestMonth(Date.now(), 'Europe/Berlin');
    expect((await fetch(`${edgeUrl}/api/hall-of-fame/months/${year}/${month}`)).status).toBe(200);

    const html = await (await fetch(`${edgeUrl}/hall-of-fame/${year}/${month}`)).text();
    // The month is still open: its leader leads, only a decided month names its NFT of the Month.
    expect(titleOf(html)).toMatch(/^NFT of the Month contest, \w+ \d{4}: NACHO #\d+ leads · NACHO Wallet Explorer$/);
    expect(tag(html, 'og:url')).toBe(`${edgeUrl}/hall-of-fame/${year}/${month}`);
    const image = tag(html, 'og:image')!;
    expect(image).toMatch(new RegExp(`/api/nft/preview/month/${year}-${month}\\.[\\w-]{12}\\.png$`));
    const png = await fetch(image);
    expect(png.status).toBe(200);
    expect(pngSize(Buffer.from(await png.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });
});
