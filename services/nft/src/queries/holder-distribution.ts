import type { Db } from '@nacho/core';
import type { HolderDistribution } from '@nacho/contracts';
import type { Snapshot } from '../snapshot/types';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const BUCKETS: { label: HolderDistribution['buckets'][number]['label']; max: number }[] = [
  { label: '1', max: 1 },
  { label: '2-5', max: 5 },
  { label: '6-10', max: 10 },
  { label: '11-25', max: 25 },
  { label: '26-50', max: 50 },
  { label: '51+', max: Number.POSITIVE_INFINITY },
];

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 100 : 0);

/** Unique holders at the end of each week, replaying the ownership rows (mints and transfers) in order. */
function holdersOverTime(rows: readonly { token_id: number; to_addr: string; at: number }[], now: number) {
  const ownerOf = new Map<number, string>();
  const counts = new Map<string, number>();
  const points: { at: number; holders: number }[] = [];
  if (!rows.length) return points;
  let weekEnd = Math.floor(Number(rows[0]!.at) / WEEK_MS) * WEEK_MS + WEEK_MS;
  for (const row of rows) {
    const at = Number(row.at);
    while (at >= weekEnd) {
      points.push({ at: weekEnd, holders: counts.size });
      weekEnd += WEEK_MS;
    }
    const tokenId = Number(row.token_id);
    const old = ownerOf.get(tokenId);
    if (old !== undefined) {
      const left = (counts.get(old) ?? 1) - 1;
      if (left) counts.set(old, left);
      else counts.delete(old);
    }
    ownerOf.set(tokenId, row.to_addr);
    counts.set(row.to_addr, (counts.get(row.to_addr) ?? 0) + 1);
  }
  while (weekEnd <= now) {
    points.push({ at: weekEnd, holders: counts.size });
    weekEnd += WEEK_MS;
  }
  points.push({ at: now, holders: counts.size });
  return points;
}

/** How the NFTs are spread over wallets now (the snapshot) and over time (the ownership history). */
export async function holderDistribution(db: Db, snapshot: Snapshot, now: number): Promise<HolderDistribution> {
  const counts = [...snapshot.wallets.values()].map((w) => w.tokens.length).sort((a, b) => b - a);
  const total = snapshot.tokens.length;
  const buckets = BUCKETS.map((bucket, i) => ({
    label: bucket.label,
    wallets: counts.filter((n) => n <= bucket.max && n > (BUCKETS[i - 1]?.max ?? 0)).length,
  }));
  const sum = (n: number) => counts.slice(0, n).reduce((a, b) => a + b, 0);
  const rows = (await db('nft_activity')
    .whereIn('kind', ['mint', 'transfer'])
    .orderBy([
      { column: 'at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .select('token_id', 'to_addr', 'at')) as { token_id: number; to_addr: string; at: number }[];
  const heldSince = new Map<number, number>();
  for (const row of rows) heldSince.set(Number(row.token_id), Number(row.at));
  const held = snapshot.tokens.map((t) => heldSince.get(t.tokenId)).filter((at): at is number => at !== undefined);
  return {
    buckets,
    top10Share: percent(sum(10), total),
    top100Share: percent(sum(100), total),
    holdersOverTime: holdersOverTime(rows, now),
    averageHoldingDays: held.length
      ? Math.round((held.reduce((s, at) => s + (now - at), 0) / held.length / DAY_MS) * 10) / 10
      : null,
  };
}
