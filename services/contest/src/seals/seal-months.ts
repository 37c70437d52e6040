import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { ExportedLike } from '@nacho/contracts';
import type { Logger } from '@nacho/core';
import { monthExportVersion } from '@nacho/db';
import { contestMonth, yearMonthKey, type YearMonth } from '@nacho/domain';
import { sealText, textHash, toHex, type Seal, type SealedWinner } from '@nacho/verify';
import { hasWinner, howOf, readMonth } from '../contest-months/month-rows';
import { monthModeration } from '../contest-months/month-moderation';
import { frozenJsonRows } from '../contest-months/frozen-export-rows';
import { CSV_HEADER, csvLine } from '../contest-months/likes-export';
import { dropCsvUnlike, frozenMonthJson } from '../contest-months/month-export-files';
import { FREEZE_AFTER_MONTH_END_MS } from '../hall-of-fame/month-export-routes';
import type { ContestSigner } from './contest-signer';
import { MonthTreeBuilder } from './month-tree';
import { latestSealRow, sealOfRow, type SealRow } from './seal-rows';

/** Months a seal is kept for: finished, with a winner or with their winner taken away. */
const SEALED_STATES = ['crowned', 'declared', 'vacated'] as const;

const sameWinner = (row: SealRow | undefined, winner: SealedWinner) =>
  (row?.winner_token_id ?? null) === (winner?.tokenId ?? null) && (row?.winner_how ?? null) === (winner?.how ?? null);

/** Why the month is sealed again: the moderators' changes since the last seal, in their words. */
async function reasonFor(db: Knex, ym: YearMonth, latest: SealRow | undefined, winner: SealedWinner) {
  if (!latest) return winner ? winner.how : 'the winner was taken away';
  const changes = await monthModeration(db, ym, Number(latest.sealed_at));
  if (changes.length) return changes.map((c) => c.summary).join('; ');
  return winner ? `winner NACHO #${winner.tokenId} (${winner.how})` : 'the winner was taken away';
}

const NO_LOGGER: Pick<Logger, 'warn'> = { warn: () => undefined };

/**
 * Seals the month again when its export or its winner changed since its last seal (or seals it a
 * first time): the Merkle root over the rows of its frozen likes.json, the very file its downloads
 * publish (frozen first when it is not yet, the tree made from the rows as they are written; a CSV
 * of other rows is dropped and made again from it), signed, naming the previous seal and why.
 * Nothing when the seal is up to date, when another process is freezing the export, or when a
 * correction came meanwhile (the next run seals it then). The seal's number is unique per month,
 * so two sealers add one seal.
 */
export async function sealMonth(
  db: Knex,
  signer: ContestSigner,
  ym: YearMonth,
  now: number,
  logger: Pick<Logger, 'warn'> = NO_LOGGER,
): Promise<Seal | null> {
  const key = yearMonthKey(ym);
  const month = await readMonth(db, ym);
  if (!month || !(SEALED_STATES as readonly string[]).includes(month.state)) return null;
  const winner: SealedWinner = hasWinner(month) ? { tokenId: Number(month.token_id), how: howOf(month) } : null;
  const version = await monthExportVersion(db, key);
  const latest = await latestSealRow(db, key);
  if (latest && Number(latest.export_version) === version && sameWinner(latest, winner)) return null;

  // The tree and the CSV text of the file's rows: as it is frozen now, or read back from it.
  const builder = new MonthTreeBuilder();
  const csv = createHash('sha256').update(CSV_HEADER);
  const onRows = (page: ExportedLike[]) => {
    builder.add(page);
    csv.update(page.map(csvLine).join(''));
  };
  const published = await frozenMonthJson(db, ym, { now, logger, onRows });
  if (!published) return null;
  if (!published.frozenNow) for await (const page of frozenJsonRows(db, published.file.id)) onRows(page);
  const tree = builder.finish();
  await dropCsvUnlike(db, ym, csv.digest('hex'));
  const statement = {
    month: key,
    sequence: (latest ? Number(latest.sequence) : 0) + 1,
    likes: tree.likes,
    standingLikes: tree.standingLikes,
    root: tree.root,
    winner,
    sealedAt: new Date(now).toISOString(),
    previous: latest?.seal_id ?? null,
    reason: await reasonFor(db, ym, latest, winner),
    keyId: signer.keyId,
  };
  const text = sealText(statement);
  return db.transaction(async (trx) => {
    if ((await monthExportVersion(trx, key)) !== version) return null;
    const row: Omit<SealRow, 'id'> = {
      contest_month: key,
      sequence: statement.sequence,
      seal_id: textHash(text),
      previous_id: statement.previous,
      root: statement.root,
      like_count: statement.likes,
      standing_count: statement.standingLikes,
      winner_token_id: winner?.tokenId ?? null,
      winner_how: winner?.how ?? null,
      reason: statement.reason,
      sealed_at: now,
      key_id: signer.keyId,
      signature: signer.sign(text),
      chunk_roots: tree.chunkRoots.map(toHex).join(''),
      chunk_starts: JSON.stringify(tree.chunkStarts),
      export_version: version,
    };
    const inserted = await trx('like_seals')
      .insert(row)
      .onConflict(['contest_month', 'sequence'])
      .ignore()
      .returning('id');
    return inserted.length ? sealOfRow({ ...row, id: 0 }) : null;
  });
}

/**
 * The contest-seal job: every finished month (ended over FREEZE_AFTER_MONTH_END_MS ago, as its
 * frozen export) that was crowned, declared or vacated gets its seal made or renewed. A month that
 * fails is logged and the others are still sealed.
 */
export async function sealFinishedMonths(
  db: Knex,
  signer: ContestSigner,
  now: number,
  tz: string,
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>,
): Promise<Seal[]> {
  const settled = contestMonth(now - FREEZE_AFTER_MONTH_END_MS, tz);
  const months: Array<{ year: number; month: number }> = await db('contest_months')
    .select('year', 'month')
    .whereIn('state', SEALED_STATES)
    .andWhere((q) =>
      q
        .where('year', '<', settled.year)
        .orWhere((q2) => q2.where('year', settled.year).andWhere('month', '<', settled.month)),
    )
    .orderBy([{ column: 'year' }, { column: 'month' }]);
  const made: Seal[] = [];
  for (const m of months) {
    const ym = { year: Number(m.year), month: Number(m.month) };
    try {
      const seal = await sealMonth(db, signer, ym, now, logger);
      if (seal) {
        made.push(seal);
        logger?.info({ month: seal.month, sequence: seal.sequence, likes: seal.likes }, 'contest month sealed');
      }
    } catch (error) {
      logger?.error({ month: yearMonthKey(ym), err: error }, 'contest month sealing failed; retried at the next run');
    }
  }
  return made;
}
