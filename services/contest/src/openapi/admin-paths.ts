import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  AdminContestMonths,
  AdminLocked,
  AdminSession,
  AdminStats,
  AdminSystem,
  AdminUnlocked,
  AuditLogPage,
  DeclareWinnerReply,
  EntryConflictReply,
  LikeLogPage,
  LikesPerMonth,
  MovedHallOfFameEntry,
  RemovedHallOfFameEntries,
  RemovedHallOfFameEntry,
  RemovedLike,
  RemovedLikes,
  RemovedMonthLikes,
  RetryJobReply,
  HallOfFameHistory,
  HallOfFameVisibility,
} from '@nacho/contracts';
// The very schemas the admin router validates with (admin/routes.ts), so the document cannot drift.
import * as schemas from '../admin/schemas';
import { jsonBody, okJson, operation, optionalJsonBody, rateLimited, reply, type OperationSpec } from './responses';

const ADMIN_ONLY = {
  401: 'No admin session (admin_session_required)',
  403: 'Signed in, but not an admin (admin_required)',
};
const NO_FIELDS = 'A body with fields (invalid_input): send none, or {}';
const BAD_ID = 'id invalid (invalid_input)';
/** The entry version a correction was made on: a stale one is refused with the entry as it is now. */
const ifMatch = z.object({
  'if-match': z
    .string()
    .optional()
    .meta({ description: 'The entry version the correction was made on ("3"); a stale one answers 409 entry_changed' }),
});
const entryChanged = (also: string) => ({
  409: reply(
    `${also}; or the entry changed since the version in If-Match (entry_changed, with current: the entry now)`,
    EntryConflictReply,
  ),
});

/** An /api/admin operation that needs an admin session: passcode, or a signed-in ADMIN_WALLETS wallet. */
const admin = (method: 'get' | 'post' | 'put' | 'delete', spec: OperationSpec) => ({
  [method]: operation(method, 'admin', {
    ...spec,
    signedIn: true,
    fails: {
      ...ADMIN_ONLY,
      ...spec.fails,
      ...(spec.fails?.[403] ? { 403: `${ADMIN_ONLY[403]}; ${spec.fails[403]}` } : {}),
    },
  }),
});

/** /api/admin: the admin sign-in, the overview, moderation of likes and winners, and the System tab. */
export function adminPaths(): ZodOpenApiPathsObject {
  return {
    '/api/admin/session': {
      get: operation('get', 'admin', {
        operationId: 'adminSession',
        summary: 'Whether this session is an admin session, and which admin sign-ins the server offers',
        ok: okJson('Admin session state', AdminSession),
      }),
      post: operation('post', 'admin', {
        operationId: 'adminUnlock',
        summary: 'Opens a 12-hour admin session with the passcode (new session id; audited)',
        requestBody: jsonBody(schemas.passcodeBody),
        ok: okJson('Unlocked', AdminUnlocked),
        fails: {
          400: 'No passcode (invalid_input)',
          401: 'Wrong passcode (invalid_passcode)',
          403: 'Passcode sign-in is off: ADMIN_PASSCODE_HASH is not set (passcode_sign_in_off)',
        },
        more: rateLimited(
          '5 wrong passcodes from this IP in 15 minutes (too_many_attempts); Retry-After says when to try again',
        ),
      }),
      delete: operation('delete', 'admin', {
        operationId: 'adminLock',
        summary: "Lock: ends this session's admin rights (audited)",
        ok: okJson('Locked', AdminLocked),
      }),
    },
    '/api/admin/stats': admin('get', {
      operationId: 'adminStats',
      summary: "Totals, likes per hour of the last day, and this month's top NFTs",
      ok: okJson('Overview', AdminStats),
    }),
    '/api/admin/like-logs': admin('get', {
      operationId: 'likeLogs',
      summary: 'Likes newest first, 25 a page, searchable by token id, user, wallet or IP',
      query: { schema: schemas.likeLogsQuery, invalid: 'page or search invalid' },
      ok: okJson('A page of likes', LikeLogPage),
    }),
    '/api/admin/likes-per-month': admin('get', {
      operationId: 'likesPerMonth',
      summary: 'Likes stored per contest month, newest first',
      ok: okJson('Months', LikesPerMonth),
    }),
    '/api/admin/audit-log': admin('get', {
      operationId: 'auditLog',
      summary: 'The admin audit trail, newest first',
      query: { schema: schemas.pageQuery, invalid: 'page invalid' },
      ok: okJson('A page of the audit log', AuditLogPage),
    }),
    '/api/admin/contest-months': admin('get', {
      operationId: 'contestMonths',
      summary: 'Every contest month with its state, winner and crowning failures',
      ok: okJson('Months, newest first', AdminContestMonths),
    }),
    '/api/admin/delete-like/{id}': admin('delete', {
      operationId: 'deleteLike',
      summary: 'Removes one like (kept in the month report as removed by a moderator; audited)',
      requestParams: { path: schemas.idParams },
      ok: okJson('Removed', RemovedLike),
      fails: { 400: BAD_ID, 404: 'No such like (like_not_found)' },
    }),
    '/api/admin/delete-all-likes': admin('post', {
      operationId: 'deleteAllLikes',
      summary: "Removes every like and every month's counts (winners stay; audited)",
      requestBody: optionalJsonBody(schemas.noFields),
      ok: okJson('Removed', RemovedLikes),
      fails: { 400: NO_FIELDS },
    }),
    '/api/admin/reset-monthly-contest': admin('post', {
      operationId: 'resetMonthlyContest',
      summary: "Removes the current month's likes and counts (audited)",
      requestBody: optionalJsonBody(schemas.noFields),
      ok: okJson('Removed', RemovedMonthLikes),
      fails: { 400: NO_FIELDS },
    }),
    '/api/admin/delete-likes-for-month': admin('post', {
      operationId: 'deleteLikesForMonth',
      summary: "Removes one month's likes and counts (audited)",
      requestBody: jsonBody(schemas.monthBody),
      ok: okJson('Removed', RemovedMonthLikes),
      fails: { 400: 'year or month invalid (invalid_input)' },
    }),
    '/api/admin/declare-winner': admin('post', {
      operationId: 'declareWinner',
      summary: "Declares a month's NFT of the Month (default: the current month; audited)",
      requestBody: jsonBody(schemas.declareWinnerBody),
      ok: okJson('Declared', DeclareWinnerReply),
      fails: {
        400: 'Invalid input, or a month that has not begun (month_in_future)',
        409: 'The month already has its winner (month_has_winner)',
      },
    }),
    '/api/admin/hall-of-fame/{id}': {
      ...admin('put', {
        operationId: 'moveHallOfFameEntry',
        summary: 'Moves a winner to another finished month (audited)',
        requestParams: { path: schemas.idParams, header: ifMatch },
        requestBody: jsonBody(schemas.hallOfFameUpdateBody),
        ok: okJson('Moved: the entry keeps its id, its version is raised', MovedHallOfFameEntry),
        fails: {
          400: 'Invalid input or If-Match, a month that has not ended (month_not_finished), or the month the entry is in (same_month)',
          404: 'No such entry (entry_not_found)',
        },
        more: entryChanged('The target month already has its winner (month_has_winner)'),
      }),
      ...admin('delete', {
        operationId: 'deleteHallOfFameEntry',
        summary: "Removes a month's winner: the month is vacated (audited)",
        requestParams: { path: schemas.idParams, header: ifMatch },
        ok: okJson('Removed', RemovedHallOfFameEntry),
        fails: { 400: `${BAD_ID}, or If-Match not a version`, 404: 'No such entry (entry_not_found)' },
        more: entryChanged('Never for another reason'),
      }),
    },
    '/api/admin/hall-of-fame': {
      ...admin('get', {
        operationId: 'adminHallOfFameHistory',
        summary: 'Every winner, newest month first, also while the Hall of Fame is hidden from visitors',
        ok: okJson('Entries', HallOfFameHistory),
      }),
      ...admin('delete', {
        operationId: 'deleteAllHallOfFameEntries',
        summary: "Removes every month's winner (audited)",
        ok: okJson('Removed', RemovedHallOfFameEntries),
      }),
    },
    '/api/admin/hall-of-fame-visibility': admin('put', {
      operationId: 'setHallOfFameVisibility',
      summary: 'Shows or hides the Hall of Fame page (audited)',
      requestBody: jsonBody(schemas.visibilityBody),
      ok: okJson('Saved', HallOfFameVisibility),
      fails: { 400: 'visible is not true or false (invalid_input)' },
    }),
    '/api/admin/system': admin('get', {
      operationId: 'adminSystem',
      summary:
        'The System tab: sync health and runs, the queues and their failed jobs, crowning of the last months, backups',
      ok: okJson('System report', AdminSystem),
    }),
    '/api/admin/system/queues/{queue}/jobs/{id}/retry': admin('post', {
      operationId: 'retryJob',
      summary: 'Retries a failed BullMQ job (audited)',
      requestParams: { path: schemas.retryParams },
      ok: okJson('Retried', RetryJobReply),
      fails: {
        400: 'queue or id invalid (invalid_input)',
        404: 'No such queue or failed job, or no queues at all (job_not_found)',
      },
    }),
  };
}
