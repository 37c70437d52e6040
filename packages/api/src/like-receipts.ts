import type { LikeReceipt } from '@nacho/contracts';

/**
 * The voter's like receipts, kept in this browser (localStorage) per signed-in user: "My likes" in
 * the user menu downloads them, and the month verifier checks them against the sealed export.
 */
const keyOf = (userId: string) => `nacho.like-receipts.${userId}`;

/** Sent on window when this tab keeps a receipt (the shell and each remote may hold their own copy of this module). */
const KEPT_EVENT = 'nacho:like-receipt-kept';

/** Calls `listener` when a receipt is kept, in this tab or another; returns the unsubscribe. */
export function onKeptReceiptsChange(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('nacho.like-receipts.')) listener();
  };
  window.addEventListener(KEPT_EVENT, listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    window.removeEventListener(KEPT_EVENT, listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

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
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(KEPT_EVENT));
  return true;
}

/** The download of "My likes": the receipts as the verifier reads them (`npm run verify:month`). */
export function receiptsDownload(receipts: LikeReceipt[]): { fileName: string; text: string } {
  return { fileName: 'nacho-my-likes.json', text: `${JSON.stringify({ receipts }, null, 1)}\n` };
}
