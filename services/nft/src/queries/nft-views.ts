import { EDITION_TRAIT } from '@nacho/domain';
import { badRequest, notFound } from '@nacho/core';
import type { Snapshot, TokenEntry } from '../snapshot/types';

export function tokenView(token: TokenEntry) {
  return { tokenId: token.tokenId, owner: token.owner, tick: token.tick, opScoreMod: token.opScoreMod };
}

/** The token with this id; past the collection's max is a 400, an id not (yet) on chain a 404. */
export function requireToken(snapshot: Snapshot, tokenId: number): TokenEntry {
  if (tokenId > snapshot.maxTokenId) {
    throw badRequest(`tokenId: must be at most ${snapshot.maxTokenId} (the collection size)`, 'invalid_input');
  }
  const token = snapshot.tokenById.get(tokenId);
  if (!token) throw notFound(`Token ${tokenId} not found`, 'token_not_found');
  return token;
}

export function metadataView(token: TokenEntry) {
  if (!token.metadata) throw notFound(`Metadata of token ${token.tokenId} is not available yet`, 'metadata_not_found');
  return {
    id: token.tokenId,
    image: token.metadata.image,
    attributes: token.metadata.attributes,
    name: token.metadata.name,
    description: token.metadata.description,
    ...tokenView(token),
    stakingPower: token.stakingPower,
    rarityRank: token.rarityRank,
  };
}

/** Everything the NFT page shows, in one answer. */
export function nftDetailView(snapshot: Snapshot, token: TokenEntry, imageUrl: string) {
  const wallet = snapshot.wallets.get(token.owner);
  const attributes = token.metadata?.attributes ?? [];
  return {
    ...tokenView(token),
    name: token.metadata?.name ?? null,
    description: token.metadata?.description ?? null,
    image: token.metadata?.image ?? null,
    imageUrl,
    attributes,
    stakingPower: token.stakingPower,
    rarityRank: token.rarityRank,
    special: token.special,
    traits: attributes
      .filter((a) => a.trait_type !== EDITION_TRAIT)
      .map((a) => {
        const stat = snapshot.traitIndex.stat(a.trait_type, String(a.value));
        return {
          traitType: a.trait_type,
          value: String(a.value),
          count: stat?.count ?? null,
          percentage: stat?.percentage ?? null,
        };
      }),
    ownerWallet: {
      tokenCount: wallet?.tokens.length ?? 0,
      totalPower: wallet?.totalPower ?? 0,
      powerRank: wallet?.powerRank ?? null,
    },
    listing: token.listing,
  };
}
