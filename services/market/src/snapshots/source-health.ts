import type { Db } from '@nacho/core';

/** What a market snapshot knows about the marketplace it reads (market_data_history, migration 013). */
export interface SourceHealth {
  /** When the marketplace last answered (its sales were ingested), epoch ms; null: never yet. */
  answeredAt: number | null;
  /** When the ingests began failing, epoch ms; null while the snapshot's own ingest succeeded. */
  failingSince: number | null;
}

/** The columns of a row that carry it. */
export const sourceHealthColumns = (health: SourceHealth) => ({
  source_answered_at: health.answeredAt,
  source_failing_since: health.failingSince,
});

const num = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** The health the newest snapshot recorded; undefined without any snapshot. */
export async function latestSourceHealth(db: Db): Promise<SourceHealth | undefined> {
  const row = (await db('market_data_history')
    .orderBy([
      { column: 'timestamp', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first('source_answered_at', 'source_failing_since')) as
    { source_answered_at: number | string | null; source_failing_since: number | string | null } | undefined;
  if (!row) return undefined;
  return { answeredAt: num(row.source_answered_at), failingSince: num(row.source_failing_since) };
}

/**
 * The health after one ingest attempt, from the one before it: an ingest that succeeded at `at`
 * answered then; a failed one keeps the last answer and the time the failures began (this attempt's
 * `at` when it is the first).
 */
export function nextSourceHealth(
  previous: SourceHealth | undefined,
  outcome: { ok: boolean; at: number },
): SourceHealth {
  if (outcome.ok) return { answeredAt: outcome.at, failingSince: null };
  return { answeredAt: previous?.answeredAt ?? null, failingSince: previous?.failingSince ?? outcome.at };
}
