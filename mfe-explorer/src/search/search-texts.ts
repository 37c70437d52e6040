/** Texts of the search dialog and the search page that SPEC shows verbatim. */

export const SEARCH_PLACEHOLDER = 'Enter wallet address (kaspa:...) or NFT ID';
export const SEARCH_BUTTON_TEXT = 'Search';
export const SEARCH_BUSY_TEXT = 'Searching...';

export const NOT_FOUND_TITLE = 'No results found';
export function notFoundHint(query: string): string {
  return `No NFTs found for "${query}". Please check your search and try again.`;
}

export const NFT_SEARCH_ERROR_TOAST = {
  title: 'Error searching for NFT',
  description: 'Could not find information for this NFT',
} as const;
export const ADDRESS_SEARCH_ERROR_TOAST = {
  title: 'Error searching for address',
  description: 'Could not find NFTs for this wallet',
} as const;

export function processingText(done: number, total: number): string {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return `Processing wallet data: ${done} of ${total} NFTs (${percent}%)`;
}
