import { FreshReads } from './fresh-reads';

/** A read whose answer the test gives by hand. */
function manualReads() {
  const pending: ((value: string) => void)[] = [];
  const reads = new FreshReads(() => new Promise<string>((resolve) => pending.push(resolve)));
  return { reads, pending };
}

describe('FreshReads', () => {
  it('gives a caller who asks while a read is under way the next read, shared with the others who asked', async () => {
    const { reads, pending } = manualReads();
    const first = reads.get();
    const second = reads.get();
    const third = reads.get();
    expect(pending).toHaveLength(1);
    pending[0]!('v1');
    expect(await first).toBe('v1');
    // The read under way when they asked may predate a write they must see: a new one starts for them.
    await new Promise((resolve) => setImmediate(resolve));
    expect(pending).toHaveLength(2);
    pending[1]!('v2');
    expect(await second).toBe('v2');
    expect(await third).toBe('v2');
  });

  it('starts a new read for a caller after the last one ended, and recovers from a failed read', async () => {
    let calls = 0;
    const reads = new FreshReads(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      return `v${calls}`;
    });
    await expect(reads.get()).rejects.toThrow('database away');
    expect(await reads.get()).toBe('v2');
    expect(await reads.get()).toBe('v3');
  });
});
