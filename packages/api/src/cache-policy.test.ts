import { cachePolicy, endpointCacheOptions, fixedBackoff, subscriptionCacheOptions } from './cache-policy';

test('SPEC 9 times map to RTK Query options', () => {
  expect(subscriptionCacheOptions(cachePolicy.holders)).toEqual({ refetchOnMountOrArgChange: 600 });
  expect(endpointCacheOptions(cachePolicy.holders)).toEqual({
    keepUnusedDataFor: 600,
    extraOptions: { maxRetries: 3 },
  });
  expect(cachePolicy.stakingPowers).toMatchObject({ refetchOnMountOrArgChange: 3600, keepUnusedDataFor: 12 * 3600 });
  expect(cachePolicy.marketStats.refetchOnMountOrArgChange).toBe(300);
  expect(cachePolicy.hallOfFameHistory.refetchOnMountOrArgChange).toBe(600);
  expect(cachePolicy.rarityRanks).toMatchObject({ refetchOnMountOrArgChange: false, extraOptions: { maxRetries: 3 } });
});

test('short stale times are still kept at least the default 5 minutes once unused', () => {
  for (const policy of Object.values(cachePolicy)) expect(policy.keepUnusedDataFor).toBeGreaterThanOrEqual(300);
});

test('the like limit polls every 60 s and retries 3 times 1 s apart', async () => {
  expect(subscriptionCacheOptions(cachePolicy.likeLimit)).toEqual({
    refetchOnMountOrArgChange: false,
    pollingInterval: 60_000,
  });
  expect(cachePolicy.likeLimit.extraOptions.maxRetries).toBe(3);

  jest.useFakeTimers();
  try {
    let waited = false;
    const wait = cachePolicy.likeLimit.extraOptions.backoff(1, 3).then(() => {
      waited = true;
    });
    await jest.advanceTimersByTimeAsync(999);
    expect(waited).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await wait;
    expect(waited).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

test('fixedBackoff waits the same time for every attempt', async () => {
  jest.useFakeTimers();
  try {
    const third = fixedBackoff(250)(3, 3);
    await jest.advanceTimersByTimeAsync(250);
    await expect(third).resolves.toBeUndefined();
  } finally {
    jest.useRealTimers();
  }
});
