import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  BallotDayQuery,
  BallotStored,
  BallotToSign,
  DailyLimit,
  DailyLimitReached,
  LikeCountReply,
  LikeStatus,
  MidnightResetReply,
  SignedBallotBody,
} from '@nacho/contracts';
import { BALLOT_PATH } from '../ballots/ballot-routes';
import { tokenParams } from '../likes/schemas';
import { LIVE_STREAM_PATH } from '../live/stream-routes';
import { jsonBody, okJson, operation, rateLimited, type OperationSpec } from './responses';

const BAD_TOKEN = 'tokenId is not a whole number from 1 to the collection size (invalid_input)';
const SIGN_IN_REQUIRED = 'Not signed in (sign_in_required)';
const UNKNOWN_TOKEN = 'No such NFT in the collection (unknown_token)';
const WALLET_REQUIRED = 'The voter signed in without a Kaspa wallet (wallet_required)';
const BALLOT_DAY = 'day is not today or an earlier day of this contest month (wrong_day)';

/** Like and unlike: a signed-in voter changes one NFT's likes, and both can fail the same ways. */
const voterChange = (method: 'post' | 'delete', { fails, ...spec }: OperationSpec) =>
  operation(method, 'likes', {
    ...spec,
    requestParams: { path: tokenParams },
    signedIn: true,
    fails: { 400: BAD_TOKEN, 401: SIGN_IN_REQUIRED, 404: UNKNOWN_TOKEN, ...fails },
  });

/** /api/likes, the live stream and the midnight-reset test aid. */
export function likesPaths(): ZodOpenApiPathsObject {
  return {
    '/api/likes/nft/{tokenId}': {
      get: operation('get', 'likes', {
        operationId: 'likeStatus',
        summary: "An NFT's likes this contest month, and whether the signed-in voter liked it today",
        requestParams: { path: tokenParams },
        ok: okJson('Count and liked flag (not cached)', LikeStatus),
        fails: { 400: BAD_TOKEN },
      }),
      post: voterChange('post', {
        operationId: 'like',
        summary: 'Like an NFT (one like per NFT per contest day, up to the daily limit)',
        ok: okJson('Liked: the new count and the likes left today', LikeCountReply),
        fails: {
          400: `${BAD_TOKEN}; or already liked today (already_liked)`,
          403: 'CONTEST_HOLDERS_ONLY and the voter holds no NFT (holders_only)',
        },
        more: rateLimited(
          "All of today's likes are used (daily_limit_reached); Retry-After and error.nextReset say when they come back",
          DailyLimitReached,
        ),
      }),
      delete: voterChange('delete', {
        operationId: 'unlike',
        summary: "Take back today's like of an NFT (the day's likes used stay used)",
        ok: okJson('The new count and the likes left today (also when there was no like to take back)', LikeCountReply),
      }),
    },
    '/api/likes/user/limit': {
      get: operation('get', 'likes', {
        operationId: 'dailyLimit',
        summary: "The signed-in voter's likes used and left today, and when they reset",
        signedIn: true,
        ok: okJson("Today's allowance (not cached)", DailyLimit),
        fails: { 401: SIGN_IN_REQUIRED },
      }),
    },
    [BALLOT_PATH]: {
      get: operation('get', 'likes', {
        operationId: 'ballotToSign',
        summary: 'The text a wallet voter signs for a contest day\'s likes (docs/verify.md, "A ballot")',
        signedIn: true,
        query: { schema: BallotDayQuery, invalid: 'day is not YYYY-MM-DD' },
        ok: okJson('The day, its NFTs, the site and the message to sign (not cached)', BallotToSign),
        fails: { 400: BALLOT_DAY, 401: SIGN_IN_REQUIRED, 403: WALLET_REQUIRED },
      }),
      post: operation('post', 'likes', {
        operationId: 'signBallot',
        summary:
          "Stores the wallet's signature of a day's likes: one ballot per voter and day, published in the month's seal file",
        signedIn: true,
        requestBody: jsonBody(SignedBallotBody),
        ok: okJson('Stored (created: true), or this same signature was stored before (created: false)', BallotStored),
        fails: {
          400: `Invalid input; ${BALLOT_DAY}; no likes that day (no_likes); tokenIds are not the day's likes (likes_changed); not the wallet's signature of the text (invalid_signature)`,
          401: SIGN_IN_REQUIRED,
          403: WALLET_REQUIRED,
          409: 'Another signature of that day is stored already (ballot_exists)',
        },
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
        more: rateLimited(
          'The address already holds EVENT_STREAMS_PER_IP open streams, counted across replicas (too_many_streams); a place frees when one of them closes',
        ),
      }),
    },
    '/api/simulate-midnight-reset': {
      post: operation('post', 'test aids', {
        operationId: 'simulateMidnightReset',
        summary:
          "The spec's test aid: resets every voter's likes as midnight would (in production: admin session only)",
        ok: okJson('Allowances reset', MidnightResetReply),
        fails: { 403: 'In production without an admin session (admin_required)' },
      }),
    },
  };
}
