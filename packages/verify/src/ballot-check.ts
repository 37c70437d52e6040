import { ballotText, walletSignatureProblem, type Ballot } from './ballot';
import { contestDayOf } from './contest-day';
import type { LikeRow } from './encoding';

export interface InvalidBallot {
  voter: string;
  day: string;
  /** In plain words. */
  reason: string;
}

export interface BallotCheck {
  /** Standing likes backed by a valid ballot of their voter for their day naming their NFT. */
  backedLikes: number;
  standingLikes: number;
  validBallots: number;
  invalid: InvalidBallot[];
  /** What is worth saying but is no failure (a ballot naming an NFT whose like was taken back). */
  notes: string[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Why a ballot of `month` (YYYY-MM) is not valid, or null. */
function ballotProblem(b: Ballot, month: string): string | null {
  if (
    !b ||
    typeof b !== 'object' ||
    typeof b.voter !== 'string' ||
    typeof b.address !== 'string' ||
    typeof b.site !== 'string' ||
    typeof b.day !== 'string' ||
    typeof b.signature !== 'string' ||
    !Array.isArray(b.tokenIds)
  )
    return 'it is not a ballot ({voter, address, site, day, tokenIds, signature})';
  if (!DAY.test(b.day) || !b.day.startsWith(`${month}-`)) return `its day is not a day of ${month}`;
  if (
    !b.tokenIds.length ||
    b.tokenIds.some((id, i) => !Number.isSafeInteger(id) || (i > 0 && id <= b.tokenIds[i - 1]!))
  )
    return 'its token ids are not whole numbers in ascending order';
  if (b.address !== b.voter) return `it is signed by ${b.address.slice(0, 100)}, not by the voter`;
  return walletSignatureProblem(ballotText(b), b.signature, b.address);
}

/**
 * Checks each ballot's wallet signature, then counts, row by row as the export is read, the
 * standing likes a voter's own signature backs: a like is backed when a valid ballot of its voter
 * for its contest day names its NFT.
 */
export class BallotTally {
  private readonly invalid: InvalidBallot[] = [];
  private readonly notes: string[] = [];
  /** voter -> day -> NFTs a valid ballot names, not yet matched by a like. */
  private readonly backing = new Map<string, Map<string, Set<number>>>();
  private readonly validBallots: number;
  private readonly dayOf: ((ms: number) => string) | null = null;
  private backed = 0;
  private standing = 0;

  constructor(ballots: readonly Ballot[], month: string, timeZone: string) {
    for (const b of ballots) {
      const problem = ballotProblem(b, month);
      const voter = typeof b?.voter === 'string' ? b.voter : '?';
      const day = typeof b?.day === 'string' ? b.day : '?';
      const days = this.backing.get(voter) ?? new Map<string, Set<number>>();
      if (problem) this.invalid.push({ voter, day, reason: problem });
      else if (days.has(day))
        this.invalid.push({ voter, day, reason: 'it is a second ballot of the voter for that day' });
      else {
        days.set(day, new Set(b.tokenIds));
        this.backing.set(voter, days);
      }
    }
    this.validBallots = [...this.backing.values()].reduce((n, days) => n + days.size, 0);
    try {
      this.dayOf = contestDayOf(timeZone);
    } catch {
      if (this.validBallots)
        this.notes.push(
          `the contest time zone ${timeZone.slice(0, 60)} is unknown here: no like can be matched to a ballot`,
        );
    }
  }

  add(row: LikeRow): void {
    if (row.removedByModerator) return;
    this.standing++;
    const days = this.backing.get(row.voter);
    if (!days || !this.dayOf) return;
    if (days.get(this.dayOf(Date.parse(row.likedAt)))?.delete(row.tokenId)) this.backed++;
  }

  finish(): BallotCheck {
    const notes = [...this.notes];
    for (const [voter, days] of this.backing)
      for (const [day, left] of days)
        if (left.size)
          notes.push(
            `the ballot of ${voter} for ${day} names NACHO ${[...left].map((id) => `#${id}`).join(', ')} with no standing like of theirs that day (taken back or removed after signing)`,
          );
    return {
      backedLikes: this.backed,
      standingLikes: this.standing,
      validBallots: this.validBallots,
      invalid: this.invalid,
      notes,
    };
  }
}

/** "N of M likes are backed by the voter's own wallet signature": the page and the command say the same. */
export const backedLikesText = (b: Pick<BallotCheck, 'backedLikes' | 'standingLikes'>): string =>
  `${b.backedLikes} of ${b.standingLikes} likes are backed by the voter's own wallet signature`;
