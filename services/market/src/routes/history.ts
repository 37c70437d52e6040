import type Router from '@koa/router';
import { parseInput } from '@nacho/core';
import type { MarketRouterDeps } from './market-deps';
import { HistoryQuery } from './schemas';

const MAX_POINTS = 200;
const DAY_MS = 86_400_000;

interface PointRow {
  timestamp: number | string;
  floor_price: number | null;
  volume_kas: number | null;
  total_sales: number | null;
}

/** GET /history?timeFrame=&days=: the frame's snapshots over the last days, thinned to the last one per bucket. */
export function historyRoute(router: Router, deps: MarketRouterDeps): void {
  const now = deps.now ?? Date.now;
  router.get('/history', async (ctx) => {
    const { timeFrame, days } = parseInput(HistoryQuery, ctx.query);
    const to = now();
    const from = to - days * DAY_MS;
    const rows = (await deps
      .db('market_data_history')
      .select('timestamp', 'floor_price', 'volume_kas', 'total_sales')
      .where({ time_frame: timeFrame })
      .andWhere('timestamp', '>', from)
      .orderBy([
        { column: 'timestamp', order: 'asc' },
        { column: 'id', order: 'asc' },
      ])) as PointRow[];
    const bucketMs = (to - from) / MAX_POINTS;
    const byBucket = new Map<number, PointRow>();
    for (const row of rows) byBucket.set(Math.floor((Number(row.timestamp) - from) / bucketMs), row);
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = {
      result: {
        timeFrame,
        days,
        points: [...byBucket.values()].map((r) => ({
          at: Number(r.timestamp),
          floorPrice: r.floor_price === null ? null : Number(r.floor_price),
          volumeKas: Number(r.volume_kas ?? 0),
          totalSales: Number(r.total_sales ?? 0),
        })),
      },
    };
  });
}
