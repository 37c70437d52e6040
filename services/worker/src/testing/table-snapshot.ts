import type { Db } from '@nacho/core';

const ORDER: Record<string, string[]> = {
  tokens: ['token_id'],
  nft_metadata: ['token_id'],
  nft_rarity: ['token_id'],
  special_nfts: ['token_id'],
  trait_stats: ['trait_type', 'value'],
  holders: ['address'],
  collection_info: ['tick'],
  token_transfers: ['id'],
  market_sales: ['order_id'],
};

/** Every row of a table in key order, for before/after comparisons in tests. */
export async function tableRows(db: Db, table: keyof typeof ORDER | string): Promise<Record<string, unknown>[]> {
  let query = db(table).select('*');
  for (const column of ORDER[table] ?? []) query = query.orderBy(column);
  return (await query) as Record<string, unknown>[];
}

/** Rows of `after` that are new or differ from the row with the same key in `before`. */
export function changedRows(
  before: Record<string, unknown>[],
  after: Record<string, unknown>[],
  key: string,
): Record<string, unknown>[] {
  const old = new Map(before.map((row) => [row[key], JSON.stringify(row)]));
  return after.filter((row) => old.get(row[key]) !== JSON.stringify(row));
}

export async function countRows(db: Db, table: string): Promise<number> {
  const row = (await db(table).count({ n: '*' }).first()) as { n: number | string };
  return Number(row.n);
}
