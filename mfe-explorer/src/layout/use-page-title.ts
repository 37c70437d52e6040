import { useEffect } from 'react';
import { COLLECTION_NAME } from '@nacho/domain';

export const SITE_TITLE = `${COLLECTION_NAME} Explorer`;

/** "{page} · NACHO Explorer": what a tab, a bookmark and the history list show for a screen. */
export function pageTitle(page: string): string {
  return `${page} · ${SITE_TITLE}`;
}

/** A wallet in a title: "kaspa:…jv0g" (the first 6 and last 4 characters, as addresses show elsewhere). */
export function walletTitle(address: string): string {
  const short = address.length <= 13 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
  return `Wallet ${short}`;
}

/** Sets document.title to pageTitle(page) while the screen is shown and puts the previous title back on leaving. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle(page);
    return () => {
      document.title = previous;
    };
  }, [page]);
}
