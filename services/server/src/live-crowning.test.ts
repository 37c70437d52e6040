import { createDb, startService, type RunningService } from '@nacho/core';
import { testConfig } from '@nacho/core/testing';
import { migrateLatest } from '@nacho/db';
import { allInOneService } from './start-server';

/**
 * Issue 27, embedded mode: the all-in-one server (SQLite, no Redis) runs the contest-crown job
 * inline, and its crowning reaches the pages' event streams through the in-process bus that the
 * streams hear (start-server.ts hands the same bus to the job runner).
 */
describe('a month-end crowning in the all-in-one server', () => {
  let server: RunningService | undefined;
  const abort = new AbortController();
  // A graceful stop (jobs, render threads, streams) took more than jest's default 5 s on a loaded machine.
  afterAll(async () => {
    abort.abort();
    await server?.stop();
  }, 30_000);

  it('reaches an open event stream as a winners event', async () => {
    const config = testConfig({ REDIS_URL: '', DATABASE_URL: '' });
    // A finished month with likes and no winner yet: the job's catch-up run at start crowns it.
    const seed = createDb(config);
    await migrateLatest(seed);
    await seed('users').insert({ id: 'voter', created_at: 0, updated_at: 0 });
    await seed('nft_likes').insert([
      { user_id: 'voter', token_id: 12, created_at: 1, like_date: '2026-09-03', contest_month: '2026-09' },
    ]);
    await seed('nft_like_counts').insert([
      { token_id: 12, reset_year: 2026, reset_month: 9, like_count: 1, count_reached_at: 1, updated_at: 1 },
    ]);
    await seed.destroy();

    server = await startService({ ...allInOneService(), config, port: 0, metricsPort: null });
    // Last-Event-ID 0: what this process published before the stream opened is replayed, the rest comes live.
    const res = await fetch(`${server.url}/api/likes/stream`, {
      headers: { 'Last-Event-ID': '0' },
      signal: abort.signal,
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const deadline = setTimeout(() => abort.abort(), 20_000);
    let text = '';
    let winners: RegExpExecArray | null = null;
    try {
      while (!winners) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        winners = /event: winners\ndata: (.*)\n/.exec(text);
      }
    } catch (err) {
      throw new Error(`no winners event within 20 s; the stream said: ${JSON.stringify(text)} (${String(err)})`);
    } finally {
      clearTimeout(deadline);
    }
    expect(winners && JSON.parse(winners[1]!)).toEqual({ months: ['2026-09'] });
    expect(await server.db('contest_months').where({ year: 2026, month: 9 }).first('state', 'token_id')).toEqual({
      state: 'crowned',
      token_id: 12,
    });
  }, 40_000);
});
