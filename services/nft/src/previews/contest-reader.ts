import type { HallOfFameVisibility, MonthReport, NftOfTheMonthReply } from '@nacho/contracts';

/** What a card and the tags of a contest page need of a month. */
export interface MonthPreview {
  year: number;
  month: number;
  /** The NFT of the Month, or the NFT leading a month still running; null when nobody liked anything. */
  tokenId: number | null;
  likeCount: number;
  crowned: boolean;
  totalLikes: number;
  /** The month's first few NFTs in standings order (the cards worth having ready). */
  leaders: number[];
}

/** Leaders kept of a month's standings. */
export const MONTH_LEADERS = 5;

export interface ContestReader {
  /** The month's report; undefined when there is none (the contest service answered 404) or it could not be read. */
  month(year: number, month: number): Promise<MonthPreview | undefined>;
  /** The latest NFT of the Month's month, if any. */
  latestWinner(): Promise<{ year: number; month: number } | undefined>;
  /**
   * Whether visitors see the Hall of Fame (the admin's switch); undefined when it cannot be read
   * (then nothing of winners is shown either).
   */
  hallOfFameVisible(): Promise<boolean | undefined>;
  /** The same reader without its short cache (the pre-render reads what a change just did). */
  uncached?: ContestReader;
}

/** The reader when no contest service is known: the site's defaults on contest pages. */
export const NO_CONTEST: ContestReader = {
  month: async () => undefined,
  latestWinner: async () => undefined,
  hallOfFameVisible: async () => undefined,
};

export interface HttpContestReaderOptions {
  /** The contest service's base URL (or the all-in-one server's own), read at each request. */
  baseUrl: () => string | undefined;
  /** Answers are kept this long (a crawler burst asks once); default 10 s. */
  ttlMs?: number;
  /** Per request; default 1.5 s (a page must not wait long for its tags). */
  timeoutMs?: number;
}

/**
 * Reads contest data from the contest service's public API (GET /api/hall-of-fame/months/{y}/{m},
 * /nft-of-the-month and /visibility), as any client does: the nft service imports no other service and does
 * not read the contest's tables.
 */
export function httpContestReader(options: HttpContestReaderOptions): ContestReader {
  const reader = cachedReader(options);
  return (options.ttlMs ?? 10_000) > 0 ? { ...reader, uncached: cachedReader({ ...options, ttlMs: 0 }) } : reader;
}

function cachedReader({ baseUrl, ttlMs = 10_000, timeoutMs = 1500 }: HttpContestReaderOptions): ContestReader {
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();
  const getJson = <T>(path: string): Promise<T | undefined> => {
    const base = baseUrl();
    if (!base) return Promise.resolve(undefined);
    const hit = cache.get(path);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value as Promise<T | undefined>;
    const value = (async () => {
      try {
        const res = await fetch(`${base}${path}`, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'application/json' },
        });
        if (!res.ok) return undefined;
        return (await res.json()) as T;
      } catch {
        return undefined;
      }
    })();
    if (cache.size > 500) cache.clear();
    cache.set(path, { at: Date.now(), value });
    return value;
  };
  return {
    async month(year, month) {
      const report = await getJson<MonthReport>(`/api/hall-of-fame/months/${year}/${month}`);
      if (!report || typeof report.year !== 'number') return undefined;
      const standings = Array.isArray(report.standings) ? report.standings : [];
      const top = report.winner ?? standings[0] ?? null;
      return {
        year: report.year,
        month: report.month,
        tokenId: top?.tokenId ?? null,
        likeCount: top?.likeCount ?? 0,
        crowned: Boolean(report.winner),
        totalLikes: report.totalLikes,
        leaders: standings.slice(0, MONTH_LEADERS).map((s) => s.tokenId),
      };
    },
    async latestWinner() {
      const reply = await getJson<NftOfTheMonthReply>('/api/hall-of-fame/nft-of-the-month');
      const nft = reply?.nft;
      return nft ? { year: nft.resetYear, month: nft.resetMonth } : undefined;
    },
    async hallOfFameVisible() {
      const reply = await getJson<HallOfFameVisibility>('/api/hall-of-fame/visibility');
      return typeof reply?.visible === 'boolean' ? reply.visible : undefined;
    },
  };
}
