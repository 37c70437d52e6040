import type { Knex } from 'knex';
import { compiledRead } from '@nacho/core';
import type { SyncStateRow } from './sync-state';

/** One collection sync run (table sync_runs, migration 011). */
export interface SyncRun {
  id: number;
  startedAt: number;
  finishedAt: number | null;
  outcome: 'running' | 'synced' | 'failed';
  error: string | null;
  collectionVersion: number | null;
}

/** The last success and failure: what the freshness banner and the System tab judge by. */
export interface SyncHealth {
  lastSuccessAt: number | null;
  lastFailureAt: number | null;
  /** The error of the last failed run (null when the last finished run succeeded). */
  lastFailureError: string | null;
  /** When the first of the failures since the last success ended (null when the last run succeeded). */
  failingSince?: number | null;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function toRun(row: Record<string, unknown>): SyncRun {
  return {
    id: Number(row.id),
    startedAt: Number(row.started_at),
    finishedAt: num(row.finished_at),
    outcome: row.outcome as SyncRun['outcome'],
    error: (row.error as string | null) ?? null,
    collectionVersion: num(row.collection_version),
  };
}

/** Records the start of a run that took the sync lease; returns its id. */
export async function startSyncRun(db: Knex, startedAt: number): Promise<number> {
  const [row] = (await db('sync_runs').insert({ started_at: startedAt, outcome: 'running' }, ['id'])) as Array<
    { id: number } | number
  >;
  return typeof row === 'object' ? Number(row!.id) : Number(row);
}

export async function finishSyncRun(
  db: Knex,
  id: number,
  outcome: { outcome: 'synced' | 'failed'; finishedAt: number; error?: string | null; collectionVersion?: number },
): Promise<void> {
  await db('sync_runs')
    .where({ id })
    .update({
      outcome: outcome.outcome,
      finished_at: outcome.finishedAt,
      error: outcome.error ? outcome.error.slice(0, 2000) : null,
      collection_version: outcome.collectionVersion ?? null,
    });
}

/** The last `limit` runs, newest first. */
export async function recentSyncRuns(db: Knex, limit = 20): Promise<SyncRun[]> {
  const rows = (await db('sync_runs').orderBy('started_at', 'desc').orderBy('id', 'desc').limit(limit)) as Array<
    Record<string, unknown>
  >;
  return rows.map(toRun);
}

/**
 * The last success, the last failure and its error, and the first failure after the last success:
 * one statement, compiled once (asked on every page request, through the pages' data version).
 */
const readSyncHealthRow = compiledRead<Record<string, unknown>>((db) => {
  const last = (outcome: string, column: string, alias: string) =>
    db('sync_runs').where({ outcome }).orderBy('finished_at', 'desc').limit(1).select(column).as(alias);
  const lastSuccess = db('sync_runs').where({ outcome: 'synced' }).max('finished_at');
  return db.select(
    last('synced', 'finished_at', 'success_at'),
    last('failed', 'finished_at', 'failure_at'),
    last('failed', 'error', 'failure_error'),
    db('sync_runs')
      .where({ outcome: 'failed' })
      .andWhere('finished_at', '>', db.raw('coalesce((?), -1)', [lastSuccess]))
      .min('finished_at')
      .as('failing_since'),
  );
});

export async function readSyncHealth(db: Knex): Promise<SyncHealth> {
  const [row] = await readSyncHealthRow(db);
  const lastSuccessAt = num(row?.success_at);
  const lastFailureAt = num(row?.failure_at);
  const failedLast = lastFailureAt !== null && (lastSuccessAt === null || lastFailureAt > lastSuccessAt);
  return {
    lastSuccessAt,
    lastFailureAt,
    lastFailureError: failedLast ? ((row?.failure_error as string | null | undefined) ?? null) : null,
    failingSince: failedLast ? num(row?.failing_since) : null,
  };
}

/** The data counts as out of date once the last success is older than this many sync intervals. */
export const STALE_AFTER_INTERVALS = 3;

export interface SyncFreshness {
  lastSuccessAt: number | null;
  lastFailureAt: number | null;
  /** When the failures since the last success began (null while the last sync succeeded). */
  failingSince: number | null;
  /** The last sync failed, or the last success is older than STALE_AFTER_INTERVALS intervals. */
  stale: boolean;
}

/**
 * The last success and failure (from sync_runs, or, for a database from before sync_runs with no
 * run recorded yet, sync_state's last finished run) and whether visitors should be told the data
 * is out of date. Before the first publish there is no data to be stale (the progress bar speaks).
 */
export function syncFreshness(
  row: Pick<SyncStateRow, 'phase' | 'finishedAt' | 'collectionVersion'>,
  health: SyncHealth,
  intervalMinutes: number,
  now: number,
): SyncFreshness {
  const recorded = health.lastSuccessAt !== null || health.lastFailureAt !== null;
  const lastSuccessAt = recorded ? health.lastSuccessAt : row.phase === 'done' ? row.finishedAt : null;
  const lastFailureAt = recorded ? health.lastFailureAt : row.phase === 'error' ? row.finishedAt : null;
  const failedLast = lastFailureAt !== null && (lastSuccessAt === null || lastFailureAt > lastSuccessAt);
  const tooOld = lastSuccessAt !== null && now - lastSuccessAt > STALE_AFTER_INTERVALS * intervalMinutes * 60_000;
  const failingSince = failedLast ? (recorded ? (health.failingSince ?? lastFailureAt) : lastFailureAt) : null;
  return { lastSuccessAt, lastFailureAt, failingSince, stale: row.collectionVersion > 0 && (failedLast || tooOld) };
}
