import { fuzzSettings, splitCases } from './testing/fuzz-settings';

describe('fuzz settings', () => {
  it('runs a short fixed-seed run by default, and a random seed once FUZZ_CASES is set', () => {
    expect(fuzzSettings({})).toEqual({ casesPerService: 450, seed: 20261125, databaseUrl: undefined, full: false });
    const full = fuzzSettings({ FUZZ_CASES: '10000' });
    expect(full.casesPerService).toBe(10000);
    expect(Number.isInteger(full.seed)).toBe(true);
    expect(fuzzSettings({ FUZZ_CASES: '10000', FUZZ_SEED: '7', FUZZ_DATABASE_URL: 'postgres://db/x' })).toEqual({
      casesPerService: 10000,
      seed: 7,
      databaseUrl: 'postgres://db/x',
      full: true,
    });
    expect(() => fuzzSettings({ FUZZ_CASES: 'many' })).toThrow('FUZZ_CASES must be a whole number');
  });

  it('splits the cases of a service into thirds, the admin third between reads and mutations', () => {
    expect(splitCases(10000, 23, 0)).toEqual({ visitor: 3334, voter: 3334, adminReads: 3332, adminMutations: 0 });
    expect(splitCases(10000, 4, 1)).toEqual({ visitor: 3334, voter: 3334, adminReads: 2666, adminMutations: 666 });
    expect(splitCases(450, 0, 3)).toEqual({ visitor: 150, voter: 150, adminReads: 0, adminMutations: 150 });
  });
});
