import type { Knex } from 'knex';
import { TOKEN_COUNTS_FUNCTION } from './012_like_count_reached_at';

/**
 * Issue 40, likes anyone can verify.
 *
 * `like_seals`: the chain of seals of each finished month (docs/verify.md): a Merkle root over the
 * month's like export, signed with the contest key. A month's seals are numbered 1, 2, … (unique,
 * so two sealers cannot both add the next one) and each names the one before it. `chunk_roots`
 * holds the roots of the export's chunks of 1,024 rows (hex, 64 digits each) and `chunk_starts` the
 * key each chunk's rows come after ([likedAt ms, likeId] of the row before it, as JSON): a like's
 * proof then reads one chunk. `export_version` is the month's export version (migration 016) the
 * seal was made at: a correction raises it, and the month is sealed again.
 *
 * PostgreSQL's nacho_like_nfts also answers each accepted like's id, which its receipt names.
 */
const RETURNS_OLD =
  'returns table (item integer, outcome text, like_count integer, daily_likes integer, next_reset_date bigint)';
const RETURNS_NEW =
  'returns table (item integer, outcome text, like_count integer, daily_likes integer, next_reset_date bigint, like_id integer)';
const EDITS: Array<[string, string]> = [
  [RETURNS_OLD, RETURNS_NEW],
  [
    '  v_next_after bigint[] := array_fill(null::bigint, array[n]);',
    '  v_next_after bigint[] := array_fill(null::bigint, array[n]);\n  v_like_ids integer[] := array_fill(null::integer, array[n]);',
  ],
  ["        v_outcomes[r.i] := 'liked';", "        v_outcomes[r.i] := 'liked';\n        v_like_ids[r.i] := v_like_id;"],
  ['      v_used_after[x.i], v_next_after[x.i]\n', '      v_used_after[x.i], v_next_after[x.i], v_like_ids[x.i]\n'],
];

export const LIKE_ID_FUNCTION = EDITS.reduce((source, [from, to]) => {
  if (!source.includes(from)) throw new Error('migration 021: the like function of migration 012 has another shape');
  return source.replace(from, to);
}, TOKEN_COUNTS_FUNCTION);

const isPostgres = (knex: Knex) => knex.client.config.client === 'pg';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('like_seals', (t) => {
    t.increments('id').primary();
    t.string('contest_month', 7).notNullable();
    t.integer('sequence').notNullable();
    t.string('seal_id', 64).notNullable();
    t.string('previous_id', 64);
    t.string('root', 64).notNullable();
    t.integer('like_count').notNullable();
    t.integer('standing_count').notNullable();
    t.integer('winner_token_id');
    t.string('winner_how', 16);
    t.text('reason').notNullable();
    t.bigInteger('sealed_at').notNullable();
    t.string('key_id', 16).notNullable();
    t.string('signature', 128).notNullable();
    t.text('chunk_roots').notNullable();
    t.text('chunk_starts').notNullable();
    t.integer('export_version').notNullable();
    t.unique(['contest_month', 'sequence'], { indexName: 'like_seals_month_sequence' });
    t.unique(['seal_id'], { indexName: 'like_seals_seal_id' });
  });
  if (isPostgres(knex)) {
    // A function's result columns cannot be changed in place.
    await knex.raw('drop function if exists nacho_like_nfts');
    await knex.raw(LIKE_ID_FUNCTION);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('like_seals');
  if (isPostgres(knex)) {
    await knex.raw('drop function if exists nacho_like_nfts');
    await knex.raw(TOKEN_COUNTS_FUNCTION);
  }
}
