import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Knex } from 'knex';
import type { ExportedLike } from '@nacho/contracts';
import { frozenChunks } from '@nacho/db';

/** Rows handed on at once, as the live export's pages. */
const PAGE_ROWS = 1000;

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The rows of a frozen likes.json file, read back from its stored gzip bytes a page at a time:
 * exactly what its downloads publish. The file is one array of flat objects (likes-export.ts
 * jsonLine), so each `{...}` outside a string is one row.
 */
export async function* frozenJsonRows(db: Knex, fileId: number): AsyncGenerator<ExportedLike[]> {
  const text = Readable.from(frozenChunks(db, fileId)).pipe(createGunzip({ chunkSize: 128 * 1024 }));
  text.setEncoding('utf8');
  let carry = '';
  let page: ExportedLike[] = [];
  for await (const piece of text as AsyncIterable<string>) {
    const buffer = carry + piece;
    let start = -1;
    let inString = false;
    for (let i = 0; i < buffer.length; i++) {
      const c = buffer.charCodeAt(i);
      if (inString) {
        if (c === BACKSLASH) i++;
        else if (c === QUOTE) inString = false;
      } else if (c === QUOTE) inString = true;
      else if (c === OPEN_BRACE) start = i;
      else if (c === CLOSE_BRACE && start >= 0) {
        page.push(JSON.parse(buffer.slice(start, i + 1)) as ExportedLike);
        start = -1;
      }
    }
    // An object cut by the chunk boundary is scanned again with the next piece.
    carry = start >= 0 ? buffer.slice(start) : '';
    if (page.length >= PAGE_ROWS) {
      yield page;
      page = [];
    }
  }
  if (page.length) yield page;
}
