import type { Db } from '@nacho/core';
import type { Knex } from 'knex';
import { opScoreToEpochMs } from '../activity/op-score-time';
import type { TokenListing } from '../sources/types';
import { deleteRows, upsertRows } from './batch';

export interface ListingRow {
  token_id: number;
  price_sompi: string;
  op_score: string | null;
  tx_id: string | null;
  listed_at: number | null;
  updated_at: number;
}

export interface ListingChanges {
  upserts: ListingRow[];
  removed: number[];
}

/** Each listed token's state as the owner list gave it: null = not listed; tokens it did not say about are absent. */
export type ListedStates = Map<number, TokenListing | null>;

const sameListing = (row: Record<string, unknown>, listing: TokenListing) =>
  String(row.price_sompi) === listing.priceSompi && (row.op_score ?? null) === listing.opScore;

/**
 * nft_listings after a complete owner list: a new or changed listing is upserted (listed_at from
 * its op score, else the time it was first seen), an unlisted or vanished token's row goes.
 */
export async function planListingChanges(
  db: Db,
  states: ListedStates,
  listedIds: ReadonlySet<number>,
  now: number,
): Promise<ListingChanges> {
  const stored = new Map(
    ((await db('nft_listings').select('token_id', 'price_sompi', 'op_score')) as Record<string, unknown>[]).map(
      (row) => [Number(row.token_id), row],
    ),
  );
  const upserts: ListingRow[] = [];
  for (const [tokenId, listing] of states) {
    if (!listing) continue;
    const old = stored.get(tokenId);
    if (old && sameListing(old, listing)) continue;
    upserts.push({
      token_id: tokenId,
      price_sompi: listing.priceSompi,
      op_score: listing.opScore,
      tx_id: listing.txId,
      listed_at: (listing.opScore === null ? null : opScoreToEpochMs(listing.opScore)) ?? now,
      updated_at: now,
    });
  }
  const removed = [...stored.keys()].filter((id) => !listedIds.has(id) || states.get(id) === null);
  return { upserts, removed };
}

export async function applyListingChanges(trx: Knex.Transaction, changes: ListingChanges): Promise<void> {
  await upsertRows(trx, 'nft_listings', ['token_id'], changes.upserts);
  await deleteRows(
    trx,
    'nft_listings',
    ['token_id'],
    changes.removed.map((id) => [id]),
  );
}
