import * as React from 'react';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { cn } from '../lib/cn';
import { clampPage, normalisePageCount, pageWindow, PAGE_WINDOW_SIZE } from '../lib/pagination';
import { Button } from './button';

/** Tighter on phones so a full row fits in 390 px. */
const stepButtonClassName = 'px-2.5 md:px-3';

export type PaginationVariant = 'pages' | 'window' | 'simple';

export type PaginationProps = {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages; values below 1 count as 1. */
  pageCount: number;
  onPageChange: (page: number) => void;
  /**
   * pages:  First / Prev / "Page X of Y" / Next / Last (search dialog, wallet).
   * window: Previous / up to 5 numbered pages around the current one / Next (rankings).
   * simple: Previous / "Page X of Y" / Next (holders, admin logs).
   */
  variant?: PaginationVariant;
  /** How many numbered buttons the window variant shows. */
  windowSize?: number;
  className?: string;
  /** Names the navigation landmark. */
  label?: string;
};

export function Pagination({
  page,
  pageCount,
  onPageChange,
  variant = 'pages',
  windowSize = PAGE_WINDOW_SIZE,
  className,
  label = 'Pagination',
}: PaginationProps) {
  const count = normalisePageCount(pageCount);
  const current = clampPage(page, count);
  const onFirst = current <= 1;
  const onLast = current >= count;
  const go = (target: number) => onPageChange(clampPage(target, count));
  const pageLabel = (
    <span aria-live="polite" className="px-1 text-sm whitespace-nowrap text-muted-foreground md:px-2">
      Page {current} of {count}
    </span>
  );

  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-center gap-1 md:gap-1.5', className)}>
      {variant === 'pages' ? (
        <Button variant="outline" size="sm" className={stepButtonClassName} disabled={onFirst} onClick={() => go(1)}>
          <ChevronsLeft aria-hidden="true" className="hidden md:block" />
          First
        </Button>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        className={stepButtonClassName}
        disabled={onFirst}
        onClick={() => go(current - 1)}
      >
        <ChevronLeft aria-hidden="true" className="hidden md:block" />
        {variant === 'pages' ? 'Prev' : 'Previous'}
      </Button>

      {variant === 'window'
        ? pageWindow(current, count, windowSize).map((number) => (
            <Button
              key={number}
              variant={number === current ? 'default' : 'outline'}
              size="icon-sm"
              aria-current={number === current ? 'page' : undefined}
              aria-label={`Page ${number}`}
              onClick={() => go(number)}
            >
              {number}
            </Button>
          ))
        : pageLabel}

      <Button
        variant="outline"
        size="sm"
        className={stepButtonClassName}
        disabled={onLast}
        onClick={() => go(current + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" className="hidden md:block" />
      </Button>
      {variant === 'pages' ? (
        <Button variant="outline" size="sm" className={stepButtonClassName} disabled={onLast} onClick={() => go(count)}>
          Last
          <ChevronsRight aria-hidden="true" className="hidden md:block" />
        </Button>
      ) : null}
    </nav>
  );
}
