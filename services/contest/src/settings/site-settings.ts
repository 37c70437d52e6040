import type { Knex } from 'knex';

/** Server-side switches an admin can flip; each has a default used until it is first set. */
export const SITE_SETTINGS = {
  /** Whether visitors see the Hall of Fame (the admin panel's visibility switch). */
  hallOfFameVisible: { key: 'hall_of_fame_visible', default: true },
} as const;

export async function readHallOfFameVisible(db: Knex): Promise<boolean> {
  const row: { value: string } | undefined = await db('site_settings')
    .first('value')
    .where({ key: SITE_SETTINGS.hallOfFameVisible.key });
  return row ? row.value === 'true' : SITE_SETTINGS.hallOfFameVisible.default;
}

/** Upsert, so replicas flipping the switch at once leave one row with the last value. */
export async function writeHallOfFameVisible(trx: Knex, visible: boolean, now: number): Promise<void> {
  await trx('site_settings')
    .insert({ key: SITE_SETTINGS.hallOfFameVisible.key, value: String(visible), updated_at: now })
    .onConflict('key')
    .merge(['value', 'updated_at']);
}
