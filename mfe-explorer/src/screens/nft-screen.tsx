export { NftDetailScreen as Component } from '../nft-detail/nft-detail-screen';
