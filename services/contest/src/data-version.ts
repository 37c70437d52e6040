import type { FingerprintPart } from '@nacho/core';

/**
 * The contest's data that the pages show (likes, month states and their winners, the Hall of
 * Fame's visibility): a change made without a live event (a restore, a correction in the database)
 * still gives new cached pages in the all-in-one server. The live events (the newest event id)
 * cover the changes made through the contest's modules.
 */
export const contestFingerprint: FingerprintPart = (db) => [
  db('nft_likes').max('id'),
  db('contest_months').max('updated_at'),
  db('site_settings').max('updated_at'),
];
