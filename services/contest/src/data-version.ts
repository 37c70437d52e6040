import type { Db } from '@nacho/core';

/**
 * A fingerprint of the contest's data that the pages show (likes, month states and their winners,
 * the Hall of Fame's visibility), from one cheap query: a change made without a live event (a restore, a
 * correction in the database) still gives new cached pages in the all-in-one server. The live
 * events (the newest event id) cover the changes made through the contest's modules.
 */
export async function contestDataFingerprint(db: Db): Promise<string> {
  const row = (await db
    .select(
      db('nft_likes').max('id').as('likes'),
      db('contest_months').max('updated_at').as('months'),
      db('site_settings').max('updated_at').as('settings'),
    )
    .first()) as Record<string, unknown> | undefined;
  return [row?.likes, row?.months, row?.settings].map((value) => String(value ?? '-')).join('.');
}
