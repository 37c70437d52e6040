import { kaswareShapedAdapter, type KaswareShapedProvider } from './kasware-shaped-adapter';

declare global {
  interface Window {
    kasware?: KaswareShapedProvider;
  }
}

/** KasWare's `window.kasware`; wallets that inject a KasWare-compatible one (Kasanova) sign in through it too. */
export const kaswareAdapter = kaswareShapedAdapter({
  id: 'kasware',
  name: 'KasWare',
  installUrl: 'https://www.kasware.xyz/',
  provider: () => (typeof window === 'undefined' ? undefined : window.kasware),
});
