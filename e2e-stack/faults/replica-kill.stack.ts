import * as faultLoad from '../support/fault-load';
import { expectStillRunning, reportFigures, useFaultStack } from '../support/fault-stack';
import { likesRecountFigures, recountLikes } from '../support/like-recount';
import { waitFor } from '../support/private-services';
import { mixedRead, startLikeWriters } from '../support/read-mix';

jest.setTimeout(240_000);

const LOAD_MS = 30_000;
const KILL_AT_MS = 5_000;
const RESTART_AT_MS = 15_000;
const READERS = 6;
const WRITERS = 2;

describe('fault: one replica of each service is killed during a read load', () => {
  const fault = useFaultStack('replica-kill');

  it('serves every read from the other replica, writes fail cleanly at worst, and the restarted replicas serve again', async () => {
    const f = fault();
    const { stack, edgeUrl } = f;
    const victims = ['nft', 'contest', 'market'].map((kind) => stack.processes.find((p) => p.kind === kind)!.name);
    const { writes } = await startLikeWriters(edgeUrl, WRITERS);
    const reads = faultLoad.startLoad(edgeUrl, READERS, (client, n) => mixedRead(client, n));
    let killedAt = 0;
    let restartBeganAt = 0;
    let restartedAt = 0;
    await faultLoad.underLoad(writes, () =>
      faultLoad.underLoad(reads, async () => {
        await faultLoad.loadRunsFor(reads, KILL_AT_MS);
        await Promise.all(victims.map((name) => stack.kill(name, 'SIGKILL')));
        killedAt = reads.elapsed();
        await faultLoad.loadRunsFor(reads, RESTART_AT_MS);
        restartBeganAt = reads.elapsed();
        await Promise.all(victims.map((name) => stack.start(name)));
        restartedAt = reads.elapsed();
        await faultLoad.loadRunsFor(reads, LOAD_MS);
      }),
    );

    // Each restarted replica serves through the edge again (nginx retries a failed peer after its fail_timeout).
    const servedAgainAt = new Map<string, number>();
    const noteServed = (samples: faultLoad.Sample[]) => {
      for (const s of samples)
        if (s.instance && victims.includes(s.instance) && s.start > restartBeganAt && !servedAgainAt.has(s.instance))
          servedAgainAt.set(s.instance, s.start);
    };
    noteServed([...reads.samples, ...writes.samples]);
    const extra = faultLoad.startLoad(edgeUrl, 3, (client, n) => mixedRead(client, n));
    await faultLoad.underLoad(extra, () =>
      waitFor(
        'every restarted replica to serve through the edge',
        () => {
          noteServed(extra.samples.map((s) => ({ ...s, start: s.start + LOAD_MS })));
          return servedAgainAt.size === victims.length;
        },
        60_000,
        100,
      ),
    );

    const failedReads = reads.samples.filter(faultLoad.readFailed);
    const uncleanWrites = writes.samples.filter(faultLoad.writeNotClean);
    // From every victim gone until the first of them is started again.
    const inKillWindow = (s: faultLoad.Sample) => s.start >= killedAt && s.start + s.ms < restartBeganAt;
    const recount = await recountLikes(f.db);
    const figures = {
      command: 'npm run test:stack -- --testPathPatterns e2e-stack/faults/replica-kill',
      did: `SIGKILL ${victims.join(', ')} at ${Math.round(killedAt)} ms of a ${LOAD_MS} ms load (${READERS} read clients, ${WRITERS} like writers), started them again at ${Math.round(restartBeganAt)} ms (healthy at ${Math.round(restartedAt)} ms)`,
      reads: faultLoad.figuresOf(reads.samples, faultLoad.readFailed),
      readsWhileKilled: faultLoad.figuresOf(reads.samples.filter(inKillWindow), faultLoad.readFailed),
      writes: faultLoad.figuresOf(writes.samples, faultLoad.writeNotClean),
      writesWhileKilled: faultLoad.figuresOf(writes.samples.filter(inKillWindow), faultLoad.writeNotClean),
      restartedReplicaStartMs: Math.round(restartedAt - restartBeganAt),
      restartedReplicaServesThroughEdgeAfterMs: Object.fromEntries(
        [...servedAgainAt].map(([name, at]) => [name, Math.round(at - restartBeganAt)]),
      ),
      likesRecount: likesRecountFigures(recount),
    };
    reportFigures(f.runDir, 'replica-kill', figures);

    expect(faultLoad.describeSamples(failedReads)).toBe('');
    expect(faultLoad.describeSamples(uncleanWrites)).toBe('');
    // The load really went through the kill: both replicas answered before, the survivor alone during it.
    expect(figures.readsWhileKilled.requests).toBeGreaterThan(50);
    for (const name of victims) expect(reads.samples.filter(inKillWindow).some((s) => s.instance === name)).toBe(false);
    expect(recount.countMismatches).toEqual([]);
    expect(recount.allowanceMismatches).toEqual([]);
    // Nothing else was restarted or died.
    expectStillRunning(f, victims);
  });
});
