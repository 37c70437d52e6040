/*
 * The indexer's ownership history gives op scores, not times. An op score is the accepting DAA
 * score with four digits appended for the op's order within it; the DAA score advanced one per
 * second until the Crescendo hard fork (mainnet, DAA score 110,165,000, 5 May 2025) and ten per
 * second since. So a time is an estimate, good to a few minutes, and the order is exact.
 */
const OP_SCORE_DAA_FACTOR = 10_000n;
const CRESCENDO_DAA = 110_165_000;
const CRESCENDO_AT = Date.UTC(2025, 4, 5, 15, 0, 0);
const MS_PER_DAA_BEFORE = 1000;
const MS_PER_DAA_AFTER = 100;

/** Epoch ms at which the op with this score was accepted (estimate); null for a malformed score. */
export function opScoreToEpochMs(opScore: string): number | null {
  if (!/^\d{1,30}$/.test(opScore)) return null;
  const daa = Number(BigInt(opScore) / OP_SCORE_DAA_FACTOR);
  const ms = daa < CRESCENDO_DAA ? MS_PER_DAA_BEFORE : MS_PER_DAA_AFTER;
  return CRESCENDO_AT + (daa - CRESCENDO_DAA) * ms;
}

/** The op score of a time: the inverse of opScoreToEpochMs (order digits 0), for generated data. */
export function epochMsToOpScore(at: number, order = 0): string {
  const ms = at < CRESCENDO_AT ? MS_PER_DAA_BEFORE : MS_PER_DAA_AFTER;
  const daa = CRESCENDO_DAA + Math.floor((at - CRESCENDO_AT) / ms);
  return (BigInt(daa) * OP_SCORE_DAA_FACTOR + BigInt(order)).toString();
}
