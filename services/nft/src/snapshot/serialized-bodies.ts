import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** Below this many bytes gzip saves too little to be worth a Vary and a second representation. */
export const GZIP_MIN_BYTES = 1024;

export interface EncodedBody {
  bytes: Buffer;
  /** Strong ETag of these exact bytes. */
  etag: string;
}

/** A reply serialized once: its UTF-8 bytes, and its gzip form made on first demand. */
export class SerializedBody implements EncodedBody {
  readonly bytes: Buffer;
  readonly etag: string;
  private gzipped: EncodedBody | undefined;

  constructor(readonly json: string, version: number) {
    this.bytes = Buffer.from(json);
    const hash = createHash('sha1').update(this.bytes).digest('base64url').slice(0, 16);
    this.etag = `"v${version}-${hash}"`;
  }

  get compressible(): boolean {
    return this.bytes.length >= GZIP_MIN_BYTES;
  }

  gzip(): EncodedBody {
    this.gzipped ??= { bytes: gzipSync(this.bytes), etag: `${this.etag.slice(0, -1)}-gz"` };
    return this.gzipped;
  }
}

/**
 * JSON bodies serialized once per snapshot. Whole-collection answers are kept for the snapshot's life;
 * per-query answers (searches, pages, single NFTs) live in a bounded cache that forgets the least
 * recently used first.
 */
export class SerializedBodies {
  private readonly pinned = new Map<string, SerializedBody>();
  private readonly recent = new Map<string, SerializedBody>();
  private recentBytes = 0;

  constructor(
    private readonly version: number,
    private readonly maxRecentBytes = 16 * 1024 * 1024,
  ) {}

  /** A whole-collection body, built on first use. */
  pinnedBody(key: string, build: () => unknown): SerializedBody {
    let body = this.pinned.get(key);
    if (!body) {
      body = new SerializedBody(JSON.stringify(build()), this.version);
      this.pinned.set(key, body);
    }
    return body;
  }

  /** A per-query body, built on first use and kept while the cache has room. */
  queryBody(key: string, build: () => unknown): SerializedBody {
    const hit = this.recent.get(key);
    if (hit) {
      this.recent.delete(key);
      this.recent.set(key, hit);
      return hit;
    }
    const body = new SerializedBody(JSON.stringify(build()), this.version);
    this.recent.set(key, body);
    this.recentBytes += body.bytes.length;
    for (const [oldKey, old] of this.recent) {
      if (this.recentBytes <= this.maxRecentBytes || oldKey === key) break;
      this.recent.delete(oldKey);
      this.recentBytes -= old.bytes.length;
    }
    return body;
  }
}
