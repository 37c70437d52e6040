import os from 'node:os';
import Router from '@koa/router';
import type { Context } from 'koa';
import { createPerIpLimit, type Logger, type Redis } from '@nacho/core';
import { COLLECTION_NAME, formatNumber, monthYearLabel } from '@nacho/domain';
import { shortKaspaAddress } from '@nacho/core';
import type { SnapshotStore } from '../snapshot/snapshot-store';
import type { Snapshot } from '../snapshot/types';
import { createMemoryCardStore, createRedisCardStore } from './card-store';
import {
  monthImagePath,
  monthVersion,
  nftImagePath,
  PREVIEW_PREFIX,
  siteImagePath,
  walletImagePath,
} from './card-urls';
import { rarestTraits, SITE_TITLE } from './cards';
import { NO_CONTEST, type ContestReader, type MonthPreview } from './contest-reader';
import { applyPageMeta, DEFAULT_DESCRIPTION, monthPreviewTexts, type PageMeta } from './page-meta';
import { createAnswerPacer } from './answer-pacer';
import { createPreviewCards, type CardAnswer, type CardJob } from './preview-cards';
import { prerenderCards, type PreviewPrerenderer } from './prerender';
import { RenderAdmission } from './render-admission';
import { RenderPool } from './render-pool';

export { monthImagePath, monthVersion, nftImagePath, PREVIEW_PREFIX, siteImagePath, walletImagePath };

/** A versioned URL never shows anything else: kept a year by browsers, crawlers and CDNs. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A placeholder (an IPFS image that did not come in time) is tried again soon. */
const PLACEHOLDER_CACHE = 'public, max-age=300';
/** Card answers written per turn of the event loop (answer-pacer.ts). */
const ANSWERS_PER_TURN = 4;

export interface PreviewsOptions {
  snapshot: SnapshotStore;
  logger: Logger;
  source: 'demo' | 'krc721';
  gateways: readonly string[];
  contest?: ContestReader;
  /** The site's public origin for absolute URLs in the tags; unset: the request's own. */
  publicOrigin?: string;
  /** Deadline of one IPFS image; default 2.5 s. */
  artTimeoutMs?: number;
  /** Render threads (PREVIEW_RENDER_THREADS); default os.availableParallelism(). */
  renderThreads?: number;
  /** Cold cards that may wait for a render thread (PREVIEW_RENDER_QUEUE); default 8. */
  renderQueue?: number;
  /** Cold renders one address may cause a minute (PREVIEW_COLD_RENDERS_PER_IP); default 30; 0: no limit. */
  coldRendersPerMinute?: number;
  /** With a connection: rendered cards and the per-IP counts shared by every replica and the worker. */
  redis?: Redis;
  /** Rendered cards kept, in bytes (PREVIEW_CACHE_MB), in Redis or in memory; default 64 MB (about 400 cards). */
  cacheBytes?: number;
  /** CONTEST_TZ: which month is running, for the pre-render. */
  contestTz?: string;
  /** Tests: a namespace of their own for the Redis keys (stored cards, per-IP counts). */
  redisNamespace?: string;
  /** The clock of the pre-render (which month runs). */
  now?: () => number;
}

const NFT_PAGE = /^\/nft\/(\d{1,6})\/?$/;
const WALLET_PAGE = /^\/wallet\/([A-Za-z0-9:]{1,120})\/?$/;
const HOF_PAGE = /^\/hall-of-fame\/?$/;
const MONTH_PAGE = /^\/hall-of-fame\/(\d{4})\/(\d{1,2})\/?$/;
const ACTIVITY_PAGE = /^\/activity\/?$/;

/** Every path of those pages, valid or not (an unknown id gets the site's defaults). */
const PREVIEW_PAGES = /^\/(?:nft\/[^/]+|wallet\/[^/]+|hall-of-fame(?:\/[^/]+\/[^/]+)?|activity)?\/?$/;

/** The page paths whose HTML carries their own tags (the edge sends these to the nft service). */
export function isPreviewPage(pathname: string): boolean {
  return PREVIEW_PAGES.test(pathname);
}

export function createPreviews(options: PreviewsOptions) {
  const { snapshot, logger } = options;
  const contest = options.contest ?? NO_CONTEST;
  const threads = options.renderThreads ?? os.availableParallelism();
  const pool = new RenderPool({ threads });
  const cacheBytes = options.cacheBytes ?? 64 * 1024 * 1024;
  const perMinute = options.coldRendersPerMinute ?? 30;
  const cards = createPreviewCards({
    source: options.source,
    gateways: options.gateways,
    artTimeoutMs: options.artTimeoutMs,
    pool,
    store: options.redis
      ? createRedisCardStore({
          redis: options.redis,
          logger,
          maxBytes: cacheBytes,
          prefix: options.redisNamespace && `${options.redisNamespace}preview-card:`,
        })
      : createMemoryCardStore(cacheBytes),
    admission: new RenderAdmission({ concurrency: threads, queueLength: options.renderQueue ?? 8 }),
    coldRenders:
      perMinute > 0
        ? createPerIpLimit({
            name: `${options.redisNamespace ?? ''}preview-renders`,
            points: perMinute,
            windowSeconds: 60,
            redis: options.redis,
          })
        : undefined,
    logger,
  });

  const currentSnapshot = async (): Promise<Snapshot | undefined> => {
    try {
      return await snapshot.current();
    } catch {
      return undefined;
    }
  };

  const origin = (ctx: Pick<Context, 'protocol' | 'host'>) => options.publicOrigin ?? `${ctx.protocol}://${ctx.host}`;

  const sendCard = (ctx: Context, answer: CardAnswer) => {
    // Shown by other sites (a chat app's preview, a post embedding the card).
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    if (answer.kind === 'card') {
      ctx.status = 200;
      ctx.type = 'image/png';
      ctx.set('Cache-Control', answer.card.complete ? IMMUTABLE : PLACEHOLDER_CACHE);
      ctx.body = answer.card.png;
      return;
    }
    if (answer.png) {
      // The site's card in place of this one: a picture for the crawler now, kept by nobody, so the
      // next request for this URL gets its own card.
      ctx.status = 200;
      ctx.type = 'image/png';
      ctx.set('Cache-Control', 'no-store');
      ctx.set('X-Preview-Fallback', answer.reason);
      ctx.body = answer.png;
      return;
    }
    // No default card rendered yet (just after a start): say when to ask again.
    ctx.status = 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Retry-After', String(answer.retryAfterSeconds));
    ctx.body = {
      error: { code: 'preview_busy', message: 'This preview card cannot be rendered right now; try again shortly' },
    };
  };

  const serve = async (ctx: Context, snap: Snapshot, job: CardJob) =>
    sendCard(ctx, await cards.answer(snap, job, ctx.ip));

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
  // A burst of card requests yields to the API's, a few at a time (answer-pacer.ts).
  const pacer = createAnswerPacer(ANSWERS_PER_TURN);
  router.use(async (_ctx, next) => {
    await pacer.turn();
    return next();
  });
  router.get('/nft/:file', async (ctx) => {
    const match = /^(\d{1,6})\.v(\d{1,15})\.png$/.exec(ctx.params.file ?? '');
    const snap = await currentSnapshot();
    if (!match || !snap) return notFound(ctx, 'this NFT');
    const tokenId = Number(match[1]);
    const job = cards.jobs.nft(snap, tokenId);
    if (!job) return notFound(ctx, `NFT #${tokenId}`);
    if (Number(match[2]) !== snap.version) return redirectTo(ctx, nftImagePath(tokenId, snap.version));
    await serve(ctx, snap, job);
  });
  router.get('/wallet/:file', async (ctx) => {
    const match = /^([A-Za-z0-9:]{1,120})\.v(\d{1,15})\.png$/.exec(ctx.params.file ?? '');
    const snap = await currentSnapshot();
    if (!match || !snap) return notFound(ctx, 'this wallet');
    const wallet = snap.wallets.get(match[1]!.toLowerCase());
    if (!wallet) return notFound(ctx, 'this wallet');
    if (Number(match[2]) !== snap.version) return redirectTo(ctx, walletImagePath(wallet.address, snap.version));
    await serve(ctx, snap, cards.jobs.wallet(snap, wallet.address)!);
  });
  router.get('/month/:file', async (ctx) => {
    const match = /^(\d{4})-(\d{1,2})\.([A-Za-z0-9_-]{12})\.png$/.exec(ctx.params.file ?? '');
    const snap = await currentSnapshot();
    if (!match || !snap) return notFound(ctx, 'this month');
    // A hidden Hall of Fame shows no winner anywhere, a card stored before it was hidden included.
    if ((await contest.hallOfFameVisible()) !== true) return notFound(ctx, 'this month');
    const month = await contest.month(Number(match[1]), Number(match[2]));
    const job = month && cards.jobs.month(snap, month);
    if (!month || !job) return notFound(ctx, 'this month');
    if (match[3] !== monthVersion(month)) return redirectTo(ctx, monthImagePath(month));
    await serve(ctx, snap, job);
  });
  router.get('/:file', async (ctx, next) => {
    const match = /^site\.v(\d{1,15})\.png$/.exec(ctx.params.file ?? '');
    if (!match) return next();
    const snap = await currentSnapshot();
    if (!snap) return notFound(ctx, 'the site');
    if (Number(match[1]) !== snap.version) return redirectTo(ctx, siteImagePath(snap.version));
    await serve(ctx, snap, cards.jobs.site(snap));
  });

  const prerenderer: PreviewPrerenderer = {
    prerender: ({ signal } = {}) =>
      prerenderCards({
        snapshot: () => snapshot.refresh(),
        // What a change just did: the pages' reader may still hold the answer from before it.
        contest: contest.uncached ?? contest,
        cards,
        contestTz: options.contestTz ?? 'Europe/Berlin',
        now: options.now,
        signal,
      }),
  };

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
    if (ACTIVITY_PAGE.test(pathname)) return activityMeta(base, snap, defaults);
    const monthPath = MONTH_PAGE.exec(pathname);
    const hofPage = HOF_PAGE.test(pathname);
    if (!monthPath && !hofPage) return defaults;
    const hof: PageMeta = {
      ...defaults,
      title: `Hall of Fame · ${SITE_TITLE}`,
      description: `Every ${COLLECTION_NAME} NFT of the Month, the monthly contest of the community on Kaspa.`,
      url: `${base}/hall-of-fame`,
    };
    // Hidden: what the page itself says, and nothing of winners or leaders; unknown: nothing of them either.
    const visible = await contest.hallOfFameVisible();
    if (visible === false) {
      return {
        ...hof,
        description: `The Hall of Fame of the ${COLLECTION_NAME} NFT of the Month contest is currently hidden.`,
        url: monthPath ? `${base}${pathname.replace(/\/$/, '')}` : hof.url,
      };
    }
    if (visible === undefined) return monthPath ? defaults : hof;
    if (monthPath) {
      const month = await contest.month(Number(monthPath[1]), Number(monthPath[2]));
      if (!month) return defaults;
      return monthMeta(base, snap, month, `${base}/hall-of-fame/${month.year}/${month.month}`) ?? defaults;
    }
    const latest = await contest.latestWinner();
    const month = latest && (await contest.month(latest.year, latest.month));
    if (!month) return hof;
    const latestMeta = monthMeta(base, snap, month, hof.url);
    return latestMeta
      ? { ...latestMeta, title: hof.title, description: `${latestMeta.description} ${hof.description}` }
      : hof;
  }

  /** /activity: what the feed is, and the listings now (count and floor) from the snapshot. */
  function activityMeta(base: string, snap: Snapshot, defaults: PageMeta): PageMeta {
    const cheapest = snap.listedByPrice[0]?.listing;
    const listed = snap.listedByPrice.length;
    const now = cheapest
      ? ` ${formatNumber(listed, 0)} listed now, floor ${formatNumber(cheapest.priceKas, 2)} KAS.`
      : ' Nothing listed right now.';
    return {
      ...defaults,
      title: `Activity · ${SITE_TITLE}`,
      description: `Sales, listings, delistings, transfers and mints of the ${COLLECTION_NAME} collection on Kaspa, newest first, as they happen.${now}`,
      url: `${base}/activity`,
      imageAlt: `${SITE_TITLE}: the ${COLLECTION_NAME} collection's activity on Kaspa`,
    };
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
    for (const path of [
      '/',
      '/nft/:id',
      '/wallet/:address',
      '/hall-of-fame',
      '/hall-of-fame/:year/:month',
      '/activity',
    ])
      pages.get(path, answer);
    // Pages without tags of their own that still get their first view from here.
    if (finish) for (const path of ['/traits', '/all-holders', '/all-liked-nfts']) pages.get(path, answer);
    return pages;
  }

  return {
    router,
    pageMeta,
    pagesRouter,
    /** What requests for cards got since start, by outcome. */
    cardCounts: cards.counts,
    /** The render threads' load: rendering now, waiting, the most at once. */
    renderLoad: () => pool.load,
    /** Renders the site's card (the default card) unless stored: call once the service starts. */
    warmDefaultCard: async () => {
      const snap = await currentSnapshot();
      if (snap?.ready) await cards.ensure(cards.jobs.site(snap)).catch(() => undefined);
    },
    /** The pre-render of the worker's preview-prerender job, in this process (the all-in-one server). */
    prerenderer,
    threaded: pool.threaded,
    close: () => pool.close(),
  };
}

export type Previews = ReturnType<typeof createPreviews>;
