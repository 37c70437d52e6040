import { createHash } from 'node:crypto';
import type { MonthPreview } from './contest-reader';

export const PREVIEW_PREFIX = '/api/nft/preview';

export const nftImagePath = (tokenId: number, version: number) => `${PREVIEW_PREFIX}/nft/${tokenId}.v${version}.png`;
export const walletImagePath = (address: string, version: number) =>
  `${PREVIEW_PREFIX}/wallet/${address}.v${version}.png`;
export const siteImagePath = (version: number) => `${PREVIEW_PREFIX}/site.v${version}.png`;
export const monthImagePath = (m: MonthPreview) =>
  `${PREVIEW_PREFIX}/month/${m.year}-${m.month}.${monthVersion(m)}.png`;

/** The contest version of a month card: a digest of everything it shows, so new likes give a new URL. */
export function monthVersion(m: MonthPreview): string {
  return createHash('sha256')
    .update(JSON.stringify([m.year, m.month, m.tokenId, m.likeCount, m.crowned]))
    .digest('base64url')
    .slice(0, 12);
}
