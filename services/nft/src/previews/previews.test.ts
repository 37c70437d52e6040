import http, { type Server } from 'node:http';
import { shortKaspaAddress, textFileWhenChanged } from '@nacho/core';
import { eachDatabase } from '@nacho/db/testing';
import { insertFixtureCollection, setSyncState, WALLET_A, WALLET_EMPTY } from '../testing/fixture-collection';
import { svgToPngHere, type CardChild } from './card-renderer';
import { monthCard, nftCard, walletCard } from './cards';
import { createNftArt } from './nft-art';
import { RenderPool } from './render-pool';
import { applyPageMeta, type PageMeta } from './page-meta';
import {
  closeServer,
  fakeContest,
  listen,
  metaTag,
  PAGE_TEMPLATE,
  pngSize,
  startPreviewHarness,
  type PreviewHarness,
} from './testing/preview-harness';

// Each card is laid out and rasterised (satori, resvg): seconds on a loaded machine, past jest's 5 s.
jest.setTimeout(30_000);

/** The text and the pictures a card shows, in order. */
const textsOf = (node: CardChild | CardChild[]): string[] =>
  Array.isArray(node)
    ? node.flatMap(textsOf)
    : typeof node === 'string'
      ? [node]
      : node
        ? textsOf(node.props.children ?? [])
        : [];
const imagesOf = (node: CardChild | CardChild[]): string[] =>
  Array.isArray(node)
    ? node.flatMap(imagesOf)
    : node && typeof node === 'object'
      ? [...(node.type === 'img' && node.props.src ? [node.props.src] : []), ...imagesOf(node.props.children ?? [])]
      : [];

const titleOf = (html: string) => {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)];
  expect(titles).toHaveLength(1);
  return titles[0]![1];
};

eachDatabase('link previews (nft service)', (ctx) => {
  let h: PreviewHarness;
  let contestServer: Server;
  const contest = fakeContest();
  beforeAll(async () => {
    await insertFixtureCollection(ctx.db());
    // Two listings: /activity's tags name how many and the cheapest (cards do not show listings).
    await ctx
      .db()('nft_listings')
      .insert(
        [
          [4, 1250.5],
          [9, 980],
        ].map(([tokenId, kas]) => ({
          token_id: tokenId,
          price_sompi: String(Math.round(kas! * 100_000_000)),
          op_score: String(5_000 + tokenId!),
          tx_id: null,
          listed_at: null,
          updated_at: 0,
        })),
      );
    const c = await listen(contest.handler);
    contestServer = c.server;
    h = await startPreviewHarness(ctx.db(), { contestBase: c.base, warmUp: true });
  });
  afterAll(async () => {
    await h.stop();
    await closeServer(contestServer);
  });

  it('gives /nft/{id} its own title, description, Open Graph and Twitter tags from the snapshot', async () => {
    const { status, html, headers } = await h.page('/nft/3');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(titleOf(html)).toBe('NACHO #3 · NACHO Wallet Explorer');
    expect(metaTag(html, 'description')).toMatch(/^Rarity rank #1 of 12 · power 500,000 · owned by kaspa:/);
    expect(metaTag(html, 'description')).toMatch(/Rarest traits: Type Unique/);
    expect(metaTag(html, 'og:title')).toBe('NACHO #3 · NACHO Wallet Explorer');
    expect(metaTag(html, 'og:url')).toBe(`${h.base}/nft/3`);
    expect(metaTag(html, 'og:image')).toBe(`${h.base}/api/nft/preview/nft/3.v1.png`);
    expect(metaTag(html, 'og:image:width')).toBe('1200');
    expect(metaTag(html, 'og:image:height')).toBe('630');
    expect(metaTag(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaTag(html, 'twitter:image')).toBe(metaTag(html, 'og:image'));
    // The template's generic description is gone, the scripts stay, no inline script was added.
    expect(html).not.toContain('content="generic"');
    expect(html).toContain('<script defer src="/main.js"></script>');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('gives /wallet/{address} the wallet count, power and tier (any letter case)', async () => {
    const { html } = await h.page(`/wallet/${WALLET_A.toUpperCase()}`);
    expect(titleOf(html)).toMatch(/^Wallet kaspa:\w{4}…\w{4} · NACHO Wallet Explorer$/);
    expect(metaTag(html, 'description')).toMatch(/^5 NACHO NFTs · total power 523,500 \(Emerald\) · power rank #1\.$/);
    expect(metaTag(html, 'og:url')).toBe(`${h.base}/wallet/${WALLET_A}`);
    expect(metaTag(html, 'og:image')).toBe(`${h.base}/api/nft/preview/wallet/${WALLET_A}.v1.png`);
  });

  it('gives / and unknown ids or addresses the site defaults, never an error page', async () => {
    for (const path of [
      '/',
      '/nft/999',
      '/nft/19',
      `/wallet/${WALLET_EMPTY}`,
      '/wallet/not-an-address',
      '/hall-of-fame/2020/1',
    ]) {
      const { status, html } = await h.page(path);
      expect({ path, status }).toEqual({ path, status: 200 });
      expect(titleOf(html)).toBe('NACHO Wallet Explorer');
      expect(metaTag(html, 'og:url')).toBe(`${h.base}/`);
      expect(metaTag(html, 'og:image')).toBe(`${h.base}/api/nft/preview/site.v1.png`);
      expect(metaTag(html, 'twitter:card')).toBe('summary_large_image');
    }
  });

  it('gives /activity its own tags: what the feed shows and the listings now, with the site card', async () => {
    for (const path of ['/activity', '/activity/', '/activity?kind=sale&min=100']) {
      const { status, html } = await h.page(path);
      expect({ path, status }).toEqual({ path, status: 200 });
      expect(titleOf(html)).toBe('Activity · NACHO Wallet Explorer');
      expect(metaTag(html, 'description')).toBe(
        'Sales, listings, delistings, transfers and mints of the NACHO collection on Kaspa, newest first, as they happen. 2 listed now, floor 980 KAS.',
      );
      expect(metaTag(html, 'og:description')).toBe(metaTag(html, 'description'));
      expect(metaTag(html, 'og:url')).toBe(`${h.base}/activity`);
      expect(metaTag(html, 'og:image')).toBe(`${h.base}/api/nft/preview/site.v1.png`);
      expect(metaTag(html, 'twitter:card')).toBe('summary_large_image');
    }
  });

  it('gives /hall-of-fame and an existing /hall-of-fame/{y}/{m} the NFT of the Month with its likes', async () => {
    const month = await h.page('/hall-of-fame/2026/3');
    expect(titleOf(month.html)).toBe('NFT of the Month March 2026: NACHO #6 · NACHO Wallet Explorer');
    expect(metaTag(month.html, 'description')).toBe('NACHO #6 is the NFT of the Month for March 2026 with 7 likes.');
    expect(metaTag(month.html, 'og:url')).toBe(`${h.base}/hall-of-fame/2026/3`);
    expect(metaTag(month.html, 'og:image')).toMatch(
      new RegExp(`^${h.base}/api/nft/preview/month/2026-3\\.[\\w-]{12}\\.png$`),
    );
    const hof = await h.page('/hall-of-fame');
    expect(titleOf(hof.html)).toBe('Hall of Fame · NACHO Wallet Explorer');
    expect(metaTag(hof.html, 'og:url')).toBe(`${h.base}/hall-of-fame`);
    expect(metaTag(hof.html, 'og:image')).toBe(metaTag(month.html, 'og:image'));
  });

  it('says nothing of winners in the crawler HTML of the Hall of Fame pages while it is hidden', async () => {
    const siteImage = `${h.base}/api/nft/preview/site.v${h.service.snapshot.servedVersion}.png`;
    const winnerShown = /NACHO #6|March 2026|\blikes?\b|preview\/month\//;
    // Visible: the winner is there (so the checks below can tell).
    expect((await h.page('/hall-of-fame/2026/3')).html).toMatch(winnerShown);
    try {
      contest.state.visible = false;
      for (const path of ['/hall-of-fame', '/hall-of-fame/2026/3', '/hall-of-fame/2026/3/']) {
        const { status, html } = await h.page(path);
        expect({ path, status }).toEqual({ path, status: 200 });
        expect(titleOf(html)).toBe('Hall of Fame · NACHO Wallet Explorer');
        expect(metaTag(html, 'description')).toBe(
          'The Hall of Fame of the NACHO NFT of the Month contest is currently hidden.',
        );
        for (const key of ['og:image', 'twitter:image']) expect(metaTag(html, key)).toBe(siteImage);
        expect(html).not.toMatch(winnerShown);
      }
      expect(metaTag((await h.page('/hall-of-fame/2026/3')).html, 'og:url')).toBe(`${h.base}/hall-of-fame/2026/3`);
      // Whether it is hidden cannot be read: nothing of winners either (and no claim that it is hidden).
      contest.state.visible = 'unreadable';
      for (const path of ['/hall-of-fame', '/hall-of-fame/2026/3']) {
        const { html } = await h.page(path);
        expect(html).not.toMatch(winnerShown);
        expect(html).not.toContain('currently hidden');
        expect(metaTag(html, 'og:image')).toBe(siteImage);
      }
    } finally {
      contest.state.visible = true;
    }
  });

  it('a month still without a winner names its leader as leading, never as the NFT of the Month (issue 41)', async () => {
    contest.state.crowned = false;
    try {
      const { html } = await h.page('/hall-of-fame/2026/3');
      const title = 'NFT of the Month contest, March 2026: NACHO #6 leads · NACHO Wallet Explorer';
      expect(titleOf(html)).toBe(title);
      expect(metaTag(html, 'og:title')).toBe(title);
      expect(metaTag(html, 'twitter:title')).toBe(title);
      expect(metaTag(html, 'description')).toBe(
        'NACHO #6 leads the NFT of the Month contest for March 2026 with 7 likes.',
      );
      const alt = 'NACHO #6, leading the NFT of the Month contest for March 2026';
      expect(metaTag(html, 'og:image:alt')).toBe(alt);
      expect(metaTag(html, 'twitter:image:alt')).toBe(alt);
    } finally {
      contest.state.crowned = true;
    }
    // A decided month claims its winner.
    const { html } = await h.page('/hall-of-fame/2026/3');
    expect(metaTag(html, 'og:image:alt')).toBe('NACHO #6, NFT of the Month March 2026');
  });

  it('escapes what comes from the request: a Host header cannot inject attributes or tags', async () => {
    const html = await new Promise<string>((resolve, reject) => {
      const req = http.get(
        `${h.base}/nft/3`,
        { headers: { host: 'evil.example"><script>alert(1)</script><x a="' } },
        (res) => {
          let body = '';
          res
            .setEncoding('utf8')
            .on('data', (d: string) => (body += d))
            .on('end', () => resolve(body));
        },
      );
      req.on('error', reject);
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(metaTag(html, 'og:url')).toBe('http://evil.example"><script>alert(1)</script><x a="/nft/3');
  });

  it("renders on a worker thread (the build's), off the event loop of the API", () => {
    expect(h.service.previews.threaded).toBe(true);
  });

  it("draws the demo collection's art, and the cards show what a preview promises", async () => {
    const snap = await h.service.snapshot.current();
    const pool = new RenderPool();
    try {
      const artOf = createNftArt({ source: 'demo', gateways: [], pool });
      const [art3, art1] = [await artOf(snap.tokenById.get(3)!, 64), await artOf(snap.tokenById.get(1)!, 64)];
      expect(art3.real).toBe(true);
      expect(art3.src).toMatch(/^data:image\/png;base64,/);
      expect(pngSize(Buffer.from(art3.src.split(',')[1]!, 'base64'))).toEqual({ width: 64, height: 64 });
      expect(art1.src).not.toBe(art3.src);

      // The NFT: its art, NACHO #id, rarity rank, power and its rarest traits.
      const nft = nftCard(snap, snap.tokenById.get(3)!, art3);
      expect(imagesOf(nft)).toEqual([art3.src]);
      expect(textsOf(nft)).toEqual(
        expect.arrayContaining([
          'NACHO #3',
          'Rarity rank',
          '#1',
          'Power',
          '500,000',
          'Rarest traits',
          'Type',
          'Unique',
        ]),
      );
      // The wallet: short address, NFT count, power and tier, and a few of its NFTs.
      const wallet = walletCard(snap.wallets.get(WALLET_A.toLowerCase())!, [art3, art1]);
      expect(imagesOf(wallet)).toEqual([art3.src, art1.src]);
      expect(textsOf(wallet)).toEqual(
        expect.arrayContaining([shortKaspaAddress(WALLET_A), 'NFTs', '5', '523,500', 'Tier', 'Emerald']),
      );
      // The NFT of the Month: its art, the month and the likes.
      const month = monthCard(
        { token: snap.tokenById.get(6)!, year: 2026, month: 3, likeCount: 7, crowned: true },
        art1,
      );
      expect(imagesOf(month)).toEqual([art1.src]);
      expect(textsOf(month)).toEqual(
        expect.arrayContaining(['NFT of the Month', 'March 2026', 'NACHO #6', 'Likes', '7']),
      );
    } finally {
      await pool.close();
    }
  });

  it('serves a 1200x630 PNG, immutable under a versioned URL, that changes with the snapshot version', async () => {
    const first = await h.get('/api/nft/preview/nft/3.v1.png');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const v1 = Buffer.from(await first.arrayBuffer());
    expect(pngSize(v1)).toEqual({ width: 1200, height: 630 });
    // The same version is the same bytes (from the cache).
    expect(Buffer.from(await (await h.get('/api/nft/preview/nft/3.v1.png')).arrayBuffer()).equals(v1)).toBe(true);
    // A sync changes the data (token 3's power) and bumps collection_version: a new URL, different bytes.
    await ctx.db()('tokens').where({ token_id: 3 }).update({ staking_power: 750000 });
    await setSyncState(ctx.db(), { collection_version: 2, phase: 'done', done: 12, total: 12 });
    await h.service.snapshot.refresh();
    const old = await h.get('/api/nft/preview/nft/3.v1.png');
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe('/api/nft/preview/nft/3.v2.png');
    expect(metaTag((await h.page('/nft/3')).html, 'og:image')).toBe(`${h.base}/api/nft/preview/nft/3.v2.png`);
    const v2 = Buffer.from(await (await h.get('/api/nft/preview/nft/3.v2.png')).arrayBuffer());
    expect(pngSize(v2)).toEqual({ width: 1200, height: 630 });
    expect(v2.equals(v1)).toBe(false);
  });

  it('renders wallet, site and month cards; a new like count gives a new month URL and different bytes', async () => {
    const version = h.service.snapshot.servedVersion;
    for (const path of [
      `/api/nft/preview/wallet/${WALLET_A}.v${version}.png`,
      `/api/nft/preview/site.v${version}.png`,
    ]) {
      const res = await h.get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(pngSize(Buffer.from(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    }
    expect((await h.get(`/api/nft/preview/wallet/${WALLET_EMPTY}.v${version}.png`)).status).toBe(404);

    const imageOfMonth = async () => metaTag((await h.page('/hall-of-fame/2026/3')).html, 'og:image')!;
    const before = await imageOfMonth();
    const png7 = Buffer.from(await (await h.get(before)).arrayBuffer());
    expect(pngSize(png7)).toEqual({ width: 1200, height: 630 });
    contest.state.likes = 8;
    const after = await imageOfMonth();
    expect(after).not.toBe(before);
    expect((await h.get(before)).status).toBe(302);
    const png8 = Buffer.from(await (await h.get(after)).arrayBuffer());
    expect(pngSize(png8)).toEqual({ width: 1200, height: 630 });
    expect(png8.equals(png7)).toBe(false);
  });
});

eachDatabase('link previews with real NFT images (IPFS gateways)', (ctx) => {
  const png = svgToPngHere(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#3b82f6"/></svg>',
    64,
  );
  let gateways: { server: Server; base: string }[] = [];
  const asked: string[] = [];
  beforeAll(async () => {
    await insertFixtureCollection(ctx.db());
    // The first gateway never answers, the second has the images (the sync's fallback order).
    gateways = [
      await listen((req) => asked.push(`slow ${req.url}`)),
      await listen((req, res) => {
        asked.push(`good ${req.url}`);
        if (req.url === '/ipfs/images/3.png') {
          res.writeHead(200, { 'content-type': 'image/png' });
          res.end(png);
        } else {
          res.writeHead(504).end();
        }
      }),
    ];
  });
  afterAll(async () => {
    for (const g of gateways) {
      g.server.closeAllConnections();
      await closeServer(g.server);
    }
  });

  it('fetches the image through the gateways with fallback, and serves a placeholder card (not immutable) when none answers', async () => {
    const h = await startPreviewHarness(ctx.db(), {
      env: { COLLECTION_SOURCE: 'krc721', IPFS_GATEWAYS: gateways.map((g) => `${g.base}/ipfs/`).join(',') },
      contestBase: 'http://127.0.0.1:9',
      warmUp: true,
    });
    try {
      const real = await h.get('/api/nft/preview/nft/3.v1.png');
      expect(real.status).toBe(200);
      expect(real.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(pngSize(Buffer.from(await real.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
      expect(asked).toEqual(expect.arrayContaining(['slow /ipfs/images/3.png', 'good /ipfs/images/3.png']));

      const started = Date.now();
      const placeholder = await h.get('/api/nft/preview/nft/1.v1.png');
      expect(placeholder.status).toBe(200);
      // The gateways' deadline, not the test's: a fetch without one would wait until the test's own limit.
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(placeholder.headers.get('cache-control')).toBe('public, max-age=300');
      expect(pngSize(Buffer.from(await placeholder.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    } finally {
      await h.stop();
    }
  }, 30_000);
});

describe('applyPageMeta', () => {
  const meta: PageMeta = {
    title: 'A "title" <b>&',
    description: `it's <script>x</script>`,
    url: 'https://x.example/nft/1?a="b"',
    image: 'https://x.example/i.png',
    imageAlt: '"><img src=x onerror=alert(1)>',
  };

  it('escapes every value, in text and in attributes', () => {
    const html = applyPageMeta(PAGE_TEMPLATE, meta);
    expect(html).toContain('<title>A &quot;title&quot; &lt;b&gt;&amp;</title>');
    expect(html).toContain('<meta name="description" content="it&#39;s &lt;script&gt;x&lt;/script&gt;">');
    expect(html).toContain('<meta property="og:url" content="https://x.example/nft/1?a=&quot;b&quot;">');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>x');
  });

  it('replaces the description of a minified index.html (unquoted attributes) too', () => {
    const html = applyPageMeta(
      '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Community explorer"><title>NACHO Wallet Explorer</title></head><body></body></html>',
      meta,
    );
    expect(html).not.toContain('Community explorer');
    expect(html.match(/<meta name="?description/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('keeps <meta charset> first and the page as it was otherwise', () => {
    const html = applyPageMeta(PAGE_TEMPLATE, meta);
    expect(html.indexOf('<meta charset="utf-8" />')).toBeLessThan(html.indexOf('<title>'));
    expect(
      html.replace(
        /<title>.*?<\/title>|<meta (?:property|name)="[^"]+" content="[^"]*">|<link rel="canonical"[^>]*>/g,
        '',
      ),
    ).toBe(
      PAGE_TEMPLATE.replace('<meta name="description" content="generic" />', '').replace(
        '<title>NACHO Wallet Explorer</title>',
        '',
      ),
    );
  });

  it('shellIndexTemplate is undefined while the shell is not built', () => {
    expect(textFileWhenChanged('/nonexistent/index.html')()).toBeUndefined();
  });
});
