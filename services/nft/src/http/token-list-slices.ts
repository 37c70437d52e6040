import { SerializedBody, type EncodedBody } from '../snapshot/serialized-bodies';
import type { Snapshot, TokenEntry } from '../snapshot/types';

/** The whole token list serialized once, with where each token's JSON ends. */
interface TokenListBody {
  full: SerializedBody;
  /** ends[i]: byte offset just past token i's JSON (the comma after it not included). */
  ends: Uint32Array;
}

const PREFIX = '{"message":"success","result":[';
const SUFFIX = Buffer.from(']}');
const bodies = new WeakMap<Snapshot, TokenListBody>();

function tokenListBody(snapshot: Snapshot, view: (token: TokenEntry) => unknown): TokenListBody {
  let body = bodies.get(snapshot);
  if (!body) {
    const items = snapshot.tokens.map((t) => JSON.stringify(view(t)));
    const ends = new Uint32Array(items.length);
    let offset = Buffer.byteLength(PREFIX);
    items.forEach((item, i) => {
      offset += (i ? 1 : 0) + Buffer.byteLength(item);
      ends[i] = offset;
    });
    body = { full: new SerializedBody(`${PREFIX}${items.join(',')}]}`, snapshot.version), ends };
    bodies.set(snapshot, body);
  }
  return body;
}

/**
 * /tokens?limit=N: one body per snapshot, the whole list; any shorter list is a prefix of its bytes
 * closed with "]}", so many distinct limits cost one copy each and nothing is built or kept per N.
 */
export function tokenListReply(
  snapshot: Snapshot,
  limit: number,
  view: (token: TokenEntry) => unknown,
): SerializedBody | EncodedBody {
  const { full, ends } = tokenListBody(snapshot, view);
  if (limit >= ends.length) return full;
  // Shorter lists go out uncompressed: compressing up to 1.3 MB per odd limit is what must not happen per request.
  const bytes =
    limit === 0 ? Buffer.from(`${PREFIX}]}`) : Buffer.concat([full.bytes.subarray(0, ends[limit - 1]), SUFFIX]);
  return { bytes, etag: `${full.etag.slice(0, -1)}-n${limit}"` };
}
