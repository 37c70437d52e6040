import { Pagination } from '@nacho/ui';

/** The page buttons under an admin log (Like Logs, Audit Log), from the page its reply says it is. */
export function LogPages({
  of,
  onPageChange,
  label,
}: {
  of: { page: number; pageCount: number };
  onPageChange: (page: number) => void;
  label: string;
}) {
  return (
    <Pagination variant="simple" page={of.page} pageCount={of.pageCount} onPageChange={onPageChange} label={label} />
  );
}
