export { WalletScreen as Component } from '../wallet/wallet-screen';
