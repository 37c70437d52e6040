import { useMemo } from 'react';
import { explorerApi } from '../api/explorer-api';

/**
 * `svg` as a data: URL that an <img> shows without a request. Only what a URL would read otherwise
 * is escaped (`#` starts a fragment, `%` an escape, and control and non-ASCII characters), so the
 * markup stays about its own size and compresses as well as it does.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${svg.replace(/[^\x20-\x7e]|[%#]/gu, encodeURIComponent)}`;
}

/**
 * The picture a server render put in this NFT's first view (the getNftPicture read), as a data: URL;
 * undefined on any other view: the browser never asks for it. Subscribed while shown, so the cache
 * keeps it for as long as the page shows it.
 */
export function useEmbeddedPicture(tokenId: number): string | undefined {
  const { data } = explorerApi.endpoints.getNftPicture.useQueryState(tokenId);
  const embedded = typeof data === 'string' ? data : undefined;
  // An entry already in the cache is not asked for again (refetchOnMountOrArgChange is off).
  explorerApi.endpoints.getNftPicture.useQuerySubscription(tokenId, { skip: embedded === undefined });
  return useMemo(() => (embedded === undefined ? undefined : svgDataUrl(embedded)), [embedded]);
}
