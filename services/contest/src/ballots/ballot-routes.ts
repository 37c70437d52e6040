import type Router from '@koa/router';
import type { Context } from 'koa';
import { BallotDayQuery, SignedBallotBody, type BallotStored, type BallotToSign } from '@nacho/contracts';
import { badRequest, conflict, forbidden, parseInput, requireUser, type Config, type Db } from '@nacho/core';
import { decodeKaspaAddress } from '@nacho/domain';
import { ballotText, ballotTokenOrder } from '@nacho/verify';
import { verifySignInSignature } from '../auth/wallet/address-signing-key';
import { contestDayWindow } from '../likes/contest-day-window';
import { dayLikeTokens, findBallot, storeBallot } from './ballot-store';

export const BALLOT_PATH = '/api/likes/ballot';

export interface BallotRouteDeps {
  config: Pick<Config, 'contestTz' | 'publicOrigin'>;
  db: Db;
  now: () => number;
}

const jsonBody = (ctx: { request: object }) => (ctx.request as { body?: unknown }).body;

/**
 * The origin a ballot names: PUBLIC_ORIGIN, else this service's own origin as the request reaches
 * it (the one the Origin check compares with), the same for the GET and the POST.
 */
const ballotSite = (ctx: Context, publicOrigin: string | undefined) => publicOrigin ?? `${ctx.protocol}://${ctx.host}`;

/**
 * GET and POST /api/likes/ballot: a wallet voter signs one contest day's likes with their wallet,
 * once per day (docs/verify.md, "A ballot"). POSTing the stored signature again answers it again
 * (created: false); another signature for a day that has one is a 409.
 */
export function addBallotRoutes(router: Router, { config, db, now }: BallotRouteDeps) {
  /** The signed-in voter's wallet address (403 without one) and the day asked for: today or earlier this month. */
  const voterAndDay = (ctx: Context, day: string | undefined) => {
    const address = ctx.state.user!.address;
    if (!address)
      throw forbidden(
        'Ballots are signed with a Kaspa wallet: sign in with your wallet to sign your likes',
        'wallet_required',
      );
    const today = contestDayWindow(now(), config.contestTz);
    const asked = day ?? today.day;
    if (asked > today.day || !asked.startsWith(`${today.monthKey}-`))
      throw badRequest(
        `day: ballots are signed for today (${today.day}) or an earlier day of this contest month`,
        'wrong_day',
      );
    return { address, day: asked, month: today.monthKey };
  };
  const likesOf = async (userId: string, day: string) => {
    const tokenIds = await dayLikeTokens(db, userId, day);
    if (!tokenIds.length) throw badRequest(`You have no likes on ${day} to sign`, 'no_likes');
    return tokenIds;
  };

  // A day without likes is no error here: the user menu asks each time it opens.
  router.get(BALLOT_PATH, requireUser, async (ctx) => {
    const { day } = voterAndDay(ctx, parseInput(BallotDayQuery, ctx.query).day);
    const tokenIds = await dayLikeTokens(db, ctx.state.user!.id, day);
    const site = ballotSite(ctx, config.publicOrigin);
    const body: BallotToSign = {
      day,
      site,
      tokenIds,
      message: tokenIds.length ? ballotText({ site, day, tokenIds }) : null,
      signed: (await findBallot(db, ctx.state.user!.id, day)) !== null,
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.post(BALLOT_PATH, requireUser, async (ctx) => {
    const input = parseInput(SignedBallotBody, jsonBody(ctx));
    const { address, day, month } = voterAndDay(ctx, input.day);
    const userId = ctx.state.user!.id;
    const tokenIds = await likesOf(userId, day);
    if (ballotTokenOrder(input.tokenIds).join(',') !== tokenIds.join(','))
      throw badRequest(
        `tokenIds: your likes of ${day} are NACHO ${tokenIds.map((id) => `#${id}`).join(', ')}: sign the message again`,
        'likes_changed',
      );
    const site = ballotSite(ctx, config.publicOrigin);
    const decoded = decodeKaspaAddress(address);
    const key = { type: decoded.version === 1 ? ('ecdsa' as const) : ('schnorr' as const), key: decoded.payload };
    const signature = input.signature.toLowerCase();
    if (decoded.version > 1 || !verifySignInSignature(key, ballotText({ site, day, tokenIds }), signature))
      throw badRequest(
        `The signature is not your wallet's (${address}) signature of the ballot text`,
        'invalid_signature',
      );
    const { stored, created } = await storeBallot(db, {
      userId,
      day,
      month,
      address,
      site,
      tokenIds,
      signature,
      signedAt: now(),
    });
    if (!created && stored.signature !== signature)
      throw conflict(`Your likes of ${day} are signed already: one ballot a day`, 'ballot_exists');
    const body: BallotStored = { ballot: stored, created };
    ctx.body = body;
  });
}
