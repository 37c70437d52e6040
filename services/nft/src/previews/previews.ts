import { createHash } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { LRUCache } from 'lru-cache';
import { createGatewayHealth, type Logger } from '@nacho/core';
import { COLLECTION_NAME, formatNumber, monthYearLabel } from '@nacho/domain';
import { shortKaspaAddress } from '@nacho/core';
import type { SnapshotStore } from '../snapshot/snapshot-store';
import type { Snapshot } from '../snapshot/types';
import type { CardNode } from './card-renderer';
import { RenderPool } from './render-pool';
import { monthCard, nftCard, rarestTraits, SITE_TITLE, siteCard, walletCard } from './cards';
import { NO_CONTEST, type ContestReader, type MonthPreview } from './contest-reader';
import { createNftArt, type CardArt } from './nft-art';
import { applyPageMeta, DEFAULT_DESCRIPTION, monthPreviewTexts, type PageMeta } from './page-meta';

export const PREVIEW_PREFIX = '/api/nft/preview';
/** A versioned URL never shows anything else: kept a year by browsers, crawlers and CDNs. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A placeholder (an IPFS image that did not come in time) is tried again soon. */
const PLACEHOLDER_CACHE = 'public, max-age=300';

export interface PreviewsOptions {
  snapshot: SnapshotStore;
  logger: Logger;
  source: 'demo' | 'krc721';
  gateways: readonly string[];
  contest?: ContestReader;
  /** The site's public origin for absolute URLs in the tags; unset: the request's own. */
  publicOrigin?: string;
  /** Rendered PNGs kept in memory, in bytes; default 64 MB (about 400 cards). */
  cacheBytes?: number;
  /** Deadline of one IPFS image; default 2.5 s. */
  artTimeoutMs?: number;
}

interface RenderedCard {
  png: Buffer;
  /** False when a placeholder stands in for art that did not come: not kept as immutable. */
  complete: boolean;
}

export const nftImagePath = (tokenId: number, version: number) => `${PREVIEW_PREFIX}/nft/${tokenId}.v${version}.png`;
export const walletImagePath = (address: string, version: number) =>
  `${PREVIEW_PREFIX}/wallet/${address}.v${version}.png`;
export const siteImagePath = (version: number) => `${PREVIEW_PREFIX}/site.v${version}.png`;
export const monthImagePath = (m: MonthPreview) =>
  `${PREVIEW_PREFIX}/month/${m.year}-${m.month}.${monthVersion(m)}.png`;

/** The contest version of a month card: a digest of everything it shows, so new likes give a new URL. */
export function monthVersion(m: MonthPreview): string {
  return createHash('sha256')
    .update(JSON.stringify([m.year, m.month, m.tokenId, m.likeCount, m.crowned]))
    .digest('base64url')
    .slice(0, 12);
}

const NFT_PAGE = /^\/nft\/(\d{1,6})\/?$/;
const WALLET_PAGE = /^\/wallet\/([A-Za-z0-9:]{1,120})\/?$/;
const HOF_PAGE = /^\/hall-of-fame\/?$/;
const MONTH_PAGE = /^\/hall-of-fame\/(\d{4})\/(\d{1,2})\/?$/;

/** Every path of those pages, valid or not (an unknown id gets the site's defaults). */
const PREVIEW_PAGES = /^\/(?:nft\/[^/]+|wallet\/[^/]+|hall-of-fame(?:\/[^/]+\/[^/]+)?)?\/?$/;

/** The page paths whose HTML carries their own tags (the edge sends these to the nft service). */
export function isPreviewPage(pathname: string): boolean {
  return PREVIEW_PAGES.test(pathname);
}

export function createPreviews(options: PreviewsOptions) {
  const { snapshot, logger } = options;
  const contest = options.contest ?? NO_CONTEST;
  const pool = new RenderPool();
  const artOf = createNftArt({
    source: options.source,
    gateways: options.gateways,
    timeoutMs: options.artTimeoutMs,
    health: createGatewayHealth(),
    pool,
  });
  const cards = new LRUCache<string, RenderedCard>({
    maxSize: options.cacheBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (c) => c.png.length || 1,
  });
  const rendering = new Map<string, Promise<RenderedCard>>();

  const currentSnapshot = async (): Promise<Snapshot | undefined> => {
    try {
      return await snapshot.current();
    } catch {
      return undefined;
    }
  };

  /** One render per key at a time; complete cards are kept (LRU, bounded), placeholders are not. */
  const cached = (key: string, build: () => Promise<{ node: CardNode; arts: CardArt[] }>): Promise<RenderedCard> => {
    const hit = cards.get(key);
    if (hit) return Promise.resolve(hit);
    let job = rendering.get(key);
    if (!job) {
      job = (async () => {
        const { node, arts } = await build();
        const card = { png: await pool.card(node), complete: arts.every((a) => a.real) };
        if (card.complete) cards.set(key, card);
        return card;
      })().finally(() => rendering.delete(key));
      rendering.set(key, job);
    }
    return job;
  };

  const origin = (ctx: Pick<Context, 'protocol' | 'host'>) => options.publicOrigin ?? `${ctx.protocol}://${ctx.host}`;

  const siteArt = (snap: Snapshot) =>
    Promise.all(
      (snap.specials.unique.length ? snap.specials.unique : snap.tokens)
        .slice(0, 5)
        .map((s) => snap.tokenById.get(s.tokenId))
        .filter((t) => t !== undefined)
        .map((t) => artOf(t, 150)),
    );

  const renderers = {
    nft: (snap: Snapshot, tokenId: number) => {
      const token = snap.tokenById.get(tokenId);
      if (!token) return undefined;
      return cached(`nft/${tokenId}/${snap.version}`, async () => {
        const art = await artOf(token, 468);
        return { node: nftCard(snap, token, art), arts: [art] };
      });
    },
    wallet: (snap: Snapshot, address: string) => {
      const wallet = snap.wallets.get(address.toLowerCase());
      if (!wallet) return undefined;
      return cached(`wallet/${wallet.address}/${snap.version}`, async () => {
        const shown = [...wallet.tokens]
          .sort((a, b) => (a.rarityRank ?? Infinity) - (b.rarityRank ?? Infinity))
          .slice(0, 4);
        const arts = await Promise.all(shown.map((t) => artOf(t, 178)));
        return { node: walletCard(wallet, arts), arts };
      });
    },
    site: (snap: Snapshot) =>
      cached(`site/${snap.version}`, async () => {
        const arts = snap.ready ? await siteArt(snap) : [];
        return { node: siteCard(snap, arts), arts };
      }),
    month: (snap: Snapshot, m: MonthPreview) => {
      const token = m.tokenId === null ? undefined : snap.tokenById.get(m.tokenId);
      if (!token) return undefined;
      return cached(`month/${m.year}-${m.month}/${monthVersion(m)}/${snap.version}`, async () => {
        const art = await artOf(token, 468);
        return {
          node: monthCard({ token, year: m.year, month: m.month, likeCount: m.likeCount, crowned: m.crowned }, art),
          arts: [art],
        };
      });
    },
  };

  const sendCard = (ctx: Context, card: RenderedCard) => {
    ctx.status = 200;
    ctx.type = 'image/png';
    ctx.set('Cache-Control', card.complete ? IMMUTABLE : PLACEHOLDER_CACHE);
    // Shown by other sites (a chat app's preview, a post embedding the card).
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    ctx.body = card.png;
  };

  /** An old version's URL goes to the current one (the card for that version is gone). */
  const redirectTo = (ctx: Context, path: string) => {
    ctx.status = 302;
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.redirect(path);
  };

  const notFound = (ctx: Context, what: string) => {
    ctx.status = 404;
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = { error: { code: 'preview_not_found', message: `No preview image for ${what}` } };
  };

  // Mounted inside the nft router (prefix /api/nft): the paths are PREVIEW_PREFIX/...
  const router = new Router({ prefix: '/preview' });
  router.get('/nft/:file', async (ctx) => {
    const match = /^(\d{1,6})\.v(\d{1,15})\.png$/.exec(ctx.params.file ?? '');
    const snap = await currentSnapshot();
    if (!match || !snap) return notFound(ctx, 'this NFT');
    const tokenId = Number(match[1]);
    if (!snap.tokenById.has(tokenId)) return notFound(ctx, `NFT #${tokenId}`);
    if (Number(match[2]) !== snap.version) return redirectTo(ctx, nftImagePath(tokenId, snap.version));
    sendCard(ctx, await renderers.nft(snap, tokenId)!);
  });
  router.get('/wallet/:file', async (ctx) => {
    const match = /^([A-Za-z0-9:]{1,120})\.v(\d{1,15})\.png$/.exec(ctx.params.file ?? '');
    const snap = await currentSnapshot();
    if (!match || !snap) return notFound(ctx, 'this wallet');
    const wallet = snap.wallets.get(match[1]!.toLowerCase());
    if (!wallet) return notFound(ctx, 'this wallet');
    if (Number(match[2]) !== snap.version) return redirectTo(ctx, walletImagePath(wallet.address, snap.version));
    sendCard(ctx, await renderers.wallet(snap, wallet.address)!);
  });
  router.get('/month/:file', async (ctx) => {
    const match = /^(\d{4})-(\d{1,2})\.([A-Za-z0-9_-]{12})\.png$/.exec(ctx.params.file ?? '');
    const snap = await currentSnapshot();
    if (!match || !snap) return notFound(ctx, 'this month');
    const month = await contest.month(Number(match[1]), Number(match[2]));
    if (!month || month.tokenId === null || !snap.tokenById.has(month.tokenId)) return notFound(ctx, 'this month');
    if (match[3] !== monthVersion(month)) return redirectTo(ctx, monthImagePath(month));
    sendCard(ctx, await renderers.month(snap, month)!);
  });
  router.get('/:file', async (ctx, next) => {
    const match = /^site\.v(\d{1,15})\.png$/.exec(ctx.params.file ?? '');
    if (!match) return next();
    const snap = await currentSnapshot();
    if (!snap) return notFound(ctx, 'the site');
    if (Number(match[1]) !== snap.version) return redirectTo(ctx, siteImagePath(snap.version));
    sendCard(ctx, await renderers.site(snap));
  });

  /** The tags of a page, from the current snapshot and contest data; undefined for pages without their own. */
  async function pageMeta(pathname: string, ctx: Pick<Context, 'protocol' | 'host'>): Promise<PageMeta | undefined> {
    if (!isPreviewPage(pathname)) return undefined;
    const base = origin(ctx);
    const snap = await currentSnapshot();
    const version = snap?.version ?? 0;
    const defaults: PageMeta = {
      title: SITE_TITLE,
      description: DEFAULT_DESCRIPTION,
      url: `${base}/`,
      image: `${base}${siteImagePath(version)}`,
      imageAlt: `${SITE_TITLE}: the ${COLLECTION_NAME} collection on Kaspa`,
    };
    if (!snap?.ready) return defaults;

    const nft = NFT_PAGE.exec(pathname);
    if (nft) {
      const token = snap.tokenById.get(Number(nft[1]));
      if (!token) return defaults;
      const name = `${COLLECTION_NAME} #${token.tokenId}`;
      const rare = rarestTraits(snap, token).map(
        (t) => `${t.traitType} ${t.value} (${formatNumber(t.percentage, 2)} %)`,
      );
      const rank = token.rarityRank
        ? `Rarity rank #${formatNumber(token.rarityRank, 0)} of ${formatNumber(snap.tokens.length, 0)}`
        : 'Rarity rank pending';
      return {
        title: `${name} · ${SITE_TITLE}`,
        description: `${rank} · power ${formatNumber(token.stakingPower, 0)} · owned by ${shortKaspaAddress(token.owner)}.${rare.length ? ` Rarest traits: ${rare.join(', ')}.` : ''}`,
        url: `${base}/nft/${token.tokenId}`,
        image: `${base}${nftImagePath(token.tokenId, snap.version)}`,
        imageAlt: `${name}, rarity rank and staking power`,
      };
    }
    const walletPath = WALLET_PAGE.exec(pathname);
    if (walletPath) {
      const wallet = snap.wallets.get(walletPath[1]!.toLowerCase());
      if (!wallet) return defaults;
      const short = shortKaspaAddress(wallet.address);
      return {
        title: `Wallet ${short} · ${SITE_TITLE}`,
        description: `${formatNumber(wallet.tokens.length, 0)} ${COLLECTION_NAME} NFTs · total power ${formatNumber(wallet.totalPower, 0)} (${wallet.tier})${wallet.powerRank ? ` · power rank #${formatNumber(wallet.powerRank, 0)}` : ''}.`,
        url: `${base}/wallet/${wallet.address}`,
        image: `${base}${walletImagePath(wallet.address, snap.version)}`,
        imageAlt: `${COLLECTION_NAME} wallet ${short}: NFT count, power and tier`,
      };
    }
    const monthPath = MONTH_PAGE.exec(pathname);
    if (monthPath) {
      const month = await contest.month(Number(monthPath[1]), Number(monthPath[2]));
      if (!month) return defaults;
      return monthMeta(base, snap, month, `${base}/hall-of-fame/${month.year}/${month.month}`) ?? defaults;
    }
    if (HOF_PAGE.test(pathname)) {
      const latest = await contest.latestWinner();
      const month = latest && (await contest.month(latest.year, latest.month));
      const hof: PageMeta = {
        ...defaults,
        title: `Hall of Fame · ${SITE_TITLE}`,
        description: `Every ${COLLECTION_NAME} NFT of the Month, the monthly contest of the community on Kaspa.`,
        url: `${base}/hall-of-fame`,
      };
      if (!month) return hof;
      const latestMeta = monthMeta(base, snap, month, hof.url);
      return latestMeta
        ? { ...latestMeta, title: hof.title, description: `${latestMeta.description} ${hof.description}` }
        : hof;
    }
    return defaults;
  }

  function monthMeta(base: string, snap: Snapshot, month: MonthPreview, url: string): PageMeta | undefined {
    const label = monthYearLabel(month.month, month.year);
    const token = month.tokenId === null ? undefined : snap.tokenById.get(month.tokenId);
    const likes = (n: number) => `${formatNumber(n, 0)} ${n === 1 ? 'like' : 'likes'}`;
    if (!token) {
      return {
        title: `NFT of the Month ${label} · ${SITE_TITLE}`,
        description: `The ${COLLECTION_NAME} NFT of the Month contest, ${label}: ${likes(month.totalLikes)}.`,
        url,
        image: `${base}${siteImagePath(snap.version)}`,
        imageAlt: SITE_TITLE,
      };
    }
    const name = `${COLLECTION_NAME} #${token.tokenId}`;
    const texts = monthPreviewTexts({ name, label, likes: likes(month.likeCount), decided: month.crowned });
    return {
      title: `${texts.headline} · ${SITE_TITLE}`,
      description: texts.description,
      url,
      image: `${base}${monthImagePath(month)}`,
      imageAlt: texts.imageAlt,
    };
  }

  /**
   * Page HTML for the preview routes, for a service that is not the all-in-one server (the edge of
   * the distributed stack sends those paths here): the shell's index.html with the page's tags.
   */
  function pagesRouter(
    template: () => string | undefined,
    // The page's first view (services/page-render), added last; its own failures send the page without it.
    finish?: (ctx: Context, html: string) => Promise<string>,
  ): Router {
    const pages = new Router();
    const answer = async (ctx: Context) => {
      const html = template();
      if (html === undefined) {
        // The edge then asks the shell's static host.
        ctx.status = 503;
        ctx.type = 'text/plain';
        ctx.body = 'The shell is not built';
        return;
      }
      let meta: PageMeta | undefined;
      try {
        meta = await pageMeta(ctx.path, ctx);
      } catch (err) {
        logger.warn({ err, path: ctx.path }, 'previews: page tags failed; the page goes out without them');
      }
      ctx.status = 200;
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      const page = meta ? applyPageMeta(html, meta) : html;
      ctx.body = finish ? await finish(ctx, page).catch(() => page) : page;
    };
    for (const path of ['/', '/nft/:id', '/wallet/:address', '/hall-of-fame', '/hall-of-fame/:year/:month'])
      pages.get(path, answer);
    // Pages without tags of their own that still get their first view from here.
    if (finish) for (const path of ['/traits', '/all-holders', '/all-liked-nfts']) pages.get(path, answer);
    return pages;
  }

  return {
    router,
    pageMeta,
    pagesRouter,
    cacheSize: () => ({ entries: cards.size, bytes: cards.calculatedSize }),
    threaded: pool.threaded,
    close: () => pool.close(),
  };
}

export type Previews = ReturnType<typeof createPreviews>;
