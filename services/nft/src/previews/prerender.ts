import { contestMonth } from '@nacho/domain';
import type { Snapshot } from '../snapshot/types';
import type { ContestReader, MonthPreview } from './contest-reader';
import type { CardJob, PreviewCards } from './preview-cards';

/** What one pre-render run did, by card key. */
export interface PrerenderOutcome {
  rendered: string[];
  alreadyStored: string[];
  /** Rendered with a placeholder (art that did not come): not stored, tried again at the next run. */
  incomplete: string[];
  failed: string[];
  /** Why nothing was done (the collection is not synced yet). */
  skipped?: string;
}

/** Pre-renders the cards a crawler is likely to ask for next (the worker's preview-prerender job). */
export interface PreviewPrerenderer {
  prerender(options?: { signal?: AbortSignal }): Promise<PrerenderOutcome>;
}

export interface PrerenderDeps {
  /** The current snapshot (read fresh: a sync may just have published). */
  snapshot: () => Promise<Snapshot>;
  contest: ContestReader;
  cards: PreviewCards;
  contestTz: string;
  now?: () => number;
  signal?: AbortSignal;
}

/**
 * The cards that crawlers ask for after a change, ready before they ask: the site's card (also the
 * default card), the NFT of the Month (its month card, which /hall-of-fame shows too, and its NFT
 * card) and the running month (its card, which shows the leader, and the cards of its first
 * NFTs). With the Hall of Fame hidden only the site's card: the month cards are not served then.
 * One card at a time, each only when not stored yet, so a run after a change costs the cards that
 * changed and a run without one costs a few lookups.
 */
export async function prerenderCards(deps: PrerenderDeps): Promise<PrerenderOutcome> {
  const outcome: PrerenderOutcome = { rendered: [], alreadyStored: [], incomplete: [], failed: [] };
  const snap = await deps.snapshot();
  if (!snap.ready) return { ...outcome, skipped: 'the collection is not synced yet' };
  const { jobs } = deps.cards;
  const wanted: Array<CardJob | undefined> = [jobs.site(snap)];
  if ((await deps.contest.hallOfFameVisible()) === true) {
    const monthCards = (m: MonthPreview | undefined, nfts: number[]) => {
      if (!m) return;
      wanted.push(jobs.month(snap, m));
      for (const tokenId of nfts) wanted.push(jobs.nft(snap, tokenId));
    };
    const latest = await deps.contest.latestWinner();
    const winnerMonth = latest && (await deps.contest.month(latest.year, latest.month));
    monthCards(winnerMonth, winnerMonth?.tokenId != null ? [winnerMonth.tokenId] : []);
    const current = contestMonth((deps.now ?? Date.now)(), deps.contestTz);
    const running = await deps.contest.month(current.year, current.month);
    monthCards(running, running?.leaders ?? []);
  }
  const seen = new Set<string>();
  for (const job of wanted) {
    if (!job || seen.has(job.key)) continue;
    seen.add(job.key);
    if (deps.signal?.aborted) break;
    try {
      const { rendered, complete } = await deps.cards.ensure(job);
      (rendered ? (complete ? outcome.rendered : outcome.incomplete) : outcome.alreadyStored).push(job.key);
    } catch {
      outcome.failed.push(job.key);
    }
  }
  return outcome;
}
