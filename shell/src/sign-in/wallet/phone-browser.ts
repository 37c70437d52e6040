/**
 * A phone or tablet browser: touch only (no hover, coarse pointer) or a mobile user agent. Wallet
 * extensions do not run there; wallet apps open sites in their own browser instead.
 */
export function isPhoneBrowser(): boolean {
  if (typeof window === 'undefined') return false;
  const touchOnly = window.matchMedia?.('(hover: none) and (pointer: coarse)').matches ?? false;
  return touchOnly || /Android|iPhone|iPad|iPod|Mobile/i.test(window.navigator.userAgent);
}

/**
 * OKX Wallet's documented link that opens a page in its app's browser ("App Universal Link",
 * web3.okx.com/build/docs/waas/app-universal-link): the okx:// deep link inside OKX's download
 * page, which opens the app when it is installed and offers it otherwise.
 */
export function okxWalletBrowserLink(pageUrl: string): string {
  const deepLink = `okx://wallet/dapp/url?dappUrl=${encodeURIComponent(pageUrl)}`;
  return `https://web3.okx.com/download?deeplink=${encodeURIComponent(deepLink)}`;
}
