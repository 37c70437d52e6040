import { specialKind, type NftAttribute, type SpecialKind } from '@nacho/domain';

export interface SpecialNftRow {
  token_id: number;
  kind: SpecialKind;
}

/** Unique and rare NFTs by the domain rule (Edition "1 of 1"/"1 of 2", or Type containing unique/rare). */
export function deriveSpecialNfts(
  tokens: readonly { tokenId: number; attributes: readonly NftAttribute[] }[],
): SpecialNftRow[] {
  const rows: SpecialNftRow[] = [];
  for (const token of tokens) {
    const kind = specialKind(token.attributes);
    if (kind) rows.push({ token_id: token.tokenId, kind });
  }
  return rows.sort((a, b) => a.token_id - b.token_id);
}
