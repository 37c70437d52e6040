import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { acceptsGzip, markReplayable } from '@nacho/core';
import { z } from 'zod';
import { CACHE_SECONDS } from '../http/cache-policy';
import { defineRoute } from '../http/route-definition';
import { gzipEtag } from '../snapshot/serialized-bodies';
import { renderNftSvg } from '../images';
import { API_PREFIX } from '../openapi/build-document';
import { requireToken } from '../queries/nft-views';
import { ONE_TOKEN } from '../schemas/inputs';

export const imagePath = (tokenId: number) => `${API_PREFIX}/image/${tokenId}.svg`;

export const imageRoute = defineRoute({
  path: '/image/{tokenId}.svg',
  summary: 'The demo image of an NFT, drawn from its traits',
  tag: 'nfts',
  ...ONE_TOKEN,
  reply: z.string().meta({ description: 'SVG document' }),
  replyContentType: 'image/svg+xml',
  sendsEtag: true,
  handle({ ctx, snapshot, store, params }) {
    const token = requireToken(snapshot, params.tokenId);
    const svg = Buffer.from(renderNftSvg(token.tokenId, token.metadata?.attributes ?? []));
    // Until its metadata arrives the image is a placeholder that will change, so it must not be kept.
    ctx.set('Cache-Control', token.metadata ? `public, max-age=${CACHE_SECONDS.image}, immutable` : 'no-cache');
    // Artwork may be shown by a page on another origin (a shell elsewhere, a marketplace): not same-origin only.
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    // A page's first view asks for dozens at once, while the browser parses it on the same cores:
    // once drawn, an image is sent again as recorded bytes while the snapshot stands (its traits
    // cannot change under it), and compressed to about a third for a phone's network.
    if (token.metadata) markReplayable(ctx, () => store.current() === snapshot);
    ctx.vary('Accept-Encoding');
    const gzip = acceptsGzip(ctx);
    if (gzip) ctx.set('Content-Encoding', 'gzip');
    const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"`;
    ctx.set('ETag', gzip ? gzipEtag(etag) : etag);
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'image/svg+xml';
    ctx.body = gzip ? gzipSync(svg) : svg;
  },
});
