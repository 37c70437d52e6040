import type { Db } from '@nacho/core';
import { TOKEN_COLUMNS, type TokenRow } from '@nacho/db';
import type { Knex } from 'knex';
import type { CollectionSource, TokenRecord } from '../sources/types';
import { deleteRows, insertRows, upsertRows } from './batch';
import type { ListedStates } from './listings';
import type { ProgressReporter } from './progress';

export interface TokenSyncResult {
  listed: number;
  inserted: number;
  updated: number;
  removed: number;
  /** Ownership changes recorded in token_transfers. */
  transfers: number;
}

/** What publishing the listed tokens writes; nothing is written until then. */
export interface TokenChanges {
  result: TokenSyncResult;
  /** Token ids of the complete listing, in listing order. */
  listedIds: number[];
  changed: (TokenRow & { updated_at: number })[];
  removed: number[];
  transfers: { token_id: number; from_owner: string | null; to_owner: string; observed_at: number }[];
}

export class EmptyListingError extends Error {
  constructor(source: string, stored: number) {
    super(`source ${source} listed no tokens while ${stored} are stored; keeping them`);
    this.name = 'EmptyListingError';
  }
}

const sameToken = (a: TokenRow, b: TokenRow) =>
  a.tick === b.tick &&
  a.owner === b.owner &&
  a.op_score_mod === b.op_score_mod &&
  (a.staking_power ?? null) === (b.staking_power ?? null);

const toRow = (token: TokenRecord): TokenRow => ({
  token_id: token.tokenId,
  tick: token.tick,
  owner: token.owner.toLowerCase(),
  op_score_mod: token.opScoreMod,
  staking_power: token.stakingPower,
});

/**
 * Reads the source's whole token list, handing each page's token ids to `onPage` as it arrives. The
 * source throws when it cannot read its list to the end (e.g. IncompleteWalkError), so a returned
 * listing is complete.
 */
export async function listAllTokens(
  source: CollectionSource,
  progress: ProgressReporter,
  signal?: AbortSignal,
  onPage?: (tokenIds: number[]) => void,
  listings?: ListedStates,
): Promise<Map<number, TokenRow>> {
  const listed = new Map<number, TokenRow>();
  for await (const page of source.listTokens(signal)) {
    for (const token of page) {
      listed.set(token.tokenId, toRow(token));
      if (token.listing !== undefined) listings?.set(token.tokenId, token.listing);
    }
    onPage?.(page.map((token) => token.tokenId));
    progress.advance(page.length);
  }
  progress.setTotal(listed.size);
  return listed;
}

/**
 * Compares a complete listing with the stored tokens: new tokens, changed rows (owner lower-cased),
 * removed tokens, and one token_transfers row per ownership change. The first import records no
 * transfers; a token appearing later is recorded from null (a mint).
 */
export async function planTokenChanges(
  db: Db,
  source: string,
  listed: ReadonlyMap<number, TokenRow>,
  now: number,
): Promise<TokenChanges> {
  const stored = new Map(
    ((await db('tokens').select(TOKEN_COLUMNS)) as TokenRow[]).map((row) => [Number(row.token_id), row]),
  );
  if (listed.size === 0 && stored.size > 0) throw new EmptyListingError(source, stored.size);

  const changed: TokenChanges['changed'] = [];
  const transfers: TokenChanges['transfers'] = [];
  let inserted = 0;
  for (const row of listed.values()) {
    const old = stored.get(row.token_id);
    if (old && sameToken(old, row)) continue;
    changed.push({ ...row, updated_at: now });
    if (!old) inserted += 1;
    if (old ? old.owner !== row.owner : stored.size > 0) {
      transfers.push({ token_id: row.token_id, from_owner: old?.owner ?? null, to_owner: row.owner, observed_at: now });
    }
  }
  const removed = [...stored.keys()].filter((id) => !listed.has(id));
  return {
    listedIds: [...listed.keys()],
    changed,
    removed,
    transfers,
    result: {
      listed: listed.size,
      inserted,
      updated: changed.length - inserted,
      removed: removed.length,
      transfers: transfers.length,
    },
  };
}

/** Writes the planned token changes inside the publishing transaction. */
export async function applyTokenChanges(trx: Knex.Transaction, changes: TokenChanges): Promise<void> {
  await upsertRows(trx, 'tokens', ['token_id'], changes.changed);
  await deleteRows(
    trx,
    'tokens',
    ['token_id'],
    changes.removed.map((id) => [id]),
  );
  await insertRows(trx, 'token_transfers', changes.transfers);
}
