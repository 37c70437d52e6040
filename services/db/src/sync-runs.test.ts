import { eachDatabase } from './testing';
import { finishSyncRun, readSyncHealth, startSyncRun } from './sync-runs';

eachDatabase('readSyncHealth', (ctx) => {
  beforeEach(() => ctx.db()('sync_runs').del());

  const run = async (finishedAt: number, outcome: 'synced' | 'failed', error?: string) => {
    const id = await startSyncRun(ctx.db(), finishedAt - 5);
    await finishSyncRun(ctx.db(), id, { outcome, finishedAt, ...(error ? { error } : {}) });
  };

  it('knows nothing before the first run ends (a run still going is not a failure)', async () => {
    await startSyncRun(ctx.db(), 100);
    expect(await readSyncHealth(ctx.db())).toEqual({
      lastSuccessAt: null,
      lastFailureAt: null,
      lastFailureError: null,
      failingSince: null,
    });
  });

  it('after failures since the last success: the last error, and when the first of them ended', async () => {
    await run(100, 'failed', 'old failure');
    await run(200, 'synced');
    await run(300, 'failed', 'first since');
    await run(400, 'failed', 'latest');
    expect(await readSyncHealth(ctx.db())).toEqual({
      lastSuccessAt: 200,
      lastFailureAt: 400,
      lastFailureError: 'latest',
      failingSince: 300,
    });
  });

  it('after a success that followed failures: no error and no failing', async () => {
    await run(100, 'failed', 'gone');
    await run(200, 'synced');
    expect(await readSyncHealth(ctx.db())).toEqual({
      lastSuccessAt: 200,
      lastFailureAt: 100,
      lastFailureError: null,
      failingSince: null,
    });
  });

  it('with failures and no success ever: failing since the first of them', async () => {
    await run(100, 'failed', 'first');
    await run(150, 'failed', 'second');
    expect(await readSyncHealth(ctx.db())).toEqual({
      lastSuccessAt: null,
      lastFailureAt: 150,
      lastFailureError: 'second',
      failingSince: 100,
    });
  });
});
