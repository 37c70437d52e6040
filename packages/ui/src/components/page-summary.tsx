import * as React from 'react';
import { cn } from '../lib/cn';
import { pageRange } from '../lib/pagination';

export type PageSummaryProps = {
  page: number;
  pageSize: number;
  total: number;
  /** Plural noun for the items, e.g. "holders" or "results". */
  noun: string;
  /** The noun for exactly one item ("1 result"); without it the plural is used. */
  singular?: string;
  className?: string;
};

/** "Showing 26 to 50 of 312 holders". */
export function pageSummaryText(
  page: number,
  pageSize: number,
  total: number,
  noun: string,
  singular?: string,
): string {
  const { from, to } = pageRange(page, pageSize, total);
  const n = (value: number) => value.toLocaleString('en-US');
  return `Showing ${n(from)} to ${n(to)} of ${n(Math.max(0, total))} ${total === 1 && singular ? singular : noun}`;
}

export function PageSummary({ page, pageSize, total, noun, singular, className }: PageSummaryProps) {
  return (
    <p className={cn('text-sm text-muted-foreground', className)}>
      {pageSummaryText(page, pageSize, total, noun, singular)}
    </p>
  );
}
