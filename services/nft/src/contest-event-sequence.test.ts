import { randomUUID } from 'node:crypto';
import { testRedisForSuite } from '@nacho/core/testing';
import { contestEventSequence } from './contest-event-sequence';

describe('contestEventSequence', () => {
  const key = `nacho:test:live-seq:${randomUUID()}`;
  const redis = testRedisForSuite(`${key}*`);

  it("is the contest's newest live event id, '0' before any event, '-' without Redis", async () => {
    await expect(contestEventSequence(redis(), key)).resolves.toBe('0');
    await redis().incr(key);
    await redis().incr(key);
    await expect(contestEventSequence(redis(), key)).resolves.toBe('2');
    await expect(contestEventSequence(undefined, key)).resolves.toBe('-');
  });
});
