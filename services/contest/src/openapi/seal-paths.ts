import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { ContestKeys, LikeProof, MonthSealFile } from '@nacho/contracts';
import { monthParams } from '../hall-of-fame/schemas';
import { CONTEST_KEYS_PATH, likeIdParams } from '../seals/seal-routes';
import { okJson, operation, rateLimited } from './responses';

const BAD_MONTH = 'year or month out of range (invalid_input)';
const NOT_SEALED =
  'The month has not begun or nothing happened in it (month_not_found), or it is not sealed yet (not_sealed)';

/** Receipts, seals and proofs (issue 40; the encoding in docs/verify.md). */
export function sealPaths(): ZodOpenApiPathsObject {
  return {
    [CONTEST_KEYS_PATH]: {
      get: operation('get', 'seals', {
        operationId: 'contestKeys',
        summary:
          'The public Ed25519 keys that sign like receipts and month seals: the key in use and the retired ones, each with its validity',
        ok: okJson('The keys (Cache-Control: public, max-age=300)', ContestKeys),
      }),
    },
    '/api/hall-of-fame/months/{year}/{month}/seal.json': {
      get: operation('get', 'seals', {
        operationId: 'monthSeals',
        summary:
          "A finished month's chain of seals (a signed Merkle root over its like export, one more per correction) and the contest's keys",
        requestParams: { path: monthParams },
        ok: okJson('A JSON download (Content-Disposition: attachment)', MonthSealFile),
        fails: { 400: BAD_MONTH, 404: NOT_SEALED },
      }),
    },
    '/api/hall-of-fame/months/{year}/{month}/proof/{likeId}': {
      get: operation('get', 'seals', {
        operationId: 'likeProof',
        summary:
          "A like's Merkle path to the month's latest seal: with its receipt, it shows the like is in the sealed export",
        requestParams: { path: monthParams.extend(likeIdParams.shape) },
        ok: okJson('The proof (under 1 KB for a month of a million likes)', LikeProof),
        fails: {
          400: `${BAD_MONTH}, or likeId is not a whole number (invalid_input)`,
          404: `${NOT_SEALED}, or the like is not one of the month (unknown_like)`,
          409: 'The month was corrected and its new seal is not made yet (seal_renewing; Retry-After)',
        },
        more: rateLimited('Too many proofs from this address (too_many_proofs)'),
      }),
    },
  };
}
