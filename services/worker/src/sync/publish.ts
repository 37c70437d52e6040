import type { Db } from '@nacho/core';
import type { CollectionInfo } from '../sources/types';
import { storeCollectionInfo } from './collection-info';
import { computeDerivedTables, storeDerivedTables } from './derive';
import { countTokensWithoutMetadata, publishStagedMetadata } from './metadata';
import { finishSync } from './sync-state';
import { applyListingChanges, type ListingChanges } from './listings';
import { applyTokenChanges, type TokenChanges } from './tokens';

export interface Published {
  changed: boolean;
  collectionVersion: number;
  /** Derived rows written per table. */
  derived: Record<string, number>;
  /** Published tokens without metadata. */
  metadataMissing: number;
}

/**
 * Publishes one version in a single transaction: collection info, token changes, the staged
 * metadata, every derived table recomputed from them, and collection_version + 1 if anything
 * changed. A reader sees all of it or none of it (never new tokens with old holders), and a sync
 * that fails before this point has changed nothing readers see.
 */
export async function publishVersion(
  db: Db,
  input: {
    info: CollectionInfo;
    tokens: TokenChanges;
    /** nft_listings changes from the same owner list (none when the source gives no listing state). */
    listings?: ListingChanges;
    now: () => number;
    note: (metadataMissing: number) => string | null;
  },
): Promise<Published> {
  return db.transaction(async (trx) => {
    const infoChanged = await storeCollectionInfo(trx, input.info, input.now());
    await applyTokenChanges(trx, input.tokens);
    if (input.listings) await applyListingChanges(trx, input.listings);
    const listingsChanged = !!input.listings && input.listings.upserts.length + input.listings.removed.length > 0;
    const newMetadata = await publishStagedMetadata(trx);
    const derived = await storeDerivedTables(trx, await computeDerivedTables(trx));
    const metadataMissing = await countTokensWithoutMetadata(trx);
    const { result } = input.tokens;
    const changed =
      infoChanged ||
      listingsChanged ||
      result.inserted + result.updated + result.removed > 0 ||
      newMetadata > 0 ||
      Object.values(derived).some((n) => n > 0);
    const collectionVersion = await finishSync(
      trx,
      {
        phase: 'done',
        done: result.listed,
        total: result.listed,
        lastError: input.note(metadataMissing),
        bumpVersion: changed,
        metadataMissing,
      },
      input.now(),
    );
    return { changed, collectionVersion, derived, metadataMissing };
  });
}
