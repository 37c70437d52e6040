import { COLLECTION_NAME } from '@nacho/domain';
import {
  createDocument,
  type ZodOpenApiObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import type { ErrorStatus, NftRoute } from '../http/route-definition';
import { ErrorReply } from '@nacho/contracts';
import { previewPaths } from './preview-paths';

export const API_PREFIX = '/api/nft';

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Invalid input: the message names the field and what is wrong',
  404: 'No such token or wallet',
  503: 'The collection data could not be loaded yet',
};

function responsesOf(route: NftRoute): ZodOpenApiResponsesObject {
  const contentType = route.replyContentType ?? 'application/json';
  const responses: ZodOpenApiResponsesObject = {
    '200': { description: 'Success', content: { [contentType]: { schema: route.reply } } },
  };
  if (route.sendsEtag) {
    responses['304'] = { description: 'Not modified (the If-None-Match ETag is current)' };
  }
  for (const status of route.errors) {
    responses[`${status}`] = {
      description: ERROR_DESCRIPTIONS[status],
      content: { 'application/json': { schema: ErrorReply } },
    };
  }
  return responses;
}

/** The OpenAPI 3.1 document of the routes, from the same zod schemas that validate their inputs. */
export function buildOpenApiDocument(routes: readonly NftRoute[], version: string): ReturnType<typeof createDocument> {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    paths[API_PREFIX + route.path] = {
      get: {
        operationId: route.path
          .replace(/[{}]/g, '')
          .split(/[/.-]/)
          .filter(Boolean)
          .map((w, i) => (i ? w[0]!.toUpperCase() + w.slice(1) : w))
          .join(''),
        summary: route.summary,
        description: route.description,
        tags: [route.tag],
        requestParams: {
          ...(route.params ? { path: route.params } : {}),
          ...(route.query ? { query: route.query } : {}),
        },
        responses: responsesOf(route),
      },
    };
  }
  const document: ZodOpenApiObject = {
    openapi: '3.1.0',
    info: {
      title: `${COLLECTION_NAME} NFT read API`,
      version,
      description:
        'Collection, holder, trait, rarity and wallet data of the NACHO KRC-721 collection, served from an in-memory snapshot, and the link-preview cards.',
    },
    paths: { ...paths, ...previewPaths() },
  };
  return createDocument(document);
}
