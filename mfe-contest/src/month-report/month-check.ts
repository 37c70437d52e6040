import {
  backedLikesText,
  browserHasher,
  MonthTextCheck,
  type MonthCheck,
  type Receipt,
  type SealFile,
} from '@nacho/verify';

/** What the page shows of a check (the worker answers it; the rows themselves stay in the worker). */
export interface MonthCheckSummary {
  ok: boolean;
  problems: string[];
  notes: string[];
  likes: number;
  sequence: number | null;
  winner: { tokenId: number; likeCount: number } | null;
  receipts: { included: number; removed: number; other: number };
  /** The wallet voters' signed ballots: likes they back and ballots that failed (null: the seal file has none). */
  ballots: { backedLikes: number; standingLikes: number; invalid: number; text: string } | null;
}

export const summaryOf = (check: MonthCheck): MonthCheckSummary => ({
  ok: check.ok,
  problems: check.problems,
  notes: check.notes,
  likes: check.likes,
  sequence: check.seal?.sequence ?? null,
  winner: check.recountWinner
    ? { tokenId: check.recountWinner.tokenId, likeCount: check.recountWinner.likeCount }
    : null,
  receipts: {
    included: check.receipts.filter((r) => r.status === 'included').length,
    removed: check.receipts.filter((r) => r.status === 'removed').length,
    other: check.receipts.filter((r) => r.status !== 'included' && r.status !== 'removed' && r.status !== 'other_month')
      .length,
  },
  ballots: check.ballots
    ? {
        backedLikes: check.ballots.backedLikes,
        standingLikes: check.ballots.standingLikes,
        invalid: check.ballots.invalid.length,
        text: backedLikesText(check.ballots),
      }
    : null,
});

export interface MonthCheckRequest {
  likesUrl: string;
  sealUrl: string;
  receipts: Receipt[];
}

async function download(fetcher: typeof fetch, url: string, what: string): Promise<Response> {
  const res = await fetcher(url);
  if (!res.ok) throw new Error(`The ${what} could not be downloaded (HTTP ${res.status})`);
  return res;
}

/** Hands the response's text to `onText` piece by piece as it downloads. */
async function readText(res: Response, onText: (text: string) => void): Promise<void> {
  if (!res.body) return onText(await res.text());
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  for (let part = await reader.read(); !part.done; part = await reader.read())
    onText(decoder.decode(part.value, { stream: true }));
  onText(decoder.decode());
}

/** Downloads the month's export and seals and checks them with the voter's receipts: what the Web Worker runs. */
export async function checkMonth(
  request: MonthCheckRequest,
  fetcher: typeof fetch = fetch,
): Promise<MonthCheckSummary> {
  const likes = download(fetcher, request.likesUrl, 'like export');
  const [seals, hasher] = await Promise.all([
    download(fetcher, request.sealUrl, 'seal file').then((res) => res.json() as Promise<SealFile>),
    browserHasher(),
    // Fails early when the export cannot be downloaded.
    likes,
  ]);
  // The export is checked as it downloads, row by row: a million likes are never a million objects.
  const check = new MonthTextCheck({ seals, receipts: request.receipts }, { hasher });
  await readText(await likes, (text) => check.push(text));
  return summaryOf(check.finish());
}
