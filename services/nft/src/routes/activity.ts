import { notFound } from '@nacho/core';
import {
  ActivityPageReply,
  FloorsReply,
  HolderDistributionReply,
  TokenHistoryReply,
  WALLET_VALUE_RULE,
  WalletValueReply,
  type HolderDistribution,
} from '@nacho/contracts';
import { CACHE_SECONDS, sendResult, sendSerialized } from '../http/cache-policy';
import { defineRoute } from '../http/route-definition';
import { sendActivityReply } from '../http/activity-replies';
import { holderDistribution } from '../queries/holder-distribution';
import { requireToken } from '../queries/nft-views';
import { resolveTraitSelection } from '../queries/trait-selection';
import type { Snapshot } from '../snapshot/types';
import { activityQuery, addressPath, tokenIdPath } from '../schemas/inputs';

/**
 * Read from the tables (kept per activity data version, http/activity-replies.ts): stale at once.
 * The live `activity` event makes open pages read again within seconds of the previous read, and a
 * copy the browser kept (max-age=10 before) answered that read with the rows the event was about missing.
 */
const ACTIVITY_SECONDS = 0;

export const activityRoute = defineRoute({
  path: '/activity',
  summary: 'Collection activity (mints, transfers, listings, delistings, sales), newest first, keyset paged',
  tag: 'activity',
  query: activityQuery,
  reply: ActivityPageReply,
  errors: [400, 503],
  async handle({ ctx, snapshot, query, db, activity, marketSource, inputKey }) {
    const selection = query.traits ? resolveTraitSelection(snapshot.traitIndex, query.traits) : undefined;
    const tokenIds = selection ? (snapshot.traitIndex.match(selection)?.toIds() ?? undefined) : undefined;
    const read = () =>
      activity.page({
        marketSource,
        kasUsd: snapshot.market.kasUsd,
        filter: {
          kinds: query.kind,
          tokenIds,
          wallet: query.wallet,
          minPriceKas: query.minPrice,
          maxPriceKas: query.maxPrice,
        },
        limit: query.limit,
        cursor: query.cursor,
      });
    // Traits no NFT has: the page is empty without reading the database (nor its version).
    if (tokenIds?.length === 0) sendResult(ctx, snapshot, { items: [], next: null }, ACTIVITY_SECONDS);
    else await sendActivityReply({ ctx, snapshot, db, inputKey }, ACTIVITY_SECONDS, read);
  },
});

export const tokenHistoryRoute = defineRoute({
  path: '/nfts/{tokenId}/history',
  summary: "An NFT's history (mint, transfers, listings, delistings, sales), newest first, with its listing and holder",
  tag: 'activity',
  params: tokenIdPath,
  reply: TokenHistoryReply,
  errors: [400, 404, 503],
  async handle({ ctx, snapshot, params, db, activity, marketSource, inputKey }) {
    const token = requireToken(snapshot, params.tokenId);
    await sendActivityReply({ ctx, snapshot, db, inputKey }, ACTIVITY_SECONDS, () =>
      activity.history({
        marketSource,
        kasUsd: snapshot.market.kasUsd,
        tokenId: token.tokenId,
        owner: token.owner,
        listing: token.listing,
      }),
    );
  },
});

export const floorsRoute = defineRoute({
  path: '/floors',
  summary: 'The listing floor of the collection and of every trait value, with the listed counts',
  tag: 'activity',
  reply: FloorsReply,
  errors: [503],
  sendsEtag: true,
  handle({ ctx, snapshot, store }) {
    const body = snapshot.bodies.pinnedBody('floors', () => ({
      message: 'success',
      result: { collection: snapshot.market.collection, traits: snapshot.market.traits },
    }));
    sendSerialized({ ctx, snapshot, store }, body, CACHE_SECONDS.perItem);
  },
});

export const walletValueRoute = defineRoute({
  path: '/wallets/{address}/value',
  summary: "An estimate of a wallet's NFTs in KAS (and USD), with the rule and each NFT's value and basis",
  tag: 'wallets',
  params: addressPath,
  reply: WalletValueReply,
  errors: [400, 404, 503],
  sendsEtag: true,
  handle({ ctx, snapshot, params, inputKey, store }) {
    const wallet = snapshot.wallets.get(params.address);
    if (!wallet) throw notFound(`No NFTs found for wallet ${params.address}`, 'wallet_not_found');
    const body = snapshot.bodies.queryBody(inputKey, () => {
      const items = wallet.tokens.map((t) => ({ tokenId: t.tokenId, ...snapshot.market.valueOf(t.tokenId) }));
      const estimateKas = Math.round(items.reduce((sum, i) => sum + i.valueKas, 0) * 100) / 100;
      const { kasUsd } = snapshot.market;
      return {
        message: 'success',
        result: {
          address: wallet.address,
          estimateKas,
          estimateUsd: kasUsd === null ? null : Math.round(estimateKas * kasUsd * 100) / 100,
          rule: WALLET_VALUE_RULE,
          items,
        },
      };
    });
    sendSerialized({ ctx, snapshot, store }, body, CACHE_SECONDS.perItem);
  },
});

const distributions = new WeakMap<Snapshot, { newestRow: number; result: Promise<HolderDistribution> }>();

export const holderDistributionRoute = defineRoute({
  path: '/holders/distribution',
  summary:
    'How the NFTs are spread: wallets per holding size, top 10 and top 100 shares, holders over time, average holding time',
  tag: 'holders',
  reply: HolderDistributionReply,
  errors: [503],
  async handle({ ctx, snapshot, db }) {
    // Once per snapshot and activity: the ownership history is replayed once, whoever asks.
    const newest = (await db('nft_activity').max({ id: 'id' }).first()) as { id: number | string | null } | undefined;
    const newestRow = Number(newest?.id ?? 0);
    let cached = distributions.get(snapshot);
    if (!cached || cached.newestRow !== newestRow) {
      cached = { newestRow, result: holderDistribution(db, snapshot, Date.now()) };
      distributions.set(snapshot, cached);
      cached.result.catch(() => distributions.delete(snapshot));
    }
    sendResult(ctx, snapshot, await cached.result, CACHE_SECONDS.holders);
  },
});
