import { cn } from '../lib/cn';
import { PageSummary, type PageSummaryProps } from './page-summary';
import { Pagination, type PaginationProps } from './pagination';

export type PaginationFooterProps = PaginationProps &
  Pick<PageSummaryProps, 'pageSize' | 'total' | 'noun' | 'singular'>;

/** Under a paged list: "Showing 26 to 50 of 312 holders" and the page buttons, stacked on phones, one row from md. */
export function PaginationFooter({ pageSize, total, noun, singular, className, ...pagination }: PaginationFooterProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 md:flex-row md:justify-between', className)}>
      <PageSummary page={pagination.page} pageSize={pageSize} total={total} noun={noun} singular={singular} />
      <Pagination {...pagination} />
    </div>
  );
}
