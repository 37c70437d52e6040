export { SpecialNftsScreen as Component } from '../specials/special-nfts-screen';
