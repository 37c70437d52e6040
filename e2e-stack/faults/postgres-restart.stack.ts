import * as faultLoad from '../support/fault-load';
import { expectStillRunning, reportFigures, useFaultStack } from '../support/fault-stack';
import { likesRecountFigures, recountLikes } from '../support/like-recount';
import { waitFor } from '../support/private-services';
import { databaseRead, snapshotRead, startLikeWriters, staticRead } from '../support/read-mix';

jest.setTimeout(240_000);

const STOP_AT_MS = 4_000;
/** How long PostgreSQL stays down once the first write was refused with 503. */
const DOWN_FOR_MS = 3_000;
/** The load goes on this long after PostgreSQL is back. */
const AFTER_MS = 6_000;

/** An answer that needed the database: 200, or while it is down a 503 database_unavailable in JSON. */
const answeredCleanly = (s: faultLoad.Sample) =>
  s.status === 200 || (s.status === 503 && s.json && s.errorCode === 'database_unavailable');
const firstOk = (load: faultLoad.LoadRun, after: number) =>
  load.samples
    .filter((s) => s.start >= after && s.status === 200)
    .reduce((min, s) => Math.min(min, s.start + s.ms), Infinity);

describe('fault: PostgreSQL restarts during a load', () => {
  const fault = useFaultStack('postgres-restart');

  it('serves the snapshot reads throughout, answers 503 database_unavailable for the rest while it is down, and recovers without a restart', async () => {
    const f = fault();
    const { edgeUrl, services } = f;
    const { writes } = await startLikeWriters(edgeUrl, 2);
    const snapshotReads = faultLoad.startLoad(edgeUrl, 4, (client, n) =>
      client % 2 ? staticRead(n + client) : snapshotRead(n + client),
    );
    const dbReads = faultLoad.startLoad(edgeUrl, 2, (client, n) => databaseRead(n + client * 3));
    let stoppedAt = 0;
    let refusedAt = 0;
    let startedAt = 0;
    await faultLoad.underLoad(writes, () =>
      faultLoad.underLoad(dbReads, () =>
        faultLoad.underLoad(snapshotReads, async () => {
          await faultLoad.loadRunsFor(snapshotReads, STOP_AT_MS);
          await services.postgres.stop();
          stoppedAt = snapshotReads.elapsed();
          await waitFor(
            'a write refused with 503 while PostgreSQL is down',
            () => writes.samples.some((s) => s.start >= stoppedAt && s.status === 503),
            15_000,
          );
          refusedAt = snapshotReads.elapsed();
          await faultLoad.loadRunsFor(snapshotReads, refusedAt + DOWN_FOR_MS);
          await services.postgres.start();
          startedAt = snapshotReads.elapsed();
          await waitFor(
            'writes and database reads to succeed again',
            () => firstOk(writes, startedAt) < Infinity && firstOk(dbReads, startedAt) < Infinity,
            30_000,
          );
          await faultLoad.loadRunsFor(snapshotReads, snapshotReads.elapsed() + AFTER_MS);
        }),
      ),
    );

    const down = (s: faultLoad.Sample) => s.start >= stoppedAt && s.start < startedAt;
    const recovered = (s: faultLoad.Sample) =>
      s.start >= Math.max(firstOk(writes, startedAt), firstOk(dbReads, startedAt)) + 1000;
    const recount = await recountLikes(f.db);
    const figures = {
      command: 'npm run test:stack -- --testPathPatterns e2e-stack/faults/postgres-restart',
      did: `pg_ctl stop -m fast at ${Math.round(stoppedAt)} ms (sessions terminated, 57P01), down ${Math.round(startedAt - stoppedAt)} ms, pg_ctl start; 4 snapshot/static read clients, 2 database read clients, 2 like writers`,
      snapshotReads: faultLoad.figuresOf(snapshotReads.samples, faultLoad.readFailed),
      snapshotReadsWhileDown: faultLoad.figuresOf(snapshotReads.samples.filter(down), faultLoad.readFailed),
      databaseReadsWhileDown: faultLoad.figuresOf(dbReads.samples.filter(down), (s) => !answeredCleanly(s)),
      writesWhileDown: faultLoad.figuresOf(writes.samples.filter(down), (s) => !answeredCleanly(s)),
      firstWriteRefusedAfterStopMs: Math.round(refusedAt - stoppedAt),
      writesOkAgainAfterStartMs: Math.round(firstOk(writes, startedAt) - startedAt),
      databaseReadsOkAgainAfterStartMs: Math.round(firstOk(dbReads, startedAt) - startedAt),
      afterRecovery: {
        databaseReads: faultLoad.figuresOf(dbReads.samples.filter(recovered), faultLoad.readFailed),
        writes: faultLoad.figuresOf(writes.samples.filter(recovered), faultLoad.readFailed),
      },
      likesRecount: likesRecountFigures(recount),
    };
    reportFigures(f.runDir, 'postgres-restart', figures);

    expect(faultLoad.describeSamples(snapshotReads.samples.filter(faultLoad.readFailed))).toBe('');
    expect(figures.snapshotReadsWhileDown.requests).toBeGreaterThan(20);
    // While it is down (and while the pool reconnects) every database answer is a 200 or a clean 503.
    expect(faultLoad.describeSamples([...dbReads.samples, ...writes.samples].filter((s) => !answeredCleanly(s)))).toBe(
      '',
    );
    expect(writes.samples.filter(down).some((s) => s.status === 503)).toBe(true);
    // Recovered without restarting anything: a second after the first success, everything succeeds.
    expect(
      faultLoad.describeSamples([...dbReads.samples, ...writes.samples].filter(recovered).filter(faultLoad.readFailed)),
    ).toBe('');
    expect(figures.afterRecovery.writes.requests).toBeGreaterThan(5);
    expect(recount.countMismatches).toEqual([]);
    expect(recount.allowanceMismatches).toEqual([]);
    expectStillRunning(f);
  });
});
