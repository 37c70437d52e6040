import * as faultLoad from '../support/fault-load';
import { expectStillRunning, reportFigures, useFaultStack } from '../support/fault-stack';
import { likesRecountFigures, recountLikes } from '../support/like-recount';
import { hasJobScheduler, runQueuedJob } from '../support/queued-job';
import { mixedRead, startLikeWriters } from '../support/read-mix';
import { eventually } from '../support/stack-harness';
import { signedInClient } from '../support/wallet-session';

jest.setTimeout(240_000);

const LOAD_MS = 15_000;
const RESTART_AT_MS = 4_000;
const READERS = 6;
const WRITERS = 2;

describe('fault: Redis restarts during a read load', () => {
  const fault = useFaultStack('redis-restart', { persistentRedis: true });
  const figures: Record<string, unknown> = {
    command: 'npm run test:stack -- --testPathPatterns e2e-stack/faults/redis-restart',
  };
  // After the stack's dispose (hooks run in order), which keeps the run dir.
  afterAll(() => {
    if (figures.persistent || figures.notPersistent) reportFigures(fault().runDir, 'redis-restart', figures);
  });

  it('with persistence (appendonly yes): reads go on, jobs run again, sessions survive, nothing crashes', async () => {
    const f = fault();
    const { edgeUrl, services } = f;
    const { writers, writes } = await startLikeWriters(edgeUrl, WRITERS);
    const reads = faultLoad.startLoad(edgeUrl, READERS, (client, n) => mixedRead(client, n));
    let downAt = 0;
    let upAt = 0;
    await faultLoad.underLoad(writes, () =>
      faultLoad.underLoad(reads, async () => {
        await faultLoad.loadRunsFor(reads, RESTART_AT_MS);
        downAt = reads.elapsed();
        await services.redis.stop();
        await services.redis.start();
        upAt = reads.elapsed();
        await faultLoad.loadRunsFor(reads, LOAD_MS);
      }),
    );
    const jobAfterRestartMs = await runQueuedJob(services.redis.url, 'collection-sync');
    const schedulerKept = await hasJobScheduler(services.redis.url, 'collection-sync');
    const sessionStatuses = await Promise.all(writers.map(async (w) => (await w.fetch('/api/auth/user')).status));
    const around = (s: faultLoad.Sample) => s.start >= downAt - 100 && s.start < upAt + 1000;
    const recount = await recountLikes(f.db);
    figures.persistent = {
      did: `redis-server stopped (SIGTERM) at ${Math.round(downAt)} ms of a ${LOAD_MS} ms load (${READERS} read clients, ${WRITERS} like writers) and started again, answering at ${Math.round(upAt)} ms`,
      redisDownMs: Math.round(upAt - downAt),
      reads: faultLoad.figuresOf(reads.samples, faultLoad.readFailed),
      readsAroundRestart: faultLoad.figuresOf(reads.samples.filter(around), faultLoad.readFailed),
      writes: faultLoad.figuresOf(writes.samples, faultLoad.writeNotClean),
      writesAroundRestart: faultLoad.figuresOf(writes.samples.filter(around), faultLoad.writeNotClean),
      collectionSyncQueuedAfterRestartCompletedInMs: jobAfterRestartMs,
      jobSchedulerKept: schedulerKept,
      sessionsAfterRestart: sessionStatuses,
      likesRecount: likesRecountFigures(recount),
    };

    expect(faultLoad.describeSamples(reads.samples.filter(faultLoad.readFailed))).toBe('');
    expect(faultLoad.describeSamples(writes.samples.filter(faultLoad.writeNotClean))).toBe('');
    expect(reads.samples.filter(around).length).toBeGreaterThan(10);
    expect(schedulerKept).toBe(true);
    expect(sessionStatuses).toEqual(writers.map(() => 200));
    expect(recount.countMismatches).toEqual([]);
    expect(recount.allowanceMismatches).toEqual([]);
    expectStillRunning(f);
  });

  it('without persistence: the restarted Redis is empty, so sessions end (401, sign in again) while reads and jobs go on', async () => {
    const f = fault();
    const { edgeUrl, services } = f;
    const user = await signedInClient(edgeUrl);
    expect((await user.fetch('/api/auth/user')).status).toBe(200);

    const reads = faultLoad.startLoad(edgeUrl, READERS, (client, n) => mixedRead(client, n));
    await faultLoad.underLoad(reads, async () => {
      await faultLoad.loadRunsFor(reads, 1_000);
      await services.redis.stop();
      await services.redis.start({ persistent: false });
      await faultLoad.loadRunsFor(reads, 5_000);
    });
    const me = await user.fetch('/api/auth/user');
    const like = await user.fetch('/api/likes/nft/9001', {
      method: 'POST',
      headers: { Origin: new URL(edgeUrl).origin, 'Content-Type': 'application/json' },
    });
    const likeBody = (await like.json()) as { error?: { code?: string } };
    const jobMs = await runQueuedJob(services.redis.url, 'collection-sync');
    // The workers re-create the schedulers an empty Redis lost once their connection is ready again.
    const restoredAt = Date.now();
    const schedulerRestored = await eventually(
      () => hasJobScheduler(services.redis.url, 'collection-sync'),
      'the job scheduler re-created',
      15_000,
      100,
    );
    const schedulerRestoredWithinMs = Date.now() - restoredAt;
    const again = await signedInClient(edgeUrl);
    figures.notPersistent = {
      did: 'redis-server stopped and started empty (appendonly no, no files) under a 5 s read load',
      reads: faultLoad.figuresOf(reads.samples, faultLoad.readFailed),
      signedInUserAfterRestart: { me: me.status, like: like.status, likeError: likeBody.error?.code },
      collectionSyncQueuedAfterRestartCompletedInMs: jobMs,
      jobSchedulerRestored: schedulerRestored,
      jobSchedulerRestoredWithinMsAfterTheQueuedJob: schedulerRestoredWithinMs,
      signInAgain: (await again.fetch('/api/auth/user')).status,
    };

    expect(faultLoad.describeSamples(reads.samples.filter(faultLoad.readFailed))).toBe('');
    expect(me.status).toBe(401);
    expect(like.status).toBe(401);
    expect(likeBody.error?.code).toBe('sign_in_required');
    expect((await again.fetch('/api/auth/user')).status).toBe(200);
    expectStillRunning(f);
  });
});
