import { randomSample } from './random-sample';

describe('randomSample', () => {
  const items = Array.from({ length: 10 }, (_, i) => i + 1);

  it('picks the asked number of distinct items from the list', () => {
    for (let run = 0; run < 50; run += 1) {
      const sample = randomSample(items, 4);
      expect(sample).toHaveLength(4);
      expect(new Set(sample).size).toBe(4);
      for (const item of sample) expect(items).toContain(item);
    }
  });

  it('gives the whole list (shuffled) when it is shorter than the sample', () => {
    expect([...randomSample([3, 1, 2], 4)].sort()).toEqual([1, 2, 3]);
    expect(randomSample([], 4)).toEqual([]);
  });

  it('depends on the random source, so different visits show different NFTs', () => {
    expect(randomSample(items, 4, () => 0)).toEqual([1, 2, 3, 4]);
    expect(randomSample(items, 4, () => 0.999)).toEqual([10, 1, 2, 3]);
  });

  it('leaves the input untouched', () => {
    const input = [1, 2, 3, 4, 5];
    randomSample(input, 3);
    expect(input).toEqual([1, 2, 3, 4, 5]);
  });
});
