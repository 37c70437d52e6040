import { createSeededRandom } from './seeded-random';

const draw = (seed: string, n = 20) => {
  const random = createSeededRandom(seed);
  return Array.from({ length: n }, () => random.next());
};

describe('createSeededRandom', () => {
  it('repeats the same sequence for the same seed and differs for another seed', () => {
    expect(draw('nacho')).toEqual(draw('nacho'));
    expect(draw('nacho')).not.toEqual(draw('nacho2'));
  });

  it('stays in range and spreads over it', () => {
    const random = createSeededRandom('range');
    const seen = new Set<number>();
    for (let i = 0; i < 5_000; i++) {
      const value = random.int(3, 9);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(9);
      seen.add(value);
      const float = random.next();
      expect(float).toBeGreaterThanOrEqual(0);
      expect(float).toBeLessThan(1);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });

  it('shuffles into a permutation and makes hex of the asked length', () => {
    const random = createSeededRandom('shuffle');
    const items = Array.from({ length: 100 }, (_, i) => i);
    const shuffled = random.shuffle([...items]);
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(random.hex(64)).toMatch(/^[0-9a-f]{64}$/);
    expect(random.bytes(32)).toHaveLength(32);
  });
});
