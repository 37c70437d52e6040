import { setTimeout as delay } from 'node:timers/promises';
import { forEachConcurrently } from './concurrency';

describe('forEachConcurrently', () => {
  it('handles every item with at most `limit` in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const done: number[] = [];
    await forEachConcurrently([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await delay(n % 3);
      done.push(n);
      inFlight -= 1;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('stops taking items when told to, and waits for the started ones before throwing an abort', async () => {
    const started: number[] = [];
    let finished = 0;
    await forEachConcurrently([1, 2, 3, 4], 1, async (n) => {
      started.push(n);
    }, { shouldStop: () => started.length === 2 });
    expect(started).toEqual([1, 2]);

    const controller = new AbortController();
    const run = forEachConcurrently([1, 2, 3, 4], 2, async (n) => {
      if (n === 2) controller.abort(new Error('stop'));
      await delay(20);
      finished += 1;
    }, { signal: controller.signal });
    await expect(run).rejects.toThrow('stop');
    expect(finished).toBe(2);
  });

  it('rethrows a failure of the work', async () => {
    await expect(forEachConcurrently([1], 4, async () => {
      throw new Error('boom');
    })).rejects.toThrow('boom');
  });
});
