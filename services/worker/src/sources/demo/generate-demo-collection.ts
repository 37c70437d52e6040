import { assignTraits } from './assign-traits';
import { simulateChainHistory } from './chain-history';
import type { DemoCollection, DemoCollectionOptions } from './demo-collection-types';
import { fakeCid, fakeTxId } from './fake-ids';
import { assignOwners, randomKaspaAddress } from './holders';
import { simulateMarketSales } from './market-sales';
import { createSeededRandom } from './seeded-random';
import { computeStakingPowers } from './staking-power';

export const DEFAULT_DEMO_SEED = 'nacho';
const TICK = 'NACHO';
const ROYALTY_FEE_SOMPI = '2000000000';

/**
 * The deterministic demo NACHO collection: same seed and endAt give the same result.
 * Each part draws from its own stream so that changing one part leaves the others as they were.
 */
export function generateDemoCollection(options: DemoCollectionOptions = {}): DemoCollection {
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const endAt = options.endAt ?? Date.now();
  if (!Number.isFinite(endAt)) throw new RangeError(`endAt must be a finite epoch ms time, got ${endAt}`);
  const stream = (part: string) => createSeededRandom(`${seed}/${part}`);

  const traits = assignTraits(stream('traits'));
  const powers = computeStakingPowers(traits);
  const owners = assignOwners(stream('holders'));
  const chain = simulateChainHistory(stream('chain'));

  const ids = stream('ids');
  const metadataCid = fakeCid(ids);
  const imagesCid = fakeCid(ids);
  const deployer = randomKaspaAddress(ids);
  const txIdRev = fakeTxId(ids);

  const tokens = traits.map((token, index) => ({
    tokenId: token.tokenId,
    owner: owners[index],
    opScoreMod: chain.mintOpScores[index].toString(),
    stakingPower: powers[index].stakingPower,
  }));

  const metadata = traits.map((token) => ({
    tokenId: token.tokenId,
    name: `${TICK} #${token.tokenId}`,
    description: `NACHO the Kat #${token.tokenId}, one of 10,000 cats on Kaspa (demo collection, generated locally).`,
    image: `ipfs://${imagesCid}/${token.tokenId}.png`,
    attributes: token.attributes,
  }));

  const sales = simulateMarketSales(
    stream('sales'),
    endAt,
    owners,
    traits.map((token, index) => ({ special: token.special, rarity: powers[index].rarity })),
  );

  const lastToken = tokens[tokens.length - 1];
  return {
    info: {
      tick: TICK,
      max: '10000',
      minted: '10000',
      buri: `ipfs://${metadataCid}`,
      deployer,
      royaltyTo: deployer,
      royaltyFee: ROYALTY_FEE_SOMPI,
      daaMintStart: String(chain.daaMintStart),
      premint: '0',
      txIdRev,
      mtsAdd: String(chain.deployedAt),
      opScoreMod: lastToken.opScoreMod,
      state: 'deployed',
      mtsMod: String(chain.lastMintedAt),
      opScoreAdd: chain.deployOpScore.toString(),
    },
    tokens,
    metadata,
    sales,
  };
}
