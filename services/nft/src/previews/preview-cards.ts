import { createGatewayHealth, metrics, type Logger, type PerIpLimit } from '@nacho/core';
import type { Snapshot } from '../snapshot/types';
import type { CardNode } from './card-renderer';
import type { CardStore } from './card-store';
import { monthImagePath, nftImagePath, siteImagePath, walletImagePath } from './card-urls';
import { monthCard, nftCard, siteCard, walletCard } from './cards';
import type { MonthPreview } from './contest-reader';
import { createNftArt, type CardArt } from './nft-art';
import type { RenderAdmission } from './render-admission';
import { RenderBusyError } from './render-admission';
import type { RenderPool } from './render-pool';

export interface RenderedCard {
  png: Buffer;
  /** False when a placeholder stands in for art that did not come: not stored, not immutable. */
  complete: boolean;
}

/** One card: where it is stored (its versioned URL) and how it is drawn. */
export interface CardJob {
  kind: 'nft' | 'wallet' | 'site' | 'month';
  key: string;
  build(): Promise<{ node: CardNode; arts: CardArt[] }>;
}

/** Why a request got the default card instead of its own. */
export type FallbackReason = 'busy' | 'limited' | 'failed';

export type CardAnswer =
  | { kind: 'card'; card: RenderedCard; from: 'store' | 'render' }
  | {
      kind: 'fallback';
      reason: FallbackReason;
      /** The site's default card; undefined when none was rendered yet (then 503). */
      png: Buffer | undefined;
      retryAfterSeconds: number;
    };

export interface PreviewCardsOptions {
  source: 'demo' | 'krc721';
  gateways: readonly string[];
  /** Deadline of one IPFS image; default 2.5 s. */
  artTimeoutMs?: number;
  pool: RenderPool;
  store: CardStore;
  admission: RenderAdmission;
  /** Cold renders one address may cause (none: no per-IP limit, as in the worker). */
  coldRenders?: PerIpLimit;
  logger: Logger;
}

/**
 * The cards and how a request gets one: a stored card when there is one; else, within the address's
 * allowance of cold renders and while the render queue has room, rendered now (one render per card
 * at a time, however many ask) and stored; else the site's default card at once.
 */
export function createPreviewCards(options: PreviewCardsOptions) {
  const { pool, store, admission, logger } = options;
  const artOf = createNftArt({
    source: options.source,
    gateways: options.gateways,
    timeoutMs: options.artTimeoutMs,
    health: createGatewayHealth(),
    pool,
  });
  const rendering = new Map<string, Promise<RenderedCard>>();
  const counts: Record<'store' | 'render' | FallbackReason, number> = {
    store: 0,
    render: 0,
    busy: 0,
    limited: 0,
    failed: 0,
  };
  const count = (outcome: keyof typeof counts) => {
    counts[outcome]++;
    metrics.registerOnUse(metrics.previewCards).inc({ outcome });
  };
  /** The newest site card this process has seen: the default card while a newer one is not there. */
  let defaultPng: Buffer | undefined;

  const siteArt = (snap: Snapshot) =>
    Promise.all(
      (snap.specials.unique.length ? snap.specials.unique : snap.tokens)
        .slice(0, 5)
        .map((s) => snap.tokenById.get(s.tokenId))
        .filter((t) => t !== undefined)
        .map((t) => artOf(t, 150)),
    );

  const jobs = {
    nft(snap: Snapshot, tokenId: number): CardJob | undefined {
      const token = snap.tokenById.get(tokenId);
      if (!token) return undefined;
      return {
        kind: 'nft',
        key: nftImagePath(tokenId, snap.version),
        build: async () => {
          const art = await artOf(token, 468);
          return { node: nftCard(snap, token, art), arts: [art] };
        },
      };
    },
    wallet(snap: Snapshot, address: string): CardJob | undefined {
      const wallet = snap.wallets.get(address.toLowerCase());
      if (!wallet) return undefined;
      return {
        kind: 'wallet',
        key: walletImagePath(wallet.address, snap.version),
        build: async () => {
          const shown = [...wallet.tokens]
            .sort((a, b) => (a.rarityRank ?? Infinity) - (b.rarityRank ?? Infinity))
            .slice(0, 4);
          const arts = await Promise.all(shown.map((t) => artOf(t, 178)));
          return { node: walletCard(wallet, arts), arts };
        },
      };
    },
    site(snap: Snapshot): CardJob {
      return {
        kind: 'site',
        key: siteImagePath(snap.version),
        build: async () => {
          const arts = snap.ready ? await siteArt(snap) : [];
          return { node: siteCard(snap, arts), arts };
        },
      };
    },
    month(snap: Snapshot, m: MonthPreview): CardJob | undefined {
      const token = m.tokenId === null ? undefined : snap.tokenById.get(m.tokenId);
      if (!token) return undefined;
      return {
        kind: 'month',
        // The month's URL carries the contest's version; the art may change with the collection's.
        key: `${monthImagePath(m)}@v${snap.version}`,
        build: async () => {
          const art = await artOf(token, 468);
          return {
            node: monthCard({ token, year: m.year, month: m.month, likeCount: m.likeCount, crowned: m.crowned }, art),
            arts: [art],
          };
        },
      };
    },
  };

  /** Renders `job` now (behind the admission) and stores it when complete; one render per key at a time. */
  function render(job: CardJob): Promise<RenderedCard> {
    let pending = rendering.get(job.key);
    if (!pending) {
      pending = admission
        .run(async () => {
          const { node, arts } = await job.build();
          return { png: await pool.card(node), complete: arts.every((a) => a.real) };
        })
        .then(async (card) => {
          if (card.complete) await store.set(job.key, card.png);
          if (job.kind === 'site' && (card.complete || !defaultPng)) defaultPng = card.png;
          return card;
        })
        .finally(() => rendering.delete(job.key));
      rendering.set(job.key, pending);
    }
    return pending;
  }

  /** The default card: the current site card when stored, else the newest this process saw (and the current one is rendered). */
  async function defaultCard(snap: Snapshot | undefined): Promise<Buffer | undefined> {
    if (!snap) return defaultPng;
    const job = jobs.site(snap);
    const stored = await store.get(job.key);
    if (stored) return (defaultPng = stored);
    render(job).catch(() => undefined);
    return defaultPng;
  }

  const fallback = async (
    snap: Snapshot | undefined,
    reason: FallbackReason,
    retryAfterSeconds: number,
  ): Promise<CardAnswer> => {
    count(reason);
    return { kind: 'fallback', reason, png: await defaultCard(snap), retryAfterSeconds };
  };

  /** What a request for `job` from `ip` gets: its card (stored or rendered now) or the default card. */
  async function answer(snap: Snapshot, job: CardJob, ip: string): Promise<CardAnswer> {
    const stored = await store.get(job.key);
    if (stored) {
      count('store');
      return { kind: 'card', card: { png: stored, complete: true }, from: 'store' };
    }
    let pending = rendering.get(job.key);
    if (!pending && options.coldRenders) {
      const allowance = await options.coldRenders.take(ip);
      if (!allowance.allowed) return fallback(snap, 'limited', allowance.retryAfterSeconds);
    }
    try {
      pending ??= render(job);
      const card = await pending;
      count('render');
      return { kind: 'card', card, from: 'render' };
    } catch (err) {
      if (err instanceof RenderBusyError) return fallback(snap, 'busy', 5);
      logger.warn({ err, card: job.key }, 'previews: a card could not be rendered; the default card goes out');
      return fallback(snap, 'failed', 30);
    }
  }

  /** Makes sure `job` is stored: false when it already was, true when rendered now. */
  async function ensure(job: CardJob): Promise<{ rendered: boolean; complete: boolean }> {
    if (await store.has(job.key)) return { rendered: false, complete: true };
    const card = await render(job);
    return { rendered: true, complete: card.complete };
  }

  return {
    jobs,
    answer,
    ensure,
    defaultCard,
    /** Per outcome since this process started (tests, the benchmark). */
    counts: () => ({ ...counts }),
  };
}

export type PreviewCards = ReturnType<typeof createPreviewCards>;
