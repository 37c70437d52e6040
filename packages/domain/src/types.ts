/** One metadata attribute in OpenSea style, as stored in nft_metadata.attributes. */
export interface NftAttribute {
  trait_type: string;
  value: string | number;
}

export type SortDirection = 'asc' | 'desc';

export interface SortState<C extends string = string> {
  column: C;
  direction: SortDirection;
}
