import { CACHE_SECONDS, sendSerialized } from '../http/cache-policy';
import { defineRoute } from '../http/route-definition';
import { sortByPrice } from '../queries/wallet-page';
import { resolveTraitSelection } from '../queries/trait-selection';
import { traitSearchQuery } from '../schemas/inputs';
import { SpecialReply, TraitSearchReply, TraitStatsReply, TraitsReply } from '@nacho/contracts';

export const traitsRoute = defineRoute({
  path: '/traits',
  summary: 'Trait statistics and the special (1 of 1 and 1 of 2) NFTs',
  tag: 'traits',
  reply: TraitsReply,
  errors: [503],
  sendsEtag: true,
  handle({ ctx, snapshot, store }) {
    const body = snapshot.bodies.pinnedBody('traits', () => ({
      message: 'success',
      result: { traitStats: snapshot.traitStats, specialNFTs: snapshot.specials },
    }));
    sendSerialized({ ctx, snapshot, store }, body, CACHE_SECONDS.traits);
  },
});

export const traitStatsRoute = defineRoute({
  path: '/trait-stats',
  summary: 'Count and percentage of every trait value (Edition excluded)',
  tag: 'traits',
  reply: TraitStatsReply,
  errors: [503],
  sendsEtag: true,
  handle({ ctx, snapshot, store }) {
    const body = snapshot.bodies.pinnedBody('trait-stats', () => ({
      message: 'success',
      result: { traitStats: snapshot.traitStats, totalNfts: snapshot.tokensWithMetadata },
    }));
    sendSerialized({ ctx, snapshot, store }, body, CACHE_SECONDS.traits);
  },
});

export const traitSearchRoute = defineRoute({
  path: '/search/traits',
  summary: 'Token ids having the given traits (values of one type OR, types AND)',
  tag: 'traits',
  query: traitSearchQuery,
  reply: TraitSearchReply,
  errors: [400, 503],
  sendsEtag: true,
  handle({ ctx, snapshot, query, inputKey, store }) {
    // A cached body exists only if this input resolved without error on this snapshot.
    const body = snapshot.bodies.queryBody(inputKey, () => {
      const ids = snapshot.traitIndex.match(resolveTraitSelection(snapshot.traitIndex, query.traits))?.toIds() ?? [];
      const listed = query.listed ? ids.filter((id) => snapshot.tokenById.get(id)?.listing) : ids;
      const nfts =
        query.sort === 'price'
          ? sortByPrice(listed.map((id) => snapshot.tokenById.get(id)!).filter(Boolean), 'asc').map((t) => t.tokenId)
          : listed;
      const prices: Record<string, number> = {};
      for (const id of nfts) {
        const listing = snapshot.tokenById.get(id)?.listing;
        if (listing) prices[id] = listing.priceKas;
      }
      return { message: 'success', result: { total: nfts.length, nfts, prices } };
    });
    sendSerialized({ ctx, snapshot, store }, body, CACHE_SECONDS.traitSearch);
  },
});

export const specialRoute = defineRoute({
  path: '/special',
  summary: 'The unique (1 of 1) and rare (1 of 2) NFTs, rarest first',
  tag: 'traits',
  reply: SpecialReply,
  errors: [503],
  sendsEtag: true,
  handle({ ctx, snapshot, store }) {
    const body = snapshot.bodies.pinnedBody('special', () => ({ message: 'success', specialNFTs: snapshot.specials }));
    sendSerialized({ ctx, snapshot, store }, body, CACHE_SECONDS.specials);
  },
});
