import type { LikeReceipt } from '@nacho/contracts';

/**
 * The voter's like receipts, kept in this browser (localStorage) per signed-in user: "My likes" in
 * the user menu downloads them, and the month verifier checks them against the sealed export.
 */
const keyOf = (userId: string) => `nacho.like-receipts.${userId}`;

/** At most this many receipts per user are kept (the oldest go first): about 1.5 MB of the browser's 5 MB. */
export const MAX_KEPT_RECEIPTS = 5000;

export function keptReceipts(userId: string): LikeReceipt[] {
  try {
    const raw = localStorage.getItem(keyOf(userId));
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(parsed) ? (parsed as LikeReceipt[]) : [];
  } catch {
    return [];
  }
}

/** Keeps a receipt; false when the browser refuses to store it (storage full or disabled). */
export function keepReceipt(userId: string, receipt: LikeReceipt): boolean {
  const kept = keptReceipts(userId).filter((r) => r.likeId !== receipt.likeId);
  kept.push(receipt);
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(kept.slice(-MAX_KEPT_RECEIPTS)));
    return true;
  } catch {
    return false;
  }
}

/** The download of "My likes": the receipts as the verifier reads them (`npm run verify:month`). */
export function receiptsDownload(receipts: LikeReceipt[]): { fileName: string; text: string } {
  return { fileName: 'nacho-my-likes.json', text: `${JSON.stringify({ receipts }, null, 1)}\n` };
}
