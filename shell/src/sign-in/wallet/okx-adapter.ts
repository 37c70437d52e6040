import { kaswareShapedAdapter, type KaswareShapedProvider } from './kasware-shaped-adapter';

declare global {
  interface Window {
    okxwallet?: { kaspa?: KaswareShapedProvider };
  }
}

/** OKX Wallet's Kaspa provider, `window.okxwallet.kaspa`, shaped like KasWare's. */
export const okxAdapter = kaswareShapedAdapter({
  id: 'okx',
  name: 'OKX Wallet',
  installUrl: 'https://web3.okx.com/download',
  provider: () => (typeof window === 'undefined' ? undefined : window.okxwallet?.kaspa),
});
