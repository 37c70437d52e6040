export { renderNftSvg } from './render-nft-svg';
export type { NftAttribute } from './render-nft-svg';
