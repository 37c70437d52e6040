import type { Db } from '@nacho/core';
import { migrateLatest, migrateUpTo } from '../migrate';
import { eachDatabase, type DatabaseContext } from './each-database';

/**
 * A migration's test on each database: a fresh database is migrated up to `before` (the release
 * the migration upgrades), `seed` writes the rows that release could hold, then the remaining
 * migrations run over them; `body`'s tests read the result.
 */
export function eachMigrationFrom(
  title: string,
  before: string,
  seed: (db: Db) => Promise<void>,
  body: (ctx: DatabaseContext) => void,
): void {
  eachDatabase(
    title,
    (ctx) => {
      beforeAll(async () => {
        const db = ctx.db();
        await migrateUpTo(db, before);
        await seed(db);
        await migrateLatest(db);
      });
      body(ctx);
    },
    { migrate: false },
  );
}
