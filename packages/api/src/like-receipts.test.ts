import type { LikeReceipt } from '@nacho/contracts';
import { keepReceipt, keptReceipts, MAX_KEPT_RECEIPTS, onKeptReceiptsChange, receiptsDownload } from './like-receipts';

const receipt = (likeId: number): LikeReceipt => ({
  month: '2026-10',
  likeId,
  tokenId: 7,
  voter: 'kaspa:qqalice',
  likedAt: '2026-10-01T00:00:00.000Z',
  keyId: '0123456789abcdef',
  signature: 'ab'.repeat(64),
});

describe('like receipts kept in the browser', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each user their own receipts, once per like, and downloads them as the verifier reads them', () => {
    keepReceipt('alice', receipt(1));
    keepReceipt('alice', receipt(2));
    keepReceipt('alice', receipt(1));
    keepReceipt('bob', receipt(3));
    expect(keptReceipts('alice').map((r) => r.likeId)).toEqual([2, 1]);
    expect(keptReceipts('bob').map((r) => r.likeId)).toEqual([3]);
    const file = receiptsDownload(keptReceipts('alice'));
    expect(file.fileName).toBe('nacho-my-likes.json');
    expect(JSON.parse(file.text)).toEqual({ receipts: [receipt(2), receipt(1)] });
  });

  it('keeps the newest receipts when there are too many, and reads nothing from a damaged entry', () => {
    // A browser that already holds the most it keeps (written at once: keeping them one by one reads
    // and writes the whole list each time), then two more likes.
    const full = Array.from({ length: MAX_KEPT_RECEIPTS }, (_, i) => receipt(i + 1));
    localStorage.setItem('nacho.like-receipts.alice', JSON.stringify(full));
    keepReceipt('alice', receipt(MAX_KEPT_RECEIPTS + 1));
    keepReceipt('alice', receipt(MAX_KEPT_RECEIPTS + 2));
    const kept = keptReceipts('alice');
    expect(kept).toHaveLength(MAX_KEPT_RECEIPTS);
    expect(kept[0]!.likeId).toBe(3);
    expect(kept.at(-1)!.likeId).toBe(MAX_KEPT_RECEIPTS + 2);
    localStorage.setItem('nacho.like-receipts.carol', '{not json');
    expect(keptReceipts('carol')).toEqual([]);
  });

  it('tells its listeners of a receipt kept here or in another tab, and not of one the browser refused', () => {
    const listener = jest.fn();
    const stop = onKeptReceiptsChange(listener);
    keepReceipt('alice', receipt(1));
    window.dispatchEvent(new StorageEvent('storage', { key: 'nacho.like-receipts.alice' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(listener).toHaveBeenCalledTimes(2);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    keepReceipt('alice', receipt(2));
    setItem.mockRestore();
    stop();
    keepReceipt('alice', receipt(3));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('says so when the browser refuses to store', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(keepReceipt('alice', receipt(1))).toBe(false);
    } finally {
      setItem.mockRestore();
    }
  });
});
