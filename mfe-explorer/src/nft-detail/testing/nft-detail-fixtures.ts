import type { NftDetail } from '../../api/explorer-types';

export const OWNER = 'kaspa:qpcqh4ly7v3cez0vtdkxx9egu8yhkdtqde5gavjak08adxa5lw8awjyscfq7n';

/**
 * A GET /api/nft/nfts/{id}/detail result as the nft service sends it (demo NFT #5692), with
 * trait shares picked to cover every rarity label.
 */
export function nftDetail(overrides: Partial<NftDetail> = {}): NftDetail {
  const tokenId = overrides.tokenId ?? 5692;
  return {
    tokenId,
    tick: 'NACHO',
    owner: OWNER,
    opScoreMod: '980809818376',
    name: `NACHO #${tokenId}`,
    description: `NACHO the Kat #${tokenId}, one of 10,000 cats on Kaspa (demo collection, generated locally).`,
    image: `ipfs://bafybeiotlgtrisy4lh42mj5ugjigefeknzc4hdkrzp6imvbvjtvuvbac4n/${tokenId}.png`,
    imageUrl: `/api/nft/image/${tokenId}.svg`,
    attributes: [
      { trait_type: 'Base', value: 'bakery' },
      { trait_type: 'Head', value: 'orange beret' },
      { trait_type: 'Face', value: 'third eye' },
      { trait_type: 'Collar', value: 'bell collar' },
      { trait_type: 'Tail', value: 'comet' },
      { trait_type: 'Role', value: 'alchemist' },
      { trait_type: 'Type', value: 'unique' },
      { trait_type: 'Edition', value: '1 of 1' },
    ],
    stakingPower: 1000000,
    rarityRank: 2842,
    special: null,
    traits: [
      { traitType: 'Base', value: 'bakery', count: 148, percentage: 1.48 },
      { traitType: 'Head', value: 'orange beret', count: 820, percentage: 8.200000000000001 },
      { traitType: 'Face', value: 'third eye', count: 1, percentage: 0.01 },
      { traitType: 'Collar', value: 'bell collar', count: 1750, percentage: 17.5 },
      { traitType: 'Tail', value: 'comet', count: 15, percentage: 0.15 },
      { traitType: 'Role', value: 'alchemist', count: 567, percentage: 5.67 },
      { traitType: 'Type', value: 'unique', count: 10, percentage: 0.1 },
    ],
    ownerWallet: { tokenCount: 171, totalPower: 2707551, powerRank: 4 },
    listing: null,
    ...overrides,
  };
}
