import type { SeededRandom } from './seeded-random';
import { COLLECTION_SIZE } from './trait-catalog';

// Before Crescendo (May 2025) mainnet ran at one block per second, so DAA score ~ seconds.
const DEPLOY_DAA_SCORE = 98_000_000;
const DEPLOYED_AT = Date.UTC(2024, 11, 14, 17, 0, 0);
const MS_PER_DAA = 1000;
// An op score is the accepting DAA score with four decimal digits appended for the op's order in it.
const OP_SCORE_DAA_FACTOR = 10_000n;

export interface ChainHistory {
  deployOpScore: bigint;
  deployedAt: number;
  daaMintStart: number;
  /** Mint op score per token id (index 0 is token 1); strictly increasing. */
  mintOpScores: bigint[];
  lastMintedAt: number;
}

export function simulateChainHistory(random: SeededRandom): ChainHistory {
  const deployDaa = DEPLOY_DAA_SCORE + random.int(0, 400_000);
  const deployedAt = DEPLOYED_AT + (deployDaa - DEPLOY_DAA_SCORE) * MS_PER_DAA;
  const daaMintStart = deployDaa + random.int(3_000, 20_000);
  const mintOpScores: bigint[] = [];
  let daa = daaMintStart;
  for (let i = 0; i < COLLECTION_SIZE; i++) {
    daa += random.int(1, 12);
    mintOpScores.push(BigInt(daa) * OP_SCORE_DAA_FACTOR + BigInt(random.int(0, 9_999)));
  }
  return {
    deployOpScore: BigInt(deployDaa) * OP_SCORE_DAA_FACTOR + BigInt(random.int(0, 9_999)),
    deployedAt,
    daaMintStart,
    mintOpScores,
    lastMintedAt: deployedAt + (daa - deployDaa) * MS_PER_DAA,
  };
}
