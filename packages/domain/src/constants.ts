/** Business constants and limits (SPEC section 9, DESIGN sections 3 and 9). */

export const COLLECTION_NAME = 'NACHO';
/** Collection size; also the rarity rank scale. */
export const COLLECTION_SIZE = 10000;
/** `limit` used when the UI asks for the whole token list. */
export const TOKEN_LIST_LIMIT = 10000;

export const TRAIT_TYPES = [
  'Head',
  'Face',
  'Mood',
  'Collar',
  'Outfit',
  'Tail',
  'Base',
  'Type',
  'Role',
  'Realm',
] as const;
export type TraitType = (typeof TRAIT_TYPES)[number];

/** Fixed number of distinct values per trait type (Popular Traits card). */
export const TRAIT_VALUE_COUNTS: Readonly<Record<TraitType, number>> = {
  Head: 37,
  Face: 34,
  Mood: 6,
  Collar: 10,
  Outfit: 29,
  Tail: 10,
  Base: 39,
  Type: 3,
  Role: 5,
  Realm: 9,
};

export const TIME_FRAMES = ['15m', '1h', '6h', '1d', '7d', '30d'] as const;
export type TimeFrame = (typeof TIME_FRAMES)[number];
export const TIME_FRAME_LABELS: Readonly<Record<TimeFrame, string>> = {
  '15m': '15min',
  '1h': '1h',
  '6h': '6h',
  '1d': '24h',
  '7d': '7d',
  '30d': '30d',
};
/** Length of each market time frame in milliseconds. */
export const TIME_FRAME_MS: Readonly<Record<TimeFrame, number>> = {
  '15m': 15 * 60_000,
  '1h': 3_600_000,
  '6h': 6 * 3_600_000,
  '1d': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
};
export const DEFAULT_TIME_FRAME: TimeFrame = '1d';
export function isTimeFrame(value: unknown): value is TimeFrame {
  return typeof value === 'string' && (TIME_FRAMES as readonly string[]).includes(value);
}

export const PAGE_SIZES = {
  searchDialog: 24,
  holders: 25,
  walletNfts: 10,
  rankings: 10,
  rankingsFetch: 100,
  adminLogs: 25,
  hallOfFameTop: 10,
} as const;
/** Hall of Fame: the first 3 of the top 10 are the podium, the rest runner-ups. */
export const HOF_PODIUM_SIZE = 3;
/** Current Rankings: at most this many numbered page buttons (sliding window). */
export const RANKINGS_PAGE_BUTTONS = 5;

export const DAILY_LIKE_LIMIT_DEFAULT = 100;
/** A 24-hour chart slot with more likes than this is suspicious. */
export const SUSPICIOUS_LIKES_PER_SLOT = 10;

export const DASHBOARD_SAMPLE = 4;
export const TOP_HOLDERS_SHOWN = 5;
export const SPECIAL_SKELETON_TILES = 10;
export const TRAIT_SUGGESTIONS = { perTrait: 5, total: 10 } as const;

/** Wallet trait analysis and wallet page metadata loading (SPEC section 4). */
export const WALLET_ANALYSIS = {
  firstBatch: 200,
  backgroundBatch: 100,
  backgroundDelayMs: 500,
  filterCapWhileLoading: 300,
  metadataBatch: 10,
  metadataPauseMs: 100,
} as const;
/** Delay before the search dialog auto-searches an initial query. */
export const SEARCH_AUTO_DELAY_MS = 100;

/** Special NFT badges on /special-nfts. */
export const SPECIAL_BADGE_PERCENT = { unique: '0.01%', rare: '0.02%' } as const;

export const HOF_MIN_YEAR = 2023;
export const HOF_MONTH_MIN = 1;
export const HOF_MONTH_MAX = 12;

export const COPY_FEEDBACK_MS = 3000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;
export const SWIPE_THRESHOLD_PX = 50;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const MOBILE_BREAKPOINT_PX = 768;

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'system';
export const THEME_STORAGE_KEY = 'nacho-theme';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Client cache and polling times in milliseconds (SPEC section 9). */
export const CACHE_TIMES = {
  holdersStaleMs: 10 * MINUTE,
  stakingPowersStaleMs: HOUR,
  stakingPowersKeepMs: 12 * HOUR,
  tokenListStaleMs: 30 * MINUTE,
  traitsStaleMs: 5 * MINUTE,
  specialNftsStaleMs: 5 * MINUTE,
  marketStatsStaleMs: 5 * MINUTE,
  traitSearchStaleMs: 5 * MINUTE,
  hallOfFameTopStaleMs: 5 * MINUTE,
  hallOfFameHistoryStaleMs: 10 * MINUTE,
  likeLimitRefetchMs: MINUTE,
  progressivePollMs: 2000,
  /** Retries for holders, traits and rarity ranks; everything else retries 0 times. */
  retries: 3,
} as const;

/** What the collection's activity feed lists (issue 38): the kinds of event, in the order the filters show them. */
export const ACTIVITY_KINDS = ['mint', 'transfer', 'listing', 'delisting', 'sale'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
