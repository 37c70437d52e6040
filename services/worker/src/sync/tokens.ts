import type { Db } from '@nacho/core';
import type { CollectionSource, TokenRecord } from '../sources/types';
import { deleteRows, insertRows, upsertRows } from './batch';
import type { ProgressReporter } from './progress';

export interface TokenSyncResult {
  listed: number;
  inserted: number;
  updated: number;
  removed: number;
  /** Ownership changes recorded in token_transfers. */
  transfers: number;
}

interface TokenRow {
  token_id: number;
  tick: string;
  owner: string;
  op_score_mod: string;
  staking_power: number | null;
}

const sameToken = (a: TokenRow, b: TokenRow) =>
  a.tick === b.tick && a.owner === b.owner && a.op_score_mod === b.op_score_mod && (a.staking_power ?? null) === (b.staking_power ?? null);

const toRow = (token: TokenRecord): TokenRow => ({
  token_id: token.tokenId,
  tick: token.tick,
  owner: token.owner.toLowerCase(),
  op_score_mod: token.opScoreMod,
  staking_power: token.stakingPower,
});

/**
 * Lists every token and writes only what changed: new tokens, changed rows (owner lower-cased),
 * removed tokens, and one token_transfers row per ownership change, all in one transaction.
 * The first import records no transfers; a token appearing later is recorded from null (a mint).
 */
export async function syncTokens(
  db: Db,
  source: CollectionSource,
  options: { progress: ProgressReporter; now: number; signal?: AbortSignal },
): Promise<TokenSyncResult> {
  const listed = new Map<number, TokenRow>();
  for await (const page of source.listTokens(options.signal)) {
    for (const token of page) listed.set(token.tokenId, toRow(token));
    options.progress.advance(page.length);
  }
  options.progress.setTotal(listed.size);

  const stored = new Map(
    ((await db('tokens').select('token_id', 'tick', 'owner', 'op_score_mod', 'staking_power')) as TokenRow[]).map((row) => [
      Number(row.token_id),
      row,
    ]),
  );
  if (listed.size === 0 && stored.size > 0) {
    throw new Error(`source ${source.name} listed no tokens while ${stored.size} are stored; keeping them`);
  }

  const changed: (TokenRow & { updated_at: number })[] = [];
  const transfers: { token_id: number; from_owner: string | null; to_owner: string; observed_at: number }[] = [];
  let inserted = 0;
  for (const row of listed.values()) {
    const old = stored.get(row.token_id);
    if (old && sameToken(old, row)) continue;
    changed.push({ ...row, updated_at: options.now });
    if (!old) inserted += 1;
    if (old ? old.owner !== row.owner : stored.size > 0) {
      transfers.push({ token_id: row.token_id, from_owner: old?.owner ?? null, to_owner: row.owner, observed_at: options.now });
    }
  }
  const removed = [...stored.keys()].filter((id) => !listed.has(id));

  if (changed.length || removed.length) {
    await db.transaction(async (trx) => {
      await upsertRows(trx, 'tokens', ['token_id'], changed);
      await deleteRows(trx, 'tokens', ['token_id'], removed.map((id) => [id]));
      await insertRows(trx, 'token_transfers', transfers);
    });
  }
  return { listed: listed.size, inserted, updated: changed.length - inserted, removed: removed.length, transfers: transfers.length };
}
