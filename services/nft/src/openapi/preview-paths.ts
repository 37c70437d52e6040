import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import { ErrorReply } from '@nacho/contracts';
import { PREVIEW_PREFIX } from '../previews/card-urls';

const file = (description: string, example: string) => z.object({ file: z.string().meta({ description, example }) });

function card(summary: string, params: z.ZodObject): ZodOpenApiOperationObject {
  return {
    summary,
    tags: ['link previews'],
    requestParams: { path: params },
    responses: {
      '200': {
        description:
          'A 1200x630 PNG card (immutable for a versioned URL; public, max-age=300 while a placeholder stands in for art that did not load). ' +
          "When the renderers are busy, this address used up its cold renders (PREVIEW_COLD_RENDERS_PER_IP a minute) or the render failed: the site's default card instead, with Cache-Control: no-store and X-Preview-Fallback naming why",
        headers: z.object({
          'X-Preview-Fallback': z
            .enum(['busy', 'limited', 'failed'])
            .optional()
            .meta({ description: "Present when the body is the site's default card, naming why" }),
        }),
        content: { 'image/png': { schema: z.string().meta({ contentMediaType: 'image/png' }) } },
      },
      '302': { description: 'An older version: Location is the current one' },
      '404': {
        description:
          'No such card (preview_not_found), a file name of another form, or a month card while the Hall of Fame is hidden',
        content: { 'application/json': { schema: ErrorReply } },
      },
      '503': {
        description:
          'The card would have to wait, or this address used up its cold renders, and no default card is rendered yet (preview_busy, just after a start): Retry-After says when to ask again',
        headers: z.object({ 'Retry-After': z.string().regex(/^\d+$/).meta({ description: 'Seconds' }) }),
        content: { 'application/json': { schema: ErrorReply } },
      },
    },
  };
}

/** The link-preview cards (og:image) under /api/nft/preview: versioned PNG URLs that crawlers and chat apps fetch. */
export function previewPaths(): ZodOpenApiPathsObject {
  return {
    [`${PREVIEW_PREFIX}/nft/{file}`]: {
      get: card("An NFT's card", file('{tokenId}.v{collectionVersion}.png', '3.v1.png')),
    },
    [`${PREVIEW_PREFIX}/wallet/{file}`]: {
      get: card("A wallet's card", file('{address}.v{collectionVersion}.png', 'kaspa:qr….v1.png')),
    },
    [`${PREVIEW_PREFIX}/month/{file}`]: {
      get: card(
        "A contest month's card (its NFT of the Month or leader)",
        file('{year}-{month}.{version}.png (version: 12 characters)', '2026-3.AbCdEfGhIjKl.png'),
      ),
    },
    [`${PREVIEW_PREFIX}/{file}`]: {
      get: card("The site's card", file('site.v{collectionVersion}.png', 'site.v1.png')),
    },
  };
}
