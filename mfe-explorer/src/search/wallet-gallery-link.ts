/**
 * The external gallery page of a wallet on the KRC-721 marketplace (SPEC: "a View link to an
 * external gallery page for the address"); the product links there, it does not embed it.
 */
export function walletGalleryUrl(address: string): string {
  return `https://kaspa.com/nft/wallet/${encodeURIComponent(address)}`;
}
