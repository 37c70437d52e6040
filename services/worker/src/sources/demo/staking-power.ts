/*
 * Staking power rule of the demo collection:
 *   S = the sum, over an NFT's Base, Head, Face, Mood, Collar, Outfit, Tail, Role and Realm values,
 *       of -log2(NFTs with that value / 10,000), so rarer trait values add more.
 *   r = (S - Smin) / (Smax - Smin), where Smin and Smax are the lowest and the highest S among the
 *       NFTs of the same kind (common, rare or unique); r = 0 when they are equal.
 *   common NFT:            5,000 +  15,000 x r   (5,000 to 20,000)
 *   rare NFT ("1 of 2"):  100,000 + 150,000 x r   (100,000 to 250,000)
 *   unique NFT ("1 of 1"): 500,000 + 500,000 x r   (500,000 to 1,000,000)
 *   rounded to the nearest integer.
 */
import type { SpecialKind, TokenTraits } from './assign-traits';
import { COLLECTION_SIZE, DRAWN_TRAIT_TYPES } from './trait-catalog';

const POWER_RANGE: Record<SpecialKind | 'common', { base: number; span: number }> = {
  common: { base: 5_000, span: 15_000 },
  rare: { base: 100_000, span: 150_000 },
  unique: { base: 500_000, span: 500_000 },
};

function traitSurprisal(tokens: TokenTraits[]): number[] {
  const surprisalByType = DRAWN_TRAIT_TYPES.map((_, index) => {
    const counts = new Map<string, number>();
    for (const token of tokens) counts.set(token.drawnValues[index], (counts.get(token.drawnValues[index]) ?? 0) + 1);
    return new Map([...counts].map(([value, count]) => [value, -Math.log2(count / COLLECTION_SIZE)]));
  });
  return tokens.map((token) =>
    token.drawnValues.reduce((sum, value, index) => sum + (surprisalByType[index].get(value) ?? 0), 0),
  );
}

export interface TokenPower {
  stakingPower: number;
  /** r of the rule above: 0 for the plainest traits, 1 for the rarest. */
  rarity: number;
}

/** Staking power per token, in the order of `tokens`. */
export function computeStakingPowers(tokens: TokenTraits[]): TokenPower[] {
  const scores = traitSurprisal(tokens);
  const kindOf = (token: TokenTraits) => token.special ?? 'common';
  const bounds = new Map<string, { min: number; max: number }>();
  tokens.forEach((token, index) => {
    const bound = bounds.get(kindOf(token)) ?? { min: Infinity, max: -Infinity };
    bound.min = Math.min(bound.min, scores[index]);
    bound.max = Math.max(bound.max, scores[index]);
    bounds.set(kindOf(token), bound);
  });
  return tokens.map((token, index) => {
    const { min, max } = bounds.get(kindOf(token)) as { min: number; max: number };
    const rarity = max > min ? (scores[index] - min) / (max - min) : 0;
    const range = POWER_RANGE[kindOf(token)];
    return { stakingPower: Math.round(range.base + range.span * rarity), rarity };
  });
}
