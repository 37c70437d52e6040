import { z } from 'zod';
import { CollectionInfo } from './collection-info';
import { success, type ResultOf } from './common-replies';

const epochMsOrNull = z.number().nullable().meta({ description: 'Epoch milliseconds' });

export const SyncStatusReply = z.object({
  message: success,
  result: z.object({
    phase: z.string().meta({ description: 'idle, collection, tokens, metadata, deriving, done or error' }),
    done: z.number().int(),
    total: z.number().int(),
    percent: z.number().min(0).max(100),
    collectionVersion: z.number().int(),
    startedAt: epochMsOrNull,
    finishedAt: epochMsOrNull,
    lastError: z.string().nullable(),
    metadataMissing: z
      .number()
      .int()
      .meta({ description: 'NFTs of the served version without metadata; the next sync fetches only those' }),
    ready: z.boolean().meta({ description: 'Whether the served collection data is complete' }),
    lastSuccessAt: epochMsOrNull.meta({ description: 'When the last successful sync finished (epoch ms)' }),
    lastFailureAt: epochMsOrNull.meta({ description: 'When the last failed sync ended (epoch ms)' }),
    failingSince: epochMsOrNull.meta({
      description: 'When the failures since the last success began (null while the last sync succeeded)',
    }),
    syncIntervalMinutes: z.number().int().meta({ description: 'SYNC_INTERVAL_MINUTES' }),
    stale: z.boolean().meta({ description: 'The last sync failed or the last success is older than 3 intervals' }),
  }),
});

export const CollectionReply = z.object({
  message: success,
  result: CollectionInfo.extend({
    collectionVersion: z.number().int(),
    totals: z.object({
      maxTokenId: z.number().int(),
      tokens: z.number().int(),
      tokensWithMetadata: z.number().int(),
      holders: z.number().int(),
      totalStakingPower: z.number(),
      uniqueNfts: z.number().int(),
      rareNfts: z.number().int(),
      traitTypes: z.number().int(),
    }),
  }),
});

export const OpenApiReply = z.record(z.string(), z.unknown()).meta({ description: 'This OpenAPI 3.1 document' });

export type SyncStatus = ResultOf<typeof SyncStatusReply>;
export type CollectionStatus = ResultOf<typeof CollectionReply>;
