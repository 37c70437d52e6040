import type { Knex } from 'knex';
import type { CollectionInfo } from '../sources/types';

const COLUMNS: Record<Exclude<keyof CollectionInfo, 'tick'>, string> = {
  deployer: 'deployer',
  royaltyTo: 'royalty_to',
  buri: 'buri',
  max: 'max',
  royaltyFee: 'royalty_fee',
  daaMintStart: 'daa_mint_start',
  premint: 'premint',
  txIdRev: 'tx_id_rev',
  mtsAdd: 'mts_add',
  minted: 'minted',
  opScoreMod: 'op_score_mod',
  state: 'state',
  mtsMod: 'mts_mod',
  opScoreAdd: 'op_score_add',
};

/** Upserts the collection_info row when a field changed; true if it did. */
export async function storeCollectionInfo(db: Knex.Transaction, info: CollectionInfo, now: number): Promise<boolean> {
  const row: Record<string, string | null> = { tick: info.tick };
  for (const [field, column] of Object.entries(COLUMNS)) row[column] = info[field as keyof typeof COLUMNS] ?? null;
  const stored = (await db('collection_info').where({ tick: info.tick }).first()) as
    Record<string, unknown> | undefined;
  if (stored && Object.entries(row).every(([column, value]) => (stored[column] ?? null) === value)) return false;
  await db('collection_info')
    .insert({ ...row, updated_at: now })
    .onConflict('tick')
    .merge();
  return true;
}
