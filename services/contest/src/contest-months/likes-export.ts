import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { ExportedLike } from '@nacho/contracts';
import { yearMonthKey, type YearMonth } from '@nacho/domain';
import { rawRows } from '../likes/raw-rows';

/**
 * Rows read at once from each like table: a page is an index range read of a few milliseconds on
 * SQLite (synchronous, on the main thread), after which the export yields to the event loop.
 */
export const EXPORT_PAGE = 1000;

/** A voter without a wallet (OpenID Connect) is named by a stable pseudonym derived from the internal user id: never an e-mail. */
export const voterPseudonym = (userId: string) =>
  `voter-${createHash('sha256').update(`nacho-voter:${userId}`).digest('hex').slice(0, 16)}`;

interface Row {
  id: number;
  token_id: number;
  created_at: number | string;
  kaspa_address: string | null;
  user_id: string;
}

type LikeTable = 'nft_likes' | 'nft_likes_removed';

/** The month's rows of one like table, ordered by (created_at, id): a keyset range of its month index, never a sort. */
export const monthPageSql = (table: LikeTable) =>
  `select l.id, l.token_id, l.created_at, u.kaspa_address, l.user_id
     from ${table} l join users u on u.id = l.user_id
    where l.contest_month = ? and (l.created_at, l.id) > (?, ?)
    order by l.contest_month, l.created_at, l.id limit ?`;

const monthPageQuery = (db: Knex, table: LikeTable, month: string, after: { at: number; id: number }) =>
  db.raw(monthPageSql(table), [month, after.at, after.id, EXPORT_PAGE]);

/** Lets timers and other requests run between two pages (better-sqlite3 reads block the thread). */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One like table's rows of the month, read a page at a time, yielding to the event loop after each page. */
class MonthCursor {
  private rows: Row[] = [];
  private at = 0;
  private ended = false;
  constructor(
    private readonly db: Knex,
    private readonly table: LikeTable,
    private readonly month: string,
    private last: { at: number; id: number },
  ) {}

  /** The next row without taking it; undefined at the end of the month. */
  async peek(): Promise<Row | undefined> {
    if (this.at < this.rows.length) return this.rows[this.at];
    if (this.ended) return undefined;
    this.rows = rawRows<Row>(await monthPageQuery(this.db, this.table, this.month, this.last));
    this.at = 0;
    await yieldToEventLoop();
    if (this.rows.length < EXPORT_PAGE) this.ended = true;
    const tail = this.rows[this.rows.length - 1];
    if (tail) this.last = { at: Number(tail.created_at), id: Number(tail.id) };
    return this.rows[0];
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
 * (time, then id): the two tables' ordered streams merged here, EXPORT_PAGE likes a batch, so
 * that a month of millions of likes is never held in memory. `after`: only the likes after this
 * (time, id), e.g. one chunk of a sealed month for a like's proof.
 */
export async function* monthLikePages(
  db: Knex,
  ym: YearMonth,
  after = { at: -1, id: -1 },
): AsyncGenerator<ExportedLike[]> {
  const key = yearMonthKey(ym);
  const standing = new MonthCursor(db, 'nft_likes', key, after);
  const removed = new MonthCursor(db, 'nft_likes_removed', key, after);
  const pseudonyms = new Map<string, string>();
  const voter = (row: Row) => {
    if (row.kaspa_address) return row.kaspa_address;
    let name = pseudonyms.get(row.user_id);
    if (!name) pseudonyms.set(row.user_id, (name = voterPseudonym(row.user_id)));
    return name;
  };
  let page: ExportedLike[] = [];
  for (;;) {
    const s = await standing.peek();
    const r = await removed.peek();
    if (!s && !r) break;
    const takeRemoved = !s || (r !== undefined && before(r, s));
    const row = takeRemoved ? r! : s!;
    (takeRemoved ? removed : standing).take();
    page.push({
      likeId: Number(row.id),
      tokenId: Number(row.token_id),
      voter: voter(row),
      likedAt: new Date(Number(row.created_at)).toISOString(),
      removedByModerator: takeRemoved,
    });
    if (page.length === EXPORT_PAGE) {
      yield page;
      page = [];
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

/** The month's likes as one JSON array, written element by element. */
export async function* likesJson(db: Knex, ym: YearMonth): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const page of monthLikePages(db, ym)) {
    yield (first ? '' : ',') + page.map((like) => JSON.stringify(like)).join(',');
    first = false;
  }
  yield ']\n';
}
