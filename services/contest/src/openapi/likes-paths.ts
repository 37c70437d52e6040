import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { DailyLimit, DailyLimitReached, LikeCountReply, LikeStatus, MidnightResetReply } from '@nacho/contracts';
import { tokenParams } from '../likes/schemas';
import { LIVE_STREAM_PATH } from '../live/stream-routes';
import { operation, rateLimited, reply } from './responses';

const BAD_TOKEN = 'tokenId is not a whole number from 1 to the collection size (invalid_input)';

/** /api/likes, the live stream and the midnight-reset test aid. */
export function likesPaths(): ZodOpenApiPathsObject {
  return {
    '/api/likes/nft/{tokenId}': {
      get: operation('get', 'likes', {
        operationId: 'likeStatus',
        summary: "An NFT's likes this contest month, and whether the signed-in voter liked it today",
        requestParams: { path: tokenParams },
        ok: { 200: reply('Count and liked flag (not cached)', LikeStatus) },
        fails: { 400: BAD_TOKEN },
      }),
      post: operation('post', 'likes', {
        operationId: 'like',
        summary: 'Like an NFT (one like per NFT per contest day, up to the daily limit)',
        requestParams: { path: tokenParams },
        signedIn: true,
        ok: { 200: reply('Liked: the new count and the likes left today', LikeCountReply) },
        fails: {
          400: `${BAD_TOKEN}; or already liked today (already_liked)`,
          401: 'Not signed in (sign_in_required)',
          403: 'CONTEST_HOLDERS_ONLY and the voter holds no NFT (holders_only)',
          404: 'No such NFT in the collection (unknown_token)',
        },
        more: rateLimited(
          "All of today's likes are used (daily_limit_reached); Retry-After and error.nextReset say when they come back",
          DailyLimitReached,
        ),
      }),
      delete: operation('delete', 'likes', {
        operationId: 'unlike',
        summary: "Take back today's like of an NFT (the day's likes used stay used)",
        requestParams: { path: tokenParams },
        signedIn: true,
        ok: {
          200: reply(
            'The new count and the likes left today (also when there was no like to take back)',
            LikeCountReply,
          ),
        },
        fails: {
          400: BAD_TOKEN,
          401: 'Not signed in (sign_in_required)',
          404: 'No such NFT in the collection (unknown_token)',
        },
      }),
    },
    '/api/likes/user/limit': {
      get: operation('get', 'likes', {
        operationId: 'dailyLimit',
        summary: "The signed-in voter's likes used and left today, and when they reset",
        signedIn: true,
        ok: { 200: reply("Today's allowance (not cached)", DailyLimit) },
        fails: { 401: 'Not signed in (sign_in_required)' },
      }),
    },
    [LIVE_STREAM_PATH]: {
      get: operation('get', 'likes', {
        operationId: 'liveStream',
        summary: "Server-Sent Events: like counts, the signed-in voter's likes left, like resets and month winners",
        description:
          'Each event has an id; a reconnecting page names the last one it saw (Last-Event-ID header, or ?lastEventId=) and gets the events it missed. likes-left events go only to the streams of their own user.',
        requestParams: {
          query: z.object({
            lastEventId: z.string().optional().meta({
              description: 'The id of the last event seen (digits), when the browser cannot send Last-Event-ID',
            }),
          }),
          header: z.object({
            'last-event-id': z.string().optional().meta({ description: 'The id of the last event seen' }),
          }),
        },
        ok: {
          200: {
            description: 'An endless text/event-stream (no-cache, no-transform; X-Accel-Buffering: no)',
            content: {
              'text/event-stream': {
                schema: z.string().meta({ description: 'id:, event: and data: lines; data is JSON' }),
              },
            },
          },
        },
      }),
    },
    '/api/simulate-midnight-reset': {
      post: operation('post', 'test aids', {
        operationId: 'simulateMidnightReset',
        summary:
          "The spec's test aid: resets every voter's likes as midnight would (in production: admin session only)",
        ok: { 200: reply('Allowances reset', MidnightResetReply) },
        fails: { 403: 'In production without an admin session (admin_required)' },
      }),
    },
  };
}
