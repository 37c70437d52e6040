import type { Knex } from 'knex';
import type { Db } from '@nacho/core';
import { TIME_FRAMES } from '@nacho/domain';
import { allFrameStats, STATS_LOOKBACK_MS } from '../stats/frame-stats';
import { historyRow, type HistoryRow } from './history-row';
import { slotStart, SNAPSHOT_SLOT_MS } from './slot';
import { latestSourceHealth, type SourceHealth } from './source-health';
import { loadSalesForStats } from './stored-sales';

export interface SnapshotOptions {
  /** market_sales.source whose sales count (MARKET_SOURCE). */
  source: string;
  now: number;
  /** The marketplace's current lowest ask, when the source reports one. */
  listingFloor?: number | null;
  /**
   * What the snapshot knows about the marketplace (the job's ingest outcome). Default: it answered
   * at `now` (a snapshot of sales that are current).
   */
  sourceHealth?: SourceHealth;
}

export interface SnapshotResult {
  slotAt: number;
  /** Rows this call wrote: 0 when another worker already took this slot. */
  written: number;
}

async function rowsAt(db: Db, options: SnapshotOptions): Promise<HistoryRow[]> {
  const sales = await loadSalesForStats(db, options.source, options.now - STATS_LOOKBACK_MS, options.now);
  const at = { timestamp: options.now, slotAt: slotStart(options.now) };
  const health = options.sourceHealth ?? { answeredAt: options.now, failingSince: null };
  return allFrameStats(sales, options.now).map((stats) => historyRow(stats, at, options.listingFloor ?? null, health));
}

async function countSlotRows(db: Db, slotAt: number): Promise<number> {
  const row = (await db('market_data_history').where({ slot_at: slotAt }).count({ n: '*' }).first()) as {
    n: number | string;
  };
  return Number(row.n);
}

/** One market_data_history row per time frame for the 15-minute slot of `now`; a slot already taken is left as it is. */
export async function writeMarketSnapshot(db: Db, options: SnapshotOptions): Promise<SnapshotResult> {
  const rows = await rowsAt(db, options);
  // ON CONFLICT DO NOTHING returns only the rows this call inserted
  const inserted = await db('market_data_history')
    .insert(rows)
    .onConflict(['slot_at', 'time_frame'])
    .ignore()
    .returning('id');
  return { slotAt: slotStart(options.now), written: inserted.length };
}

/** Whether every frame has a row for the slot of `now` (the job then has nothing to do at start). */
export async function hasSnapshotFor(db: Db, now: number): Promise<boolean> {
  return (await countSlotRows(db, slotStart(now))) >= TIME_FRAMES.length;
}

/** Writes the reset's audit entry (core's recordAdminAction) in the reset's own transaction. */
export type ResetAudit = (trx: Knex, outcome: { deleted: number; baselines: number }) => Promise<void>;

/**
 * Deletes all history and writes new baselines for every frame at `now`, with its audit entry, in one
 * transaction. The baselines keep what the newest snapshot knew about the marketplace.
 */
export async function resetMarketHistory(
  db: Db,
  options: SnapshotOptions,
  audit: ResetAudit,
): Promise<{ deleted: number; baselines: number }> {
  return db.transaction(async (trx) => {
    const sourceHealth = options.sourceHealth ?? (await latestSourceHealth(trx));
    const deleted = await trx('market_data_history').delete();
    const rows = await rowsAt(trx, { ...options, sourceHealth });
    // A snapshot racing into this slot between the delete and the insert is replaced by the baseline.
    await trx('market_data_history').insert(rows).onConflict(['slot_at', 'time_frame']).merge();
    const outcome = { deleted, baselines: rows.length };
    await audit(trx, outcome);
    return outcome;
  });
}

/**
 * Fills an empty history with what hourly snapshots over the past `days` would have recorded from
 * the stored sales, so the chart has a past on a fresh install. Does nothing once any history exists
 * (after a reset, history starts again from the baselines).
 */
export async function backfillMarketHistory(db: Db, options: SnapshotOptions & { days: number }): Promise<number> {
  const any = await db('market_data_history').first('id');
  if (any) return 0;
  const stepMs = 4 * SNAPSHOT_SLOT_MS;
  const newest = Math.floor((slotStart(options.now) - 1) / stepMs) * stepMs;
  const points = options.days * 24;
  const sales = await loadSalesForStats(db, options.source, newest - points * stepMs - STATS_LOOKBACK_MS, newest);
  const rows: HistoryRow[] = [];
  for (let i = points - 1; i >= 0; i--) {
    const at = newest - i * stepMs;
    // computed from sales stored by then: as if the marketplace had answered at each point
    const health = { answeredAt: at, failingSince: null };
    for (const stats of allFrameStats(sales, at))
      rows.push(historyRow(stats, { timestamp: at, slotAt: at }, null, health));
  }
  for (let i = 0; i < rows.length; i += 200) {
    await db('market_data_history')
      .insert(rows.slice(i, i + 200))
      .onConflict(['slot_at', 'time_frame'])
      .ignore();
  }
  return rows.length;
}
