import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Knex } from 'knex';
import type { ExportedLike } from '@nacho/contracts';
import { frozenChunks } from '@nacho/db';

/**
 * Where one row of a likes.json ends and the next begins: every row starts with its likeId
 * (likes-export.ts jsonLine). Never inside a string: the `"` after `{` would end the string, and
 * a string's end is never followed by a name.
 */
const BETWEEN_ROWS = '},{"likeId":';

/**
 * The rows of a frozen likes.json file, read back from its stored gzip bytes: exactly what its
 * downloads publish. Each decompressed piece's complete rows are parsed at once, a page.
 */
export async function* frozenJsonRows(db: Knex, fileId: number): AsyncGenerator<ExportedLike[]> {
  const text = Readable.from(frozenChunks(db, fileId)).pipe(createGunzip({ chunkSize: 256 * 1024 }));
  text.setEncoding('utf8');
  // The text not parsed yet: the array's opening bracket at first, then always from a row's `{`.
  let rest = '';
  for await (const piece of text as AsyncIterable<string>) {
    const buffer = rest + piece;
    const cut = buffer.lastIndexOf(BETWEEN_ROWS);
    if (cut < 0) {
      rest = buffer;
      continue;
    }
    const rows = buffer.slice(0, cut + 1);
    yield JSON.parse(rows.startsWith('[') ? `${rows}]` : `[${rows}]`) as ExportedLike[];
    rest = buffer.slice(cut + 2);
  }
  const last = JSON.parse(rest.startsWith('[') ? rest : `[${rest}`) as ExportedLike[];
  if (last.length) yield last;
}
