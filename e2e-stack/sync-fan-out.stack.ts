import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readHarnessState } from '../e2e/support/harness-state';
import { eventually, replicaUrls, stackConnectionsForSuite, workerQueue } from './support/stack-harness';

jest.setTimeout(90_000);

async function servedVersion(base: string): Promise<number> {
  const res = await fetch(`${base}/api/nft/collection`);
  const body = (await res.json()) as { result: { collectionVersion: number } };
  return body.result.collectionVersion;
}

/** When a replica started loading `version` (its log: 'nft: collection snapshot loaded' with the load's ms). */
function loadStartedAt(name: string, version: number): Promise<number> {
  const file = path.join(readHarnessState().workDir, 'logs', `${name}.log`);
  // The log line may reach the file a moment after the snapshot is served.
  return eventually(
    async () => {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (!line.includes('collection snapshot loaded')) continue;
        const entry = JSON.parse(line) as { time: number; ms: number; version: number };
        if (entry.version === version) return entry.time - entry.ms;
      }
      return undefined;
    },
    `${name} to log loading version ${version}`,
    5_000,
  );
}

describe('a sync published by one worker reaches both nft replicas', () => {
  const stack = stackConnectionsForSuite();

  it('both replicas hear of the new collection version at once, over Redis, and serve it', async () => {
    const replicas = replicaUrls('nft');
    const before = Number((await stack.db('sync_state').first('collection_version')).collection_version);
    for (const r of replicas) expect(await servedVersion(r.url)).toBe(before);

    // A token whose owner in the database differs from the source: the next sync corrects it and publishes a new version.
    const token = await stack.db('tokens').first('token_id', 'owner').orderBy('token_id');
    await stack
      .db('tokens')
      .where({ token_id: token.token_id })
      .update({ owner: 'kaspa:qstalestalestalestalestalestalestalestalestalestale0' });
    const queue = workerQueue(stack.redis, 'collection-sync');
    try {
      await queue.add('collection-sync', {});
      const publishedAt = await eventually(
        async () =>
          Number((await stack.db('sync_state').first('collection_version')).collection_version) > before && Date.now(),
        'the sync to publish a new version',
        60_000,
        10,
      );
      const seenAfter = await Promise.all(
        replicas.map(async (r) => {
          await eventually(
            async () => (await servedVersion(r.url)) > before,
            `${r.name} to serve the new version`,
            30_000,
            10,
          );
          return {
            name: r.name,
            servedMs: Date.now() - publishedAt,
            heardMs: (await loadStartedAt(r.name, before + 1)) - publishedAt,
          };
        }),
      );
      console.log(
        `after the publish, ${seenAfter.map((s) => `${s.name} started loading at ${s.heardMs} ms and served it at ${s.servedMs} ms`).join('; ')}`,
      );
      // Told over Redis pub/sub: each starts loading within a second, where the fallback poll comes
      // every 15 s. How long the load then takes is the machine's (5.4 s at a load average of 14 in
      // CI): not bounded here (bench/sync/run.mjs measures it).
      for (const s of seenAfter) expect(s.heardMs).toBeLessThan(1000);
      const owner = await (await fetch(`${replicas[1]!.url}/api/nft/tokens/${token.token_id}`)).json();
      expect(JSON.stringify(owner)).toContain(token.owner);
    } finally {
      await queue.close();
    }
  });
});
