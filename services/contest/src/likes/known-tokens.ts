import type { Db } from '@nacho/core';

/** How long a token found in the collection is trusted without asking the database again. */
export const KNOWN_TOKEN_TTL_MS = 60_000;

/**
 * Whether a token id is in the collection. Found ids are remembered for a minute (tokens of a
 * minted collection do not disappear, and a like saves a read); an id not found is asked again
 * every time, so a newly synced token can be liked at once.
 */
export function knownTokens(db: Db, now: () => number = Date.now) {
  let found = new Set<number>();
  let since = now();
  return async (tokenId: number): Promise<boolean> => {
    if (now() - since > KNOWN_TOKEN_TTL_MS) {
      found = new Set();
      since = now();
    }
    if (found.has(tokenId)) return true;
    if (!(await db('tokens').first('token_id').where({ token_id: tokenId }))) return false;
    found.add(tokenId);
    return true;
  };
}
