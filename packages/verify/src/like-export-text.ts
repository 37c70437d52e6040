import type { LikeRow } from './encoding';

/**
 * One row of likes.json as the contest service writes it (its keys in this order, no spaces; see
 * services/contest likes-export.ts), with every value already a valid like row: safe integers of
 * up to 16 digits, a voter with no escape, comma or control character, an ISO time with
 * milliseconds. Anything else is left to JSON.parse and the row check, which say what is wrong.
 * (A raw control character is not JSON: the voter's class leaves it to JSON.parse to refuse.)
 */
/* eslint-disable no-control-regex */
const ROW =
  /\{"likeId":(0|[1-9]\d{0,15}),"tokenId":(0|[1-9]\d{0,15}),"voter":"([^"\\\u0000-\u001f,]*)","likedAt":"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)","removedByModerator":(true|false)\}/y;
/* eslint-enable no-control-regex */

/** JSON's whitespace only (String.prototype.trim takes more). */
const blank = (text: string) => /^[ \t\n\r]*$/.test(text);

/** The text of a like export as the service writes it: a JSON array whose first element is a like row. */
export const isLikeExportText = (text: string): boolean => /^\s*\[\{"likeId":/.test(text.slice(0, 64));

/** A row this long is not the service's (which writes about 150 bytes): the reader leaves it to JSON.parse. */
const LONGEST_ROW = 1 << 16;

/**
 * Reads the rows of a like export from its text, chunk by chunk as it arrives, one regular
 * expression per row, and hands each to `onRow` without keeping them: a month of a million likes
 * is never a million objects, nor (read in chunks) one 153 MB string. `push` and `end` return false,
 * possibly after some rows, once the text is not in the service's exact form (then read it all
 * with JSON.parse).
 */
export class LikeExportReader {
  private rest = '';
  private expect: 'open' | 'first' | 'row' | 'next' | 'blank' = 'open';
  private failed = false;

  constructor(private readonly onRow: (row: LikeRow) => void) {}

  push(chunk: string): boolean {
    if (this.failed) return false;
    const text = this.rest + chunk;
    let at = 0;
    for (;;) {
      if (at === text.length) break;
      if (this.expect === 'open') {
        const open = text.indexOf('[', at);
        if (!blank(text.slice(at, open < 0 ? text.length : open))) return this.fail();
        if (open < 0) break;
        at = open + 1;
        this.expect = 'first';
      } else if (this.expect === 'first') {
        this.expect = text.charCodeAt(at) === 93 ? 'blank' : 'row';
        if (this.expect === 'blank') at++;
      } else if (this.expect === 'row') {
        ROW.lastIndex = at;
        const m = ROW.exec(text);
        if (!m) {
          // The row's end may be in the next chunk.
          if (text.length - at < LONGEST_ROW) break;
          return this.fail();
        }
        const likeId = Number(m[1]);
        const tokenId = Number(m[2]);
        if (!Number.isSafeInteger(likeId) || !Number.isSafeInteger(tokenId)) return this.fail();
        this.onRow({ likeId, tokenId, voter: m[3]!, likedAt: m[4]!, removedByModerator: m[5] === 'true' });
        at = ROW.lastIndex;
        this.expect = 'next';
      } else if (this.expect === 'next') {
        const next = text.charCodeAt(at++);
        if (next === 93) this.expect = 'blank';
        else if (next === 44) this.expect = 'row';
        else return this.fail();
      } else {
        if (!blank(text.slice(at))) return this.fail();
        at = text.length;
      }
    }
    this.rest = text.slice(at);
    return true;
  }

  /** After the last chunk: whether the text was a whole export in the service's form. */
  end(): boolean {
    return !this.failed && this.expect === 'blank';
  }

  private fail(): false {
    this.failed = true;
    this.rest = '';
    return false;
  }
}
