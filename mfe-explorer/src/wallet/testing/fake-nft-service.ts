/*
 * A stand-in for the nft service's wallet, token and NFT detail endpoints, answering in their
 * real reply shapes (services/nft/src/schemas) from a small fixture collection. Filters, sorting,
 * paging and the trait analysis follow the service's rules, so the screens can be driven end to end.
 */
import type {
  Attribute,
  NftDetail,
  Token,
  TraitFacet,
  WalletNft,
  WalletPage,
  WalletTraitAnalysis,
} from '../../api/explorer-types';
import { WALLET_VALUE_RULE, type WalletValue } from '@nacho/contracts';
import { errorReply, success, type FakeHandler } from './fake-fetch';

export const WALLET_A = 'kaspa:qqwalletafixture00000000000000000000000000000000000000000000';
export const OTHER_OWNER = 'kaspa:qqotherownerfixture000000000000000000000000000000000000000';
export const INVALID_ADDRESS = 'kaspa:not-an-address';

const HEADS = ['crown', 'cap', 'halo'];
const MOODS = ['happy', 'sleepy'];
const ROLES = ['seeker', 'scribe', 'keeper', 'alchemist'];

function attributesOf(tokenId: number): Attribute[] {
  return [
    { trait_type: 'Head', value: HEADS[tokenId % 3] },
    { trait_type: 'Mood', value: MOODS[tokenId % 2] },
    { trait_type: 'Role', value: ROLES[tokenId % 4] },
    { trait_type: 'Realm', value: String((tokenId % 9) + 1) },
    { trait_type: 'Type', value: tokenId === 1 ? 'unique' : tokenId === 2 ? 'rare' : 'random' },
    ...(tokenId <= 2 ? [{ trait_type: 'Edition', value: tokenId === 1 ? '1 of 1' : '1 of 2' }] : []),
  ];
}

function fixtureNft(tokenId: number): WalletNft {
  return {
    tokenId,
    name: `NACHO #${tokenId}`,
    image: `ipfs://images/${tokenId}.png`,
    stakingPower: 5000 + tokenId * 100,
    rarityRank: tokenId * 10,
    special: tokenId === 1 ? 'unique' : tokenId === 2 ? 'rare' : null,
    attributes: attributesOf(tokenId),
    // Every fifth NFT is listed, the later ones cheaper.
    listedPriceKas: tokenId % 5 === 0 ? 1000 - tokenId * 10 : null,
  };
}

/** Wallet A holds NFTs 1 to 30; token 99 belongs to another wallet. */
export const WALLET_A_NFTS: WalletNft[] = Array.from({ length: 30 }, (_, index) => fixtureNft(index + 1));

export function hasTrait(nft: WalletNft, type: string, value: string): boolean {
  return nft.attributes.some((attribute) => attribute.trait_type === type && attribute.value === value);
}

function parseTraits(raw: string | null): Record<string, string[]> {
  const filters: Record<string, string[]> = {};
  for (const pair of raw ? raw.split(',') : []) {
    const at = pair.indexOf('=');
    const type = pair.slice(0, at);
    (filters[type] ??= []).push(pair.slice(at + 1));
  }
  for (const values of Object.values(filters)) values.sort();
  return filters;
}

function analysisOf(nfts: readonly WalletNft[]): WalletTraitAnalysis[] {
  const counts = new Map<string, Map<string, number>>();
  for (const nft of nfts) {
    for (const { trait_type: type, value } of nft.attributes) {
      if (type === 'Edition') continue;
      const byValue = counts.get(type) ?? new Map<string, number>();
      counts.set(type, byValue);
      byValue.set(value, (byValue.get(value) ?? 0) + 1);
    }
  }
  return [...counts].map(([traitType, byValue]) => ({
    traitType,
    values: [...byValue]
      .map(([value, count]) => ({ value, count, share: Math.round((count / nfts.length) * 10000) / 100 }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
  }));
}

const matches = (nft: WalletNft, filters: Record<string, string[]>) =>
  Object.entries(filters).every(([type, values]) => values.some((value) => hasTrait(nft, type, value)));

/** The service's faceted options: each type counted over the NFTs passing the other types' filters. */
function facetsOf(nfts: readonly WalletNft[], filters: Record<string, string[]>): TraitFacet[] {
  const types = new Set(nfts.flatMap((nft) => nft.attributes.map((a) => a.trait_type)).filter((t) => t !== 'Edition'));
  for (const type of Object.keys(filters)) types.add(type);
  return [...types].flatMap((traitType) => {
    const others = Object.fromEntries(Object.entries(filters).filter(([type]) => type !== traitType));
    const counts = new Map<string, number>((filters[traitType] ?? []).map((value) => [value, 0]));
    for (const nft of nfts.filter((n) => matches(n, others))) {
      for (const a of nft.attributes)
        if (a.trait_type === traitType) counts.set(a.value, (counts.get(a.value) ?? 0) + 1);
    }
    const values = [...counts]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    return values.length ? [{ traitType, values }] : [];
  });
}

const SORT_KEY = {
  id: (n: WalletNft) => n.tokenId,
  power: (n: WalletNft) => n.stakingPower,
  rarity: (n: WalletNft) => n.rarityRank ?? 10000,
  // Listed NFTs by asking price, the unlisted after them.
  price: (n: WalletNft) => n.listedPriceKas ?? Number.MAX_SAFE_INTEGER,
};

export function walletReply(url: URL, nfts: readonly WalletNft[], address: string): WalletPage {
  const q = url.searchParams;
  const page = Number(q.get('page') ?? 1);
  const pageSize = Number(q.get('pageSize') ?? 10);
  const sort = (q.get('sort') ?? 'power') as keyof typeof SORT_KEY;
  const direction = q.get('direction') ?? (sort === 'power' ? 'desc' : 'asc');
  const filters = parseTraits(q.get('traits'));
  const listedOnly = q.get('listed') === '1';
  const filtered = nfts.filter((nft) => matches(nft, filters) && (!listedOnly || nft.listedPriceKas !== null));
  const sorted = [...filtered].sort(
    (a, b) => (SORT_KEY[sort](a) - SORT_KEY[sort](b)) * (direction === 'desc' ? -1 : 1) || a.tokenId - b.tokenId,
  );
  return {
    address,
    count: nfts.length,
    totalPower: nfts.reduce((sum, nft) => sum + nft.stakingPower, 0),
    tier: 'Silver',
    powerRank: 7,
    items: sorted.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: filtered.length,
    totalPages: Math.ceil(filtered.length / pageSize),
    traitAnalysis: filtered.length ? analysisOf(filtered) : [],
    facets: facetsOf(nfts, filters),
    filters,
  };
}

/** GET /api/nft/wallets/{address}: wallet A, 400 for an invalid address, 404 for any other. */
export const walletEndpoint: FakeHandler = (url) => {
  const match = /^\/api\/nft\/wallets\/([^/]+)$/.exec(url.pathname);
  if (!match) return undefined;
  const address = decodeURIComponent(match[1]).toLowerCase();
  if (address === INVALID_ADDRESS)
    return errorReply(400, 'invalid_input', 'address: is not a valid Kaspa address (bad checksum)');
  if (address !== WALLET_A) return errorReply(404, 'wallet_not_found', `No NFTs found for wallet ${address}`);
  return success(walletReply(url, WALLET_A_NFTS, WALLET_A));
};

function ownerOf(tokenId: number): string | undefined {
  if (tokenId === 99) return OTHER_OWNER;
  return tokenId >= 1 && tokenId <= WALLET_A_NFTS.length ? WALLET_A : undefined;
}

/** GET /api/nft/tokens/{id}: NFTs 1 to 30 and 99; 400 above 10,000; 404 otherwise. */
export const tokenEndpoint: FakeHandler = (url) => {
  const match = /^\/api\/nft\/tokens\/(\d+)$/.exec(url.pathname);
  if (!match) return undefined;
  const tokenId = Number(match[1]);
  if (tokenId > 10000) return errorReply(400, 'invalid_input', 'tokenId: must be at most 10000 (the collection size)');
  const owner = ownerOf(tokenId);
  if (!owner) return errorReply(404, 'token_not_found', `No token ${tokenId}`);
  const token: Token = { tokenId, owner, tick: 'NACHO', opScoreMod: '1000' };
  return success(token);
};

/** GET /api/nft/nfts/{id}/detail for the NFTs of wallet A. */
export const nftDetailEndpoint: FakeHandler = (url) => {
  const match = /^\/api\/nft\/nfts\/(\d+)\/detail$/.exec(url.pathname);
  if (!match) return undefined;
  const nft = WALLET_A_NFTS.find((n) => n.tokenId === Number(match[1]));
  if (!nft) return errorReply(404, 'token_not_found', 'No such NFT');
  const detail: NftDetail = {
    ...nft,
    tick: 'NACHO',
    owner: WALLET_A,
    opScoreMod: '1000',
    description: null,
    imageUrl: `/api/nft/image/${nft.tokenId}.svg`,
    traits: nft.attributes.map((a) => ({ traitType: a.trait_type, value: a.value, count: null, percentage: null })),
    ownerWallet: { tokenCount: WALLET_A_NFTS.length, totalPower: 1, powerRank: 7 },
    listing: null,
  };
  return success(detail);
};

/** GET /api/nft/wallets/{address}/value for wallet A: the service's reply with its rule. */
export const WALLET_A_VALUE: WalletValue = {
  address: WALLET_A,
  estimateKas: 31_250.5,
  estimateUsd: 1_075.2,
  rule: WALLET_VALUE_RULE,
  items: WALLET_A_NFTS.map((nft) => ({ tokenId: nft.tokenId, valueKas: 1000, basis: 'collection_floor' as const })),
};

export const walletValueEndpoint: FakeHandler = (url) => {
  const match = /^\/api\/nft\/wallets\/([^/]+)\/value$/.exec(url.pathname);
  if (!match) return undefined;
  const address = decodeURIComponent(match[1]).toLowerCase();
  if (address !== WALLET_A) return errorReply(404, 'wallet_not_found', `No NFTs found for wallet ${address}`);
  return success(WALLET_A_VALUE);
};

export const nftService: FakeHandler[] = [walletEndpoint, tokenEndpoint, nftDetailEndpoint, walletValueEndpoint];
