import { CACHE_SECONDS, sendResult } from '../http/cache-policy';
import { defineRoute } from '../http/route-definition';
import { CollectionReply, SyncStatusReply } from '@nacho/contracts';

export const syncStatusRoute = defineRoute({
  path: '/sync-status',
  summary: 'Progress of the collection sync and whether the data is ready',
  tag: 'status',
  reply: SyncStatusReply,
  errors: [503],
  async handle({ ctx, store }) {
    const result = await store.syncStatus();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { message: 'success', result };
  },
});

export const collectionRoute = defineRoute({
  path: '/collection',
  summary: 'Collection info (deployer, royalty, mint figures, ...) and totals',
  tag: 'status',
  reply: CollectionReply,
  errors: [503],
  handle({ ctx, snapshot }) {
    sendResult(
      ctx,
      snapshot,
      {
        ...snapshot.collection,
        collectionVersion: snapshot.version,
        totals: {
          maxTokenId: snapshot.maxTokenId,
          tokens: snapshot.tokens.length,
          tokensWithMetadata: snapshot.tokensWithMetadata,
          holders: snapshot.holders.stats.uniqueHolders,
          totalStakingPower: snapshot.holders.stats.totalStakingPower,
          uniqueNfts: snapshot.specials.unique.length,
          rareNfts: snapshot.specials.rare.length,
          traitTypes: snapshot.traitStats.length,
        },
      },
      CACHE_SECONDS.perItem,
    );
  },
});
