import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { ExportedLike } from '@nacho/contracts';
import { yearMonthKey, type YearMonth } from '@nacho/domain';
import { dialectOf } from '@nacho/core';
import { rawRows } from '../likes/raw-rows';

/**
 * Rows read at once from each like table. A SQLite page is an index range read of a few
 * milliseconds, synchronous on the main thread, after which the export yields to the event loop;
 * a PostgreSQL page is awaited, so it is longer (fewer round trips) and the next one is read while
 * this one is written out.
 */
export const EXPORT_PAGE = 1000;
const POSTGRES_PAGE = 2000;
export const exportPageSize = (db: Knex) => (dialectOf(db) === 'sqlite' ? EXPORT_PAGE : POSTGRES_PAGE);

/** A voter without a wallet (OpenID Connect) is named by a stable pseudonym derived from the internal user id: never an e-mail. */
export const voterPseudonym = (userId: string) =>
  `voter-${createHash('sha256').update(`nacho-voter:${userId}`).digest('hex').slice(0, 16)}`;

interface Row {
  id: number;
  token_id: number;
  created_at: number | string;
  user_id: string;
}

type LikeTable = 'nft_likes' | 'nft_likes_removed';
type Position = { at: number; id: number };

/** The month's rows of one like table, ordered by (created_at, id): a keyset range of its month index, never a sort. */
export const monthPageSql = (table: LikeTable) =>
  `select id, token_id, created_at, user_id from ${table}
    where contest_month = ? and (created_at, id) > (?, ?)
    order by contest_month, created_at, id limit ?`;

/** Lets timers and other requests run between two pages (better-sqlite3 reads block the thread). */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Voter {
  id: string;
  kaspa_address: string | null;
  wallet_linked_at: number | string | null;
}

/**
 * A voter's name in the export, as the like's receipt gave it: the wallet address for a like given
 * with the wallet, the pseudonym for one given before a wallet was linked to the account (so a
 * later link never renames a like, nor breaks its receipt).
 */
export const exportedVoterName = (voter: Voter, likedAt: number): string =>
  voter.kaspa_address && (voter.wallet_linked_at === null || likedAt >= Number(voter.wallet_linked_at))
    ? voter.kaspa_address
    : voterPseudonym(voter.id);

/**
 * Voters as the export names them, read once per export for the user ids a page brings: a join
 * per page would send each like's address again.
 */
class VoterNames {
  private readonly voters = new Map<string, Voter | null>();
  constructor(private readonly db: Knex) {}

  async learn(rows: Row[]): Promise<void> {
    const unknown = new Set<string>();
    for (const row of rows) if (!this.voters.has(row.user_id)) unknown.add(row.user_id);
    if (!unknown.size) return;
    const users = await this.db('users')
      .select('id', 'kaspa_address', 'wallet_linked_at')
      .whereIn('id', [...unknown]);
    for (const id of unknown) this.voters.set(id, null);
    for (const u of users as Voter[]) this.voters.set(u.id, u);
  }

  /** The voter's name for this like; null for a user that no longer exists (left out, as a join would). */
  of(row: Row): string | null {
    const voter = this.voters.get(row.user_id);
    return voter ? exportedVoterName(voter, Number(row.created_at)) : null;
  }
}

/** One like table's rows of the month, a page at a time, yielding to the event loop after each page. */
class MonthCursor {
  private rows: Row[] = [];
  private at = 0;
  private ended = false;
  private next: Promise<Row[]> | undefined;
  constructor(
    private readonly read: (after: Position) => Promise<Row[]>,
    private readonly pageSize: number,
    private readonly readAhead: boolean,
    private last: Position,
  ) {}

  /** This page is used up and another may follow. */
  get needsPage(): boolean {
    return this.at >= this.rows.length && !this.ended;
  }

  async readPage(): Promise<void> {
    this.rows = await (this.next ?? this.read(this.last));
    this.next = undefined;
    this.at = 0;
    const tail = this.rows[this.rows.length - 1];
    if (this.rows.length < this.pageSize || !tail) this.ended = true;
    else {
      this.last = { at: Number(tail.created_at), id: Number(tail.id) };
      if (this.readAhead) {
        this.next = this.read(this.last);
        // Awaited with the next page; a failure meanwhile must not count as unhandled.
        this.next.catch(() => undefined);
      }
    }
    await yieldToEventLoop();
  }

  get head(): Row | undefined {
    return this.rows[this.at];
  }

  take() {
    this.at++;
  }
}

const before = (a: Row, b: Row) => {
  const at = Number(a.created_at) - Number(b.created_at);
  return at < 0 || (at === 0 && Number(a.id) < Number(b.id));
};

/**
 * Every like of the month, standing and removed by a moderator, in the order they were given
 * (time, then id): the two tables' ordered streams merged here, a page of likes a batch, so
 * that a month of millions of likes is never held in memory. `after`: only the likes after this
 * (time, id), e.g. one chunk of a sealed month for a like's proof.
 */
export async function* monthLikePages(
  db: Knex,
  ym: YearMonth,
  { after = { at: -1, id: -1 }, pageSize = exportPageSize(db) }: { after?: Position; pageSize?: number } = {},
): AsyncGenerator<ExportedLike[]> {
  const key = yearMonthKey(ym);
  const readAhead = dialectOf(db) === 'postgres';
  const voters = new VoterNames(db);
  const cursor = (table: LikeTable) =>
    new MonthCursor(
      async (from) => {
        const rows = rawRows<Row>(await db.raw(monthPageSql(table), [key, from.at, from.id, pageSize]));
        await voters.learn(rows);
        return rows;
      },
      pageSize,
      readAhead,
      after,
    );
  const standing = cursor('nft_likes');
  const removed = cursor('nft_likes_removed');
  let page: ExportedLike[] = [];
  for (;;) {
    if (standing.needsPage) await standing.readPage();
    if (removed.needsPage) await removed.readPage();
    const s = standing.head;
    const r = removed.head;
    if (!s && !r) break;
    const takeRemoved = !s || (r !== undefined && before(r, s));
    const row = takeRemoved ? r! : s!;
    (takeRemoved ? removed : standing).take();
    const voter = voters.of(row);
    if (voter === null) continue;
    page.push({
      likeId: Number(row.id),
      tokenId: Number(row.token_id),
      voter,
      likedAt: new Date(Number(row.created_at)).toISOString(),
      removedByModerator: takeRemoved,
    });
    if (page.length === EXPORT_PAGE) {
      yield page;
      page = [];
      // A turn of the event loop for every page written, whatever the pages read hold.
      if (readAhead) await yieldToEventLoop();
    }
  }
  if (page.length) yield page;
}

export const CSV_HEADER = 'likeId,tokenId,voter,likedAt,removedByModerator\n';

/** One CSV line; every field is a number, a boolean, an ISO time or a kaspa:/voter- name, so none needs quoting. */
export const csvLine = (like: ExportedLike) =>
  `${like.likeId},${like.tokenId},${like.voter},${like.likedAt},${like.removedByModerator}\n`;

/** The month's likes as CSV text chunks (header first). */
export async function* likesCsv(db: Knex, ym: YearMonth): AsyncGenerator<string> {
  yield CSV_HEADER;
  for await (const page of monthLikePages(db, ym)) yield page.map(csvLine).join('');
}

/** One like as JSON, its keys in the order of ExportedLike (what JSON.stringify writes, without walking the object). */
export const jsonLine = (like: ExportedLike) =>
  `{"likeId":${like.likeId},"tokenId":${like.tokenId},"voter":${JSON.stringify(like.voter)},"likedAt":"${like.likedAt}","removedByModerator":${like.removedByModerator}}`;

/** The month's likes as one JSON array, written element by element; `onRows` sees each page of rows written. */
export async function* likesJson(
  db: Knex,
  ym: YearMonth,
  onRows?: (page: ExportedLike[]) => void,
): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const page of monthLikePages(db, ym)) {
    onRows?.(page);
    yield (first ? '' : ',') + page.map(jsonLine).join(',');
    first = false;
  }
  yield ']\n';
}
