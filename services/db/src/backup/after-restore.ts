import type { Knex } from 'knex';

/** Work on derived data that must follow the restored rows, in the restore's own transaction. */
export type AfterRestoreHook = (trx: Knex.Transaction) => Promise<void>;

/**
 * HOOK for derived caches kept in the database (not backed up) that would disagree with the
 * restored rows: each runs inside the restore's transaction after the rows are in, so the restored
 * database never holds a cache of the rows it replaced. A failing hook rolls the restore back.
 * The restore runs in `npm run restore`'s own process, so a hook lives here in services/db (plain
 * SQL on the transaction), not in a service. E.g. frozen month exports (a table derived from
 * the likes) add: `async (trx) => { await trx('<their table>').del(); }`.
 */
export const AFTER_RESTORE: readonly AfterRestoreHook[] = [];
