import { fetchIpfsImage, type GatewayHealth } from '@nacho/core';
import { LRUCache } from 'lru-cache';
import { renderNftSvg } from '../images';
import type { TokenEntry } from '../snapshot/types';
import type { RenderPool } from './render-pool';

/** A picture for a card: a data URI, and whether it is the NFT's real art (false: placeholder). */
export interface CardArt {
  src: string;
  real: boolean;
}

export interface NftArtOptions {
  /** demo: the service draws the art from the traits; krc721: the NFT's image through the IPFS gateways. */
  source: 'demo' | 'krc721';
  gateways: readonly string[];
  /** Deadline for one image over all gateways; default 2.5 s. */
  timeoutMs?: number;
  health?: GatewayHealth;
  /** Rasterises the demo art off the event loop. */
  pool: RenderPool;
}

/** Image types resvg draws. */
const DRAWABLE = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/svg+xml']);

const dataUri = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/** A neutral cat silhouette for an NFT whose image could not be fetched in time. */
export const PLACEHOLDER_ART = dataUri(
  'image/svg+xml',
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="400" height="400"><rect width="40" height="40" fill="#1c2537"/>' +
      '<path d="M9 11.5l6.2 5.2a14 14 0 0 1 9.6 0L31 11.5c.7-.6 1.7-.1 1.7.8V23c0 6.9-5.7 11.5-12.7 11.5S7.3 29.9 7.3 23V12.3c0-.9 1-1.4 1.7-.8z" fill="#f5a524" opacity=".55"/></svg>',
  ),
);

/**
 * The art of an NFT for the cards, as the site shows it: the demo collection's art drawn by the
 * service (the same SVG as /api/nft/image/{id}.svg, rasterised), a real NFT's image through the
 * IPFS gateways with the sync's fallback order and a deadline. Fetched images are kept (bounded);
 * a miss is not kept, so the next render asks again.
 */
export function createNftArt(options: NftArtOptions) {
  const fetched = new LRUCache<string, string>({ maxSize: 48 * 1024 * 1024, sizeCalculation: (v) => v.length || 1 });
  const pending = new Map<string, Promise<CardArt>>();

  const fromIpfs = async (uri: string): Promise<CardArt> => {
    const cached = fetched.get(uri);
    if (cached) return { src: cached, real: true };
    const image = await fetchIpfsImage(uri, {
      gateways: options.gateways,
      timeoutMs: options.timeoutMs ?? 2500,
      health: options.health,
    });
    if (!image || !DRAWABLE.has(image.contentType)) return { src: PLACEHOLDER_ART, real: false };
    const src = dataUri(image.contentType === 'image/jpg' ? 'image/jpeg' : image.contentType, image.bytes);
    fetched.set(uri, src);
    return { src, real: true };
  };

  return async function artOf(token: TokenEntry, size: number): Promise<CardArt> {
    if (options.source === 'demo') {
      return {
        src: dataUri(
          'image/png',
          await options.pool.svg(renderNftSvg(token.tokenId, token.metadata?.attributes ?? []), size),
        ),
        real: true,
      };
    }
    const uri = token.metadata?.image;
    if (!uri) return { src: PLACEHOLDER_ART, real: false };
    let art = pending.get(uri);
    if (!art) {
      art = fromIpfs(uri).finally(() => pending.delete(uri));
      pending.set(uri, art);
    }
    return art;
  };
}

export type NftArt = ReturnType<typeof createNftArt>;
