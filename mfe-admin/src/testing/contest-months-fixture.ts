import type { AdminContestMonth } from '@nacho/contracts';

const day = (iso: string) => Date.parse(iso);

/** GET /api/admin/contest-months as the service answers it: newest first, one month in each state. */
export const CONTEST_MONTHS: AdminContestMonth[] = [
  { year: 2026, month: 11, state: 'open', winner: null, likes: 321, failedAttempts: 0, lastError: null },
  {
    year: 2026,
    month: 10,
    state: 'awaiting',
    winner: null,
    likes: 1204,
    failedAttempts: 3,
    lastError: 'connect ETIMEDOUT 10.0.0.5:5432',
  },
  {
    year: 2026,
    month: 9,
    state: 'crowned',
    winner: { entryId: 12, tokenId: 42, likeCount: 77, how: 'crowned', decidedAt: day('2026-09-30T22:00:05Z') },
    likes: 980,
    failedAttempts: 0,
    lastError: null,
  },
  {
    year: 2026,
    month: 8,
    state: 'declared',
    winner: { entryId: 11, tokenId: 7, likeCount: 15, how: 'declared', decidedAt: day('2026-09-02T10:00:00Z') },
    likes: 640,
    failedAttempts: 0,
    lastError: null,
  },
  { year: 2026, month: 7, state: 'vacated', winner: null, likes: 1, failedAttempts: 0, lastError: null },
];
