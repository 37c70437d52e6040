import type { Knex } from 'knex';
import { forgetFrozenExports } from '../frozen-exports';

/** Work on derived data that must follow the restored rows, in the restore's own transaction. */
export type AfterRestoreHook = (trx: Knex.Transaction) => Promise<void>;

/**
 * HOOK for derived caches kept in the database (not backed up) that would disagree with the
 * restored rows: each runs inside the restore's transaction after the rows are in, so the restored
 * database never holds a cache of the rows it replaced. A failing hook rolls the restore back.
 * The restore runs in `npm run restore`'s own process, so a hook lives here in services/db (plain
 * SQL on the transaction), not in a service.
 */
export const AFTER_RESTORE: readonly AfterRestoreHook[] = [
  // Frozen month exports are built from the likes the restore replaced.
  forgetFrozenExports,
];
