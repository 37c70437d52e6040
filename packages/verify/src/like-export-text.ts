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

/**
 * Reads the rows of a like export from its text, one regular expression per row, and hands each
 * to `onRow` without keeping them: a month of a million likes is never a million objects at once.
 * Returns false, possibly after some rows, when the text is not in the service's exact form (then
 * read it with JSON.parse).
 */
export function scanLikeExport(text: string, onRow: (row: LikeRow) => void): boolean {
  let at = text.indexOf('[');
  if (at < 0 || !blank(text.slice(0, at))) return false;
  at++;
  if (text.charCodeAt(at) === 93) return blank(text.slice(at + 1));
  for (;;) {
    ROW.lastIndex = at;
    const m = ROW.exec(text);
    if (!m) return false;
    const likeId = Number(m[1]);
    const tokenId = Number(m[2]);
    if (!Number.isSafeInteger(likeId) || !Number.isSafeInteger(tokenId)) return false;
    onRow({ likeId, tokenId, voter: m[3]!, likedAt: m[4]!, removedByModerator: m[5] === 'true' });
    at = ROW.lastIndex;
    const next = text.charCodeAt(at++);
    if (next === 93) return blank(text.slice(at));
    if (next !== 44) return false;
  }
}
