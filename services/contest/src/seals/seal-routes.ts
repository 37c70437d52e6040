import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import type { ContestKeys, MonthSealFile } from '@nacho/contracts';
import {
  createPerIpLimit,
  HttpError,
  notFound,
  parseInput,
  tooManyFromAddress,
  wholeNumberParam,
  type Db,
  type Redis,
} from '@nacho/core';
import { yearMonthKey, type YearMonth } from '@nacho/domain';
import { monthBallots } from '../ballots/ballot-store';
import { readHallOfFameVisible } from '../settings/site-settings';
import type { ContestSigner } from './contest-signer';
import { likeProof } from './like-proof';
import { monthSeals } from './seal-rows';

export const CONTEST_KEYS_PATH = '/api/contest/keys';

export const likeIdParams = z.object({ likeId: wholeNumberParam(1, 2_147_483_647) });

/** Proofs one address may ask for a minute: each reads a chunk of 1,024 likes and hashes it. */
export const PROOFS_PER_IP_PER_MINUTE = 120;

export interface SealRouteDeps {
  /** The contest's time zone, which the seal file names for the ballots' days. */
  contestTz: string;
  db: Db;
  signer: ContestSigner;
  redis?: Redis;
  /** The month asked for, once it is known to exist (400/404 otherwise). */
  exportedMonth: (params: unknown) => Promise<YearMonth>;
}

const notSealed = (ym: YearMonth) =>
  notFound(`Contest month ${yearMonthKey(ym)} is not sealed yet: it is sealed once crowned or declared`, 'not_sealed');

/** GET …/months/{year}/{month}/seal.json and …/proof/{likeId} (on the Hall of Fame router). */
export function addSealRoutes(router: Router, { contestTz, db, signer, redis, exportedMonth }: SealRouteDeps) {
  const limit = createPerIpLimit({ name: 'like-proofs', points: PROOFS_PER_IP_PER_MINUTE, windowSeconds: 60, redis });

  router.get('/months/:year/:month/seal.json', async (ctx) => {
    const ym = await exportedMonth(ctx.params);
    // A seal names the month's winner under its signature: none is shown while the Hall of Fame is hidden.
    if (!(await readHallOfFameVisible(db)))
      throw notFound('The Hall of Fame is hidden for now: its seals are shown again with it', 'hall_of_fame_hidden');
    const month = yearMonthKey(ym);
    const seals = await monthSeals(db, month);
    if (!seals.length) throw notSealed(ym);
    const ballots = await monthBallots(db, month);
    const body: MonthSealFile = { month, seals, keys: [...signer.keys], contestTz, ballots };
    ctx.set('Content-Disposition', `attachment; filename="nacho-seal-${yearMonthKey(ym)}.json"`);
    ctx.body = body;
  });

  router.get('/months/:year/:month/proof/:likeId', async (ctx: Context) => {
    // Every request counts, a refused one too: the limit is the first thing a proof costs.
    const taken = await limit.take(ctx.ip);
    if (!taken.allowed)
      throw tooManyFromAddress(
        ctx,
        taken.retryAfterSeconds,
        'too_many_proofs',
        'Too many proofs asked for: wait a minute',
      );
    const ym = await exportedMonth(ctx.params);
    const { likeId } = parseInput(likeIdParams, { likeId: ctx.params.likeId });
    const answer = await likeProof(db, ym, likeId);
    if (answer.ok) {
      ctx.body = answer.proof;
      return;
    }
    if (answer.reason === 'not_sealed') throw notSealed(ym);
    if (answer.reason === 'unknown_like')
      throw notFound(`Like ${likeId} is not a like of ${yearMonthKey(ym)}`, 'unknown_like');
    ctx.set('Retry-After', '600');
    throw new HttpError(
      409,
      'seal_renewing',
      'The month was corrected after its seal and its new seal is being made: try again in a few minutes',
    );
  });
}

/** GET /api/contest/keys: the contest's public keys, the one in use and the retired ones. */
export function createContestKeysRouter(signer: ContestSigner) {
  const router = new Router();
  router.get(CONTEST_KEYS_PATH, (ctx) => {
    const body: ContestKeys = { keys: [...signer.keys] };
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = body;
  });
  return router;
}
