/*
 * Cache, retry and polling times from SPEC 9, in the units RTK Query wants.
 *
 * The spec's times are "stale after" times. In RTK Query:
 * - keepUnusedDataFor (endpoint option, seconds): how long a reply nobody uses stays cached;
 * - refetchOnMountOrArgChange (hook option, seconds | false): a new subscriber refetches a
 *   reply older than this; false = never stale (the api default);
 * - extraOptions.maxRetries (endpoint option): read by the retry() in the api's base query;
 * - pollingInterval (hook option, ms).
 *
 * Use: build.query({ query, ...endpointCacheOptions(cachePolicy.holders) }) and
 *      useGetHoldersQuery(undefined, subscriptionCacheOptions(cachePolicy.holders)).
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** The api's default: no retries, no refetch on focus, data never stale, kept 5 min unused. */
export const DEFAULT_KEEP_UNUSED_SECONDS = 5 * MINUTE;

/** "polled every 2 s while loading": holders and staking powers while the collection syncs. */
export const PROGRESSIVE_POLLING_MS = 2000;

export type RetryExtraOptions = {
  maxRetries: number;
  /** Fixed wait between attempts; RTK's exponential backoff when absent. */
  backoff?: (attempt: number, maxRetries: number) => Promise<void>;
};

export type CachePolicy = {
  keepUnusedDataFor: number;
  refetchOnMountOrArgChange: number | false;
  extraOptions: RetryExtraOptions;
  pollingInterval?: number;
};

/** A backoff that waits the same time before every retry. */
export function fixedBackoff(delayMs: number): NonNullable<RetryExtraOptions['backoff']> {
  return () => new Promise((resolve) => setTimeout(resolve, delayMs));
}

const NO_RETRIES: RetryExtraOptions = { maxRetries: 0 };
const THREE_RETRIES: RetryExtraOptions = { maxRetries: 3 };

/** Fresh for `staleSeconds`, then refetched by the next subscriber; kept at least that long. */
function staleAfter(staleSeconds: number, extraOptions = NO_RETRIES, keepUnusedDataFor = staleSeconds): CachePolicy {
  return {
    keepUnusedDataFor: Math.max(keepUnusedDataFor, DEFAULT_KEEP_UNUSED_SECONDS),
    refetchOnMountOrArgChange: staleSeconds,
    extraOptions,
  };
}

export const cachePolicy = {
  /** GET /api/nft/holders: 10 min, 3 retries. */
  holders: staleAfter(10 * MINUTE, THREE_RETRIES),
  /** GET /api/nft/staking-powers: 1 h, kept 12 h. */
  stakingPowers: staleAfter(HOUR, NO_RETRIES, 12 * HOUR),
  /** GET /api/nft/tokens: 30 min. */
  tokens: staleAfter(30 * MINUTE),
  /** GET /api/nft/traits: 1 h. */
  traits: staleAfter(HOUR),
  /** GET /api/nft/trait-stats (the "5 min with 3 retries" reading of traits). */
  traitStats: staleAfter(5 * MINUTE, THREE_RETRIES),
  /** GET /api/nft/special: 5 min. */
  specialNfts: staleAfter(5 * MINUTE),
  /** GET /api/market/dashboard-stats: 5 min. */
  marketStats: staleAfter(5 * MINUTE),
  /** GET /api/nft/search/traits: 5 min. */
  traitSearch: staleAfter(5 * MINUTE),
  /** GET /api/nft/rarity-rank/*: never stale, 3 retries. */
  rarityRanks: { keepUnusedDataFor: 12 * HOUR, refetchOnMountOrArgChange: false, extraOptions: THREE_RETRIES },
  /** GET /api/hall-of-fame/top: 5 min. */
  hallOfFameTop: staleAfter(5 * MINUTE),
  /** GET /api/hall-of-fame/nft-of-the-month: 5 min. */
  nftOfTheMonth: staleAfter(5 * MINUTE),
  /** GET /api/hall-of-fame/history: 10 min. */
  hallOfFameHistory: staleAfter(10 * MINUTE),
  /** Activity, histories, floors, wallet values, holder distribution (issue 38): 1 min; the live stream refreshes them sooner. */
  activity: staleAfter(MINUTE),
  /** GET /api/likes/user/limit: refetched every 60 s, 3 retries 1 s apart. */
  likeLimit: {
    keepUnusedDataFor: DEFAULT_KEEP_UNUSED_SECONDS,
    refetchOnMountOrArgChange: false,
    extraOptions: { maxRetries: 3, backoff: fixedBackoff(1000) },
    pollingInterval: 60_000,
  },
} satisfies Record<string, CachePolicy>;

export type CachePolicyName = keyof typeof cachePolicy;

/** Spread into build.query({...}): keepUnusedDataFor and the retry extraOptions. */
export function endpointCacheOptions(policy: CachePolicy): Pick<CachePolicy, 'keepUnusedDataFor' | 'extraOptions'> {
  return { keepUnusedDataFor: policy.keepUnusedDataFor, extraOptions: policy.extraOptions };
}

/** Pass to a query hook: refetchOnMountOrArgChange and, where the policy polls, pollingInterval. */
export function subscriptionCacheOptions(policy: CachePolicy): {
  refetchOnMountOrArgChange: number | boolean;
  pollingInterval?: number;
} {
  return policy.pollingInterval === undefined
    ? { refetchOnMountOrArgChange: policy.refetchOnMountOrArgChange }
    : { refetchOnMountOrArgChange: policy.refetchOnMountOrArgChange, pollingInterval: policy.pollingInterval };
}
