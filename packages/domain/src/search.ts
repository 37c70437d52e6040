/** Search input classification (SPEC section 4 "Search classification", section 2 search boxes). */

export type SearchClassification =
  { kind: 'empty' } | { kind: 'nft'; tokenId: number } | { kind: 'address'; address: string } | { kind: 'invalid' };

export type SearchTab = 'address' | 'nft';

export type HeaderSearchTarget = { type: 'navigate'; to: string } | { type: 'dialog'; tab: SearchTab; query: string };

const DIGITS = /^[0-9]+$/;

function isDigits(s: string): boolean {
  return DIGITS.test(s);
}

function startsWithKaspa(s: string): boolean {
  return s.slice(0, 5).toLowerCase() === 'kaspa';
}

/**
 * Digits only (after trimming) is an NFT id, input starting with "kaspa" (any case) is a wallet
 * address (returned lower-case, as addresses are stored), anything else is invalid.
 * A digit string too large to be an exact JavaScript integer is invalid.
 */
export function classifySearch(input: string | null | undefined): SearchClassification {
  const q = (input ?? '').trim();
  if (q === '') return { kind: 'empty' };
  if (isDigits(q)) {
    const tokenId = Number(q);
    return Number.isSafeInteger(tokenId) ? { kind: 'nft', tokenId } : { kind: 'invalid' };
  }
  if (startsWithKaspa(q)) return { kind: 'address', address: q.toLowerCase() };
  return { kind: 'invalid' };
}

/** The dialog tab for a query: address if it starts with kaspa, else nft. */
export function dialogTabFor(input: string | null | undefined): SearchTab {
  return startsWithKaspa((input ?? '').trim()) ? 'address' : 'nft';
}

/** Path-safe form of the typed address: encoded, but keeping ":" readable. */
function walletPath(address: string): string {
  return `/wallet/${encodeURIComponent(address).replace(/%3A/gi, ':')}`;
}

/**
 * Header search box: numeric input goes to /nft/{n}; input starting with kaspa goes to
 * /wallet/{input}; anything else, including empty input, opens the search dialog.
 */
export function headerSearchTarget(input: string | null | undefined): HeaderSearchTarget {
  const q = (input ?? '').trim();
  if (isDigits(q) && Number.isSafeInteger(Number(q))) return { type: 'navigate', to: `/nft/${Number(q)}` };
  if (startsWithKaspa(q)) return { type: 'navigate', to: walletPath(q) };
  return { type: 'dialog', tab: dialogTabFor(q), query: q };
}

/** Search page: opens the dialog on the nft tab for all-digit input, else on the address tab. */
export function searchPageTab(input: string | null | undefined): SearchTab {
  return isDigits((input ?? '').trim()) ? 'nft' : 'address';
}

/** The Search button is enabled only when not busy and the trimmed input is not blank. */
export function canSubmitSearch(input: string | null | undefined, busy = false): boolean {
  return !busy && (input ?? '').trim() !== '';
}

export interface SearchToast {
  title: string;
  description: string;
  variant: 'destructive';
}

/** The validation toast for a classification, or null when the search may proceed. */
export function searchValidationToast(c: SearchClassification): SearchToast | null {
  if (c.kind === 'empty') {
    return {
      title: 'Search query is empty',
      description: 'Please enter a wallet address (kaspa:...) to search',
      variant: 'destructive',
    };
  }
  if (c.kind === 'invalid') {
    return {
      title: 'Invalid search',
      description: 'Please enter a wallet address (kaspa:...) or NFT ID',
      variant: 'destructive',
    };
  }
  return null;
}
