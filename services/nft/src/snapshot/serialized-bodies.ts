import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** Below this many bytes gzip saves too little to be worth a Vary and a second representation. */
export const GZIP_MIN_BYTES = 1024;

export interface EncodedBody {
  bytes: Buffer;
  /** Strong ETag of these exact bytes. */
  etag: string;
}

/** The strong ETag of a body's gzip form, from the ETag of its bytes. */
export const gzipEtag = (etag: string) => `${etag.slice(0, -1)}-gz"`;

/** A reply serialized once: its UTF-8 bytes, and its gzip form made on first demand. */
export class SerializedBody implements EncodedBody {
  readonly bytes: Buffer;
  readonly etag: string;
  private gzipped: EncodedBody | undefined;

  constructor(
    readonly json: string,
    version: number,
  ) {
    this.bytes = Buffer.from(json);
    const hash = createHash('sha1').update(this.bytes).digest('base64url').slice(0, 16);
    this.etag = `"v${version}-${hash}"`;
  }

  get compressible(): boolean {
    return this.bytes.length >= GZIP_MIN_BYTES;
  }

  gzip(): EncodedBody {
    this.gzipped ??= { bytes: gzipSync(this.bytes), etag: gzipEtag(this.etag) };
    return this.gzipped;
  }
}

/**
 * Bytes a cached body may hold: its JSON text (two bytes a character at worst), its UTF-8 bytes,
 * its gzip form (never larger than the bytes it compresses, plus a header) and its key.
 */
function cachedSize(body: SerializedBody, key: string): number {
  return 2 * body.json.length + 2 * body.bytes.length + 64 + 2 * key.length;
}

/**
 * JSON bodies serialized once per snapshot. Whole-collection answers are kept for the snapshot's life;
 * per-query answers (searches, pages, single NFTs) live in a cache bounded by bytes, keys included,
 * that forgets the least recently used first.
 */
export class SerializedBodies {
  private readonly pinned = new Map<string, SerializedBody>();
  private readonly recent: LRUCache<string, SerializedBody>;

  constructor(
    private readonly version: number,
    maxRecentBytes = 32 * 1024 * 1024,
  ) {
    this.recent = new LRUCache({ maxSize: maxRecentBytes, sizeCalculation: cachedSize });
  }

  /** Bytes held by the per-query cache (as counted against its bound). */
  get cachedBytes(): number {
    return this.recent.calculatedSize;
  }

  /** A whole-collection body, built on first use. */
  pinnedBody(key: string, build: () => unknown): SerializedBody {
    let body = this.pinned.get(key);
    if (!body) {
      body = new SerializedBody(JSON.stringify(build()), this.version);
      this.pinned.set(key, body);
    }
    return body;
  }

  /** A per-query body, built on first use and kept while the cache has room (a body over the bound is not kept). */
  queryBody(key: string, build: () => unknown): SerializedBody {
    const hit = this.recent.get(key);
    if (hit) return hit;
    const body = new SerializedBody(JSON.stringify(build()), this.version);
    this.recent.set(key, body);
    return body;
  }
}
