/**
 * Competition ranks (1, 2, 2, 4) for items already sorted best first: an item ties with the
 * first item of the current group when `sameAsLeader` says so.
 */
export function competitionRanks<T>(sorted: readonly T[], sameAsLeader: (leader: T, item: T) => boolean): number[] {
  const ranks = new Array<number>(sorted.length);
  let leader = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (i > 0 && !sameAsLeader(sorted[leader], sorted[i])) leader = i;
    ranks[i] = leader + 1;
  }
  return ranks;
}
