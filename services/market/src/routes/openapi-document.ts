import { createDocument, type ZodOpenApiOperationObject } from 'zod-openapi';
import type { z } from 'zod';
import {
  DashboardStatsQuery,
  DashboardStatsReply,
  ErrorReply,
  HistoryQuery,
  HistoryReply,
  ResetReply,
  SalesQuery,
  SalesReply,
} from './schemas';

export const MARKET_PREFIX = '/api/market';

const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });
const badInput = json(ErrorReply, 'Invalid input: the message names the field and the allowed values');

function read(
  summary: string,
  query: z.ZodObject,
  reply: z.ZodType,
  extra: Record<string, ReturnType<typeof json>> = {},
): ZodOpenApiOperationObject {
  return {
    summary,
    tags: ['market'],
    requestParams: { query },
    responses: { '200': json(reply, 'Success'), '400': badInput, ...extra },
  };
}

/** The OpenAPI 3.1 document of /api/market, from the zod schemas that validate the inputs. */
export function buildMarketOpenApiDocument(): ReturnType<typeof createDocument> {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'NACHO market API',
      version: '1.0.0',
      description: 'Sales, per-time-frame market figures and their history.',
    },
    paths: {
      [`${MARKET_PREFIX}/dashboard-stats`]: {
        get: read(
          'Market figures of one time frame from the latest snapshot',
          DashboardStatsQuery,
          DashboardStatsReply,
          {
            '503': json(ErrorReply, 'No snapshot has been taken yet'),
          },
        ),
      },
      [`${MARKET_PREFIX}/history`]: {
        get: read('Floor and volume of a time frame over the last days (chart series)', HistoryQuery, HistoryReply),
      },
      [`${MARKET_PREFIX}/sales`]: { get: read('The most recent sales of one token', SalesQuery, SalesReply) },
      [`${MARKET_PREFIX}/reset-history`]: {
        post: {
          summary: 'Delete all market history and write new baselines for 15m, 1h, 6h, 1d, 7d and 30d (admin session)',
          tags: ['market'],
          responses: {
            '200': json(ResetReply, 'History reset'),
            // Core's body parser and mutation guard answer these before the route runs.
            '400': json(ErrorReply, 'A body that is not valid JSON (invalid_json)'),
            '401': json(ErrorReply, 'No session, or not unlocked'),
            '403': json(ErrorReply, 'Signed in without admin rights, or a cross-site request'),
            '413': json(ErrorReply, 'A body over 64 kB (payload_too_large)'),
            '415': json(ErrorReply, 'A body that is not JSON (unsupported_media_type)'),
          },
        },
      },
      [`${MARKET_PREFIX}/openapi.json`]: {
        get: {
          summary: 'This document',
          tags: ['market'],
          responses: {
            '200': {
              description: 'OpenAPI 3.1 (Cache-Control: public, max-age=300)',
              content: { 'application/json': { schema: { type: 'object' } } },
            },
          },
        },
      },
    },
  });
}
