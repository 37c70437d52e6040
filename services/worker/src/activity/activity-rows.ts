import { epochMsToOpScore, opScoreToEpochMs } from './op-score-time';
import type { ListingEvent, OwnershipEntry } from '../sources/types';

export type ActivityKind = 'mint' | 'transfer' | 'listing' | 'delisting';

/** An nft_activity row as the sync writes it (the id is the table's). */
export interface ActivityRow {
  token_id: number;
  kind: ActivityKind;
  from_addr: string | null;
  to_addr: string | null;
  price_sompi: string | null;
  at: number;
  op_score: string;
  tx_id: string | null;
  sale_order_id: string | null;
}

/** What the activity sync remembers per token: re-read its history only when one of these changed. */
export interface TokenActivityState {
  opScoreMod: string;
  /** `price@opScore` of the current listing; null when not listed. */
  listingKey: string | null;
  owner: string;
}

export interface StoredListing {
  priceSompi: string;
  opScore: string | null;
  listedAt: number | null;
}

export const listingKeyOf = (listing: StoredListing | undefined): string | null =>
  listing ? `${listing.priceSompi}@${listing.opScore ?? ''}` : null;

/** A sale of the market source that may explain a transfer. */
export interface SaleCandidate {
  orderId: string;
  seller: string | null;
  buyer: string | null;
  soldAt: number;
}

/** A transfer and the sale it is: same buyer (and seller when the market names one), within a day. */
const SALE_MATCH_MS = 86_400_000;

/**
 * The activity rows of one token from its ownership history (oldest first), the listing events its
 * source remembers, and the listing change observed since the last sync. Op scores order the rows
 * and make them unique per (token, op score, kind): reading the same history again gives the same rows.
 */
export function activityRowsOf(input: {
  tokenId: number;
  history: readonly OwnershipEntry[];
  listingEvents: readonly ListingEvent[];
  previous: TokenActivityState | undefined;
  listing: StoredListing | undefined;
  owner: string;
  sales: readonly SaleCandidate[];
  now: number;
}): ActivityRow[] {
  const { tokenId, now } = input;
  const rows: ActivityRow[] = [];
  const unmatchedSales = [...input.sales];
  input.history.forEach((entry, index) => {
    const at = opScoreToEpochMs(entry.opScoreMod) ?? now;
    const to = entry.owner.toLowerCase();
    const from = index === 0 ? null : input.history[index - 1]!.owner.toLowerCase();
    let saleOrderId: string | null = null;
    if (from !== null) {
      const match = unmatchedSales.findIndex(
        (sale) =>
          sale.buyer === to &&
          (sale.seller === null || sale.seller === from) &&
          Math.abs(sale.soldAt - at) <= SALE_MATCH_MS,
      );
      if (match >= 0) saleOrderId = unmatchedSales.splice(match, 1)[0]!.orderId;
    }
    rows.push({
      token_id: tokenId,
      kind: index === 0 ? 'mint' : 'transfer',
      from_addr: from,
      to_addr: to,
      price_sompi: null,
      at,
      op_score: entry.opScoreMod,
      tx_id: entry.txId,
      sale_order_id: saleOrderId,
    });
  });
  for (const event of input.listingEvents) {
    rows.push({
      token_id: tokenId,
      kind: event.kind,
      from_addr: event.owner.toLowerCase(),
      to_addr: null,
      price_sompi: event.kind === 'listing' ? event.priceSompi : null,
      at: event.at,
      op_score: epochMsToOpScore(event.at),
      tx_id: null,
      sale_order_id: null,
    });
  }
  // The indexer shows only the current listing: a new one is a listing; one gone while the owner
  // stayed is a delisting (a sale or transfer ends a listing by itself).
  const listingKey = listingKeyOf(input.listing);
  if (input.listing && listingKey !== input.previous?.listingKey) {
    const at = input.listing.listedAt ?? now;
    rows.push({
      token_id: tokenId,
      kind: 'listing',
      from_addr: input.owner,
      to_addr: null,
      price_sompi: input.listing.priceSompi,
      at,
      op_score: input.listing.opScore ?? epochMsToOpScore(at),
      tx_id: null,
      sale_order_id: null,
    });
  } else if (!input.listing && input.previous?.listingKey && input.previous.owner === input.owner) {
    rows.push({
      token_id: tokenId,
      kind: 'delisting',
      from_addr: input.owner,
      to_addr: null,
      price_sompi: null,
      at: now,
      op_score: epochMsToOpScore(now),
      tx_id: null,
      sale_order_id: null,
    });
  }
  return rows;
}
