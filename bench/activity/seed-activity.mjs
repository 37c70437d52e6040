/**
 * Adds ACTIVITY_ROWS (default 1,000,000) nft_activity rows and 20,000 demo market sales to a seeded
 * bench database: mints of every token, then transfers, listings and delistings over a year among
 * the collection's owners, deterministic (a fixed seed).
 */
import { requireCompiled } from '../api/compiled.mjs';

const { createDb } = requireCompiled('services/core/dist/index.js');

const END = Date.UTC(2026, 0, 15);
const YEAR = 365 * 86_400_000;
/** The times the seeded rows fall between (ms). */
export const ACTIVITY_SPAN = { from: END - YEAR, to: END };
const CHUNK = 1000;

/** mulberry32: a small deterministic generator, enough for spreading bench rows. */
export function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function seedActivity(dataDir, databaseUrl, total = Number(process.env.ACTIVITY_ROWS ?? 1_000_000)) {
  const db = createDb({ dataDir, databaseUrl });
  try {
    const tokens = await db('tokens').select('token_id', 'owner').orderBy('token_id');
    const owners = [...new Set(tokens.map((t) => t.owner))];
    const next = random(38);
    const pick = (list) => list[Math.floor(next() * list.length)];
    const holder = new Map(tokens.map((t) => [t.token_id, pick(owners)]));
    const kinds = ['transfer', 'listing', 'listing', 'delisting'];
    let rows = [];
    let inserted = 0;
    const flush = async () => {
      await db.transaction(async (trx) => {
        for (let i = 0; i < rows.length; i += 300) await trx('nft_activity').insert(rows.slice(i, i + 300));
      });
      inserted += rows.length;
      rows = [];
    };
    for (let i = 0; i < total; i++) {
      const tokenId = tokens[i % tokens.length].token_id;
      const at = END - YEAR + Math.floor((i / total) * YEAR);
      const kind = i < tokens.length ? 'mint' : pick(kinds);
      const owner = holder.get(tokenId);
      const to = kind === 'mint' ? owner : kind === 'transfer' ? pick(owners) : null;
      rows.push({
        token_id: tokenId,
        kind,
        from_addr: kind === 'mint' ? null : owner,
        to_addr: to,
        price_sompi: kind === 'listing' ? Math.round(1000 + next() * 9000) * 100_000_000 : null,
        at,
        op_score: String(1_000_000_000 + i),
        tx_id: kind === 'mint' || kind === 'transfer' ? i.toString(16).padStart(64, '0') : null,
        sale_order_id: null,
      });
      if (kind === 'transfer') holder.set(tokenId, to);
      if (rows.length >= CHUNK * 5) await flush();
    }
    if (rows.length) await flush();
    const sales = Array.from({ length: 20_000 }, (_, i) => ({
      order_id: `bench-${i}`,
      token_id: 1 + Math.floor(next() * tokens.length),
      price_kas: Math.round(1000 + next() * 9000),
      seller: pick(owners),
      buyer: pick(owners),
      sold_at: END - YEAR + Math.floor((i / 20_000) * YEAR),
      source: 'demo',
    }));
    for (let i = 0; i < sales.length; i += 500) await db('market_sales').insert(sales.slice(i, i + 500));
    return { inserted, wallet: (await busiestWallet(dataDir, databaseUrl)).wallet };
  } finally {
    await db.destroy();
  }
}

/** The wallet with the most transfers received, and the number of activity rows. */
export async function busiestWallet(dataDir, databaseUrl) {
  const db = createDb({ dataDir, databaseUrl });
  try {
    const inserted = Number((await db('nft_activity').count({ n: '*' }).first()).n);
    const wallet = (
      await db('nft_activity')
        .where('kind', 'transfer')
        .groupBy('to_addr')
        .select('to_addr')
        .count({ n: '*' })
        .orderBy('n', 'desc')
        .first()
    ).to_addr;
    return { inserted, wallet };
  } finally {
    await db.destroy();
  }
}
