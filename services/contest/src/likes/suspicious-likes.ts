/**
 * Suspicious-like rules, all in one place (the admin panel lists flagged likes with these reasons).
 * A flagged like still counts; the flag is for the admin to review it.
 */

export const SUSPICION_RULES = {
  /** More than this many likes by one user within a minute is a burst. */
  burstLikesPerMinute: 10,
  /** This many different accounts liking from one IP address within an hour. */
  accountsPerIpPerHour: 3,
  /** An account this young ... */
  newAccountMinutes: 10,
  /** ... with at least this many likes within a minute. */
  newAccountBurstLikes: 5,
} as const;

/** What the database knows about the moments before this like (not counting it). */
export interface LikeActivity {
  now: number;
  /** The user's likes in the last 60 s. */
  userLikesLastMinute: number;
  /** Other accounts that liked from the same IP address in the last hour. */
  otherAccountsSameIpLastHour: number;
  /** When the liking account was created (epoch ms). */
  accountCreatedAt: number;
}

/** The human-readable reasons this like looks suspicious (empty: it does not). */
export function suspiciousReasons(a: LikeActivity): string[] {
  const reasons: string[] = [];
  const likesInMinute = a.userLikesLastMinute + 1;
  if (likesInMinute > SUSPICION_RULES.burstLikesPerMinute) {
    reasons.push(
      `${likesInMinute} likes by this user within a minute (more than ${SUSPICION_RULES.burstLikesPerMinute})`,
    );
  }
  const accounts = a.otherAccountsSameIpLastHour + 1;
  if (accounts >= SUSPICION_RULES.accountsPerIpPerHour) {
    reasons.push(`${accounts} accounts liked from this IP address within an hour`);
  }
  const ageMinutes = (a.now - a.accountCreatedAt) / 60_000;
  if (
    ageMinutes >= 0 &&
    ageMinutes < SUSPICION_RULES.newAccountMinutes &&
    likesInMinute >= SUSPICION_RULES.newAccountBurstLikes
  ) {
    reasons.push(`account created ${Math.floor(ageMinutes)} min before a burst of ${likesInMinute} likes in a minute`);
  }
  return reasons;
}

/** The nft_likes.suspicious_reason text (column holds 300 characters). */
export function suspiciousReasonText(reasons: string[]): string | null {
  return reasons.length ? reasons.join('; ').slice(0, 300) : null;
}
