/** Pure page arithmetic behind <Pagination> and <PageSummary>. Pages are 1-based. */

export const PAGE_WINDOW_SIZE = 5;

/** At least one page, so an empty list still reads "Page 1 of 1". */
export function normalisePageCount(pageCount: number): number {
  return Math.max(1, Math.floor(pageCount) || 1);
}

export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), normalisePageCount(pageCount));
}

/**
 * Up to `size` consecutive page numbers centred on `page`, shifted to stay inside 1..pageCount.
 * pageWindow(1, 10) = [1..5]; pageWindow(6, 10) = [4..8]; pageWindow(10, 10) = [6..10].
 */
export function pageWindow(page: number, pageCount: number, size = PAGE_WINDOW_SIZE): number[] {
  const count = normalisePageCount(pageCount);
  const current = clampPage(page, count);
  const length = Math.min(size, count);
  const start = Math.min(Math.max(1, current - Math.floor((length - 1) / 2)), count - length + 1);
  return Array.from({ length }, (_, index) => start + index);
}

export type PageRange = { from: number; to: number; total: number };

/** The 1-based item range shown on `page`; from = to = 0 when there are no items. */
export function pageRange(page: number, pageSize: number, total: number): PageRange {
  if (total <= 0 || pageSize <= 0) return { from: 0, to: 0, total: Math.max(0, total) };
  const pageCount = Math.ceil(total / pageSize);
  const current = clampPage(page, pageCount);
  return { from: (current - 1) * pageSize + 1, to: Math.min(current * pageSize, total), total };
}

export function pageCountFor(total: number, pageSize: number): number {
  return normalisePageCount(Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}
