import { COLLECTION_INFO_TEXT_COLUMNS } from './migrations/002_collection';

/** Rows of the collection tables (migration 002) as the worker writes them and the nft service reads them. */

/** collection_info's columns besides its key `tick`: the indexer's fields, as migration 002 made them. */
export const COLLECTION_INFO_COLUMNS = COLLECTION_INFO_TEXT_COLUMNS;

export type CollectionInfoRow = { tick: string } & Record<(typeof COLLECTION_INFO_COLUMNS)[number], string | null>;

/** The columns of `tokens` that describe a token (besides updated_at). */
export const TOKEN_COLUMNS = ['token_id', 'tick', 'owner', 'op_score_mod', 'staking_power'] as const;

export interface TokenRow {
  token_id: number;
  tick: string;
  owner: string;
  op_score_mod: string;
  /** null: the source has none; the default staking power applies. */
  staking_power: number | null;
}
