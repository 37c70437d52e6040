import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import { ErrorReply } from '@nacho/contracts';
import { PREVIEW_PREFIX } from '../previews/previews';

const file = (description: string, example: string) => z.object({ file: z.string().meta({ description, example }) });

function card(summary: string, params: z.ZodObject): ZodOpenApiOperationObject {
  return {
    summary,
    tags: ['link previews'],
    requestParams: { path: params },
    responses: {
      '200': {
        description:
          'A 1200x630 PNG card (immutable for a versioned URL; public, max-age=300 while a placeholder stands in for art that did not load)',
        content: { 'image/png': { schema: z.string().meta({ contentMediaType: 'image/png' }) } },
      },
      '302': { description: 'An older version: Location is the current one' },
      '404': {
        description: 'No such card (preview_not_found), or a file name of another form',
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
