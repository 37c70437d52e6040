import { effectiveStakingPower } from '@nacho/domain';
import { competitionRanks } from './competition-rank';

export interface HolderToken {
  tokenId: number;
  owner: string;
  opScoreMod: string;
  stakingPower: number | null;
}

export interface HolderRow {
  address: string;
  token_count: number;
  /** Sum of the tokens' staking powers, DEFAULT_STAKING_POWER for a token without one. */
  total_power: number;
  /** 1 = most power; equal power shares a rank (1, 2, 2, 4). */
  power_rank: number;
  /** Decimal sum of the tokens' opScoreMod values (they exceed 2^53). */
  op_score_total: string;
}

const DECIMAL = /^\d+$/;

/** One row per owner, best power rank first (ties by address for a stable order). */
export function deriveHolders(tokens: readonly HolderToken[]): HolderRow[] {
  const byOwner = new Map<string, { count: number; power: number; opScore: bigint }>();
  // Summing in token id order keeps the floating point total identical from run to run.
  const ordered = [...tokens].sort((a, b) => a.tokenId - b.tokenId);
  for (const token of ordered) {
    let holder = byOwner.get(token.owner);
    if (!holder) byOwner.set(token.owner, (holder = { count: 0, power: 0, opScore: 0n }));
    holder.count += 1;
    holder.power += effectiveStakingPower(token.stakingPower);
    if (DECIMAL.test(token.opScoreMod)) holder.opScore += BigInt(token.opScoreMod);
  }
  const holders = [...byOwner].map(([address, h]) => ({ address, ...h }));
  holders.sort((a, b) => b.power - a.power || (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));
  const ranks = competitionRanks(holders, (leader, item) => leader.power === item.power);
  return holders.map((h, i) => ({
    address: h.address,
    token_count: h.count,
    total_power: h.power,
    power_rank: ranks[i],
    op_score_total: h.opScore.toString(),
  }));
}
