import type { LikeRow } from './encoding';
import { isLikeExportText, LikeExportReader } from './like-export-text';
import { octoberRows } from './testing/sealed-month';

/** The export as the contest service writes it: JSON.stringify of rows with the keys in LikeRow's order. */
const exportText = (rows: readonly unknown[]) => `${JSON.stringify(rows)}\n`;

function scanned(text: string): { ok: boolean; rows: LikeRow[] } {
  const rows: LikeRow[] = [];
  const reader = new LikeExportReader((row) => rows.push(row));
  return { ok: reader.push(text) && reader.end(), rows };
}

describe('LikeExportReader on a whole text', () => {
  it('reads the rows of an export in the service’s form as JSON.parse does, non-ASCII voters included', () => {
    const rows: LikeRow[] = [...octoberRows(), { ...octoberRows()[0]!, likeId: 9007199254740991, voter: 'voter-é€😀' }];
    const text = exportText(rows);
    expect(isLikeExportText(text)).toBe(true);
    expect(scanned(text)).toEqual({ ok: true, rows: JSON.parse(text) as LikeRow[] });
    expect(scanned('[]')).toEqual({ ok: true, rows: [] });
  });

  it.each([
    ['spaces between the rows', (t: string) => t.replace('},{', '}, {')],
    ['keys in another order', (t: string) => t.replace('"likeId":1,"tokenId":30', '"tokenId":30,"likeId":1')],
    ['an escaped voter', (t: string) => t.replace('kaspa:qqalice', 'kaspa:qq\\u0061lice')],
    ['a voter with a comma (not a like row)', (t: string) => t.replace('kaspa:qqalice', 'kaspa:qq,alice')],
    ['a negative like id', (t: string) => t.replace('"likeId":1,', '"likeId":-1,')],
    ['an id beyond the safe integers', (t: string) => t.replace('"likeId":1,', '"likeId":9007199254740993,')],
    ['a number with a leading zero (not JSON)', (t: string) => t.replace('"likeId":1,', '"likeId":01,')],
    ['a time without milliseconds', (t: string) => t.replace('T00:00:00.000Z', 'T00:00:00Z')],
    ['a missing closing bracket', (t: string) => t.trimEnd().slice(0, -1)],
    ['text after the array', (t: string) => `${t}[]`],
    ['a trailing comma', (t: string) => t.replace(/\]\n$/, ',]')],
  ])('gives up on %s (JSON.parse and the row check read those)', (_, change) => {
    const text = change(exportText(octoberRows()));
    expect(text).not.toBe(exportText(octoberRows()));
    expect(scanned(text).ok).toBe(false);
  });

  it('tells the export’s text from the other files', () => {
    expect(isLikeExportText(' \n[{"likeId":1')).toBe(true);
    expect(isLikeExportText('{"month":"2026-10","seals":[]}')).toBe(false);
    expect(isLikeExportText('[{"month":"2026-10","likeId":1}]')).toBe(false);
    expect(isLikeExportText('[]')).toBe(false);
  });
});

describe('LikeExportReader in chunks', () => {
  const rows: LikeRow[] = [...octoberRows(), { ...octoberRows()[0]!, likeId: 70, voter: 'voter-é€😀' }];
  const text = exportText(rows);

  function inChunks(whole: string, size: number) {
    const read: LikeRow[] = [];
    const reader = new LikeExportReader((row) => read.push(row));
    let ok = true;
    for (let at = 0; at < whole.length; at += size) ok = reader.push(whole.slice(at, at + size)) && ok;
    return { ok: ok && reader.end(), rows: read };
  }

  it('reads the same rows whatever the chunks the text comes in', () => {
    for (const size of [1, 2, 7, 10, 64, 150, text.length])
      expect({ size, ...inChunks(text, size) }).toEqual({ size, ok: true, rows });
  });

  it('gives up in chunks as on the whole text: a row out of form, a cut export, a row too long to wait for', () => {
    expect(inChunks(text.replace('},{', '}, {'), 5).ok).toBe(false);
    expect(inChunks(text.slice(0, -10), 5).ok).toBe(false);
    const long = exportText([{ ...rows[0]!, voter: `voter-${'a'.repeat(70_000)}` }]);
    expect(inChunks(long, 1000)).toEqual({ ok: false, rows: [] });
  });
});
