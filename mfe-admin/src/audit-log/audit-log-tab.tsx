import { useState } from 'react';
import {
  EmptyState,
  ErrorState,
  Pagination,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  cn,
} from '@nacho/ui';
import { useGetAuditLogQuery } from '../api/admin-api';
import { AuditActor } from '../shared/who';
import { STACKED } from '../shared/stacked-table';

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** "delete_all_likes" -> "Delete all likes". */
const actionLabel = (action: string) => action.charAt(0).toUpperCase() + action.slice(1).replace(/_/g, ' ');

const detailsText = (details: unknown) => {
  if (details === null || details === undefined) return '';
  if (typeof details !== 'object') return String(details);
  return Object.entries(details as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`)
    .join(', ');
};

/** Every admin action, newest first: time, who, what, on what, the details and the IP. */
export function AuditLogTab() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, refetch } = useGetAuditLogQuery(page, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Skeleton className="h-64 w-full" />;
  if (error || !data) return <ErrorState message="Could not load the audit log." onRetry={() => void refetch()} />;
  if (data.entries.length === 0) return <EmptyState title="No admin actions recorded yet" />;
  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-lg border border-border max-md:border-0">
        <Table className={STACKED.table}>
          <TableHeader className={STACKED.header}>
            <TableRow>
              <TableHead>Time</TableHead>
              <TableHead>Actor</TableHead>
              <TableHead>Action</TableHead>
              <TableHead>Target</TableHead>
              <TableHead>Details</TableHead>
              <TableHead>IP Address</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody className={STACKED.body}>
            {data.entries.map((e) => (
              <TableRow key={e.id} className={STACKED.row}>
                <TableCell data-label="Time" className={cn(STACKED.cell, 'whitespace-nowrap text-xs')}>
                  {timeFormat.format(e.at)}
                </TableCell>
                <TableCell data-label="Actor" className={cn(STACKED.cell, 'whitespace-nowrap')}>
                  <AuditActor actor={e.actor} />
                </TableCell>
                <TableCell data-label="Action" className={cn(STACKED.cell, 'whitespace-nowrap font-medium')}>
                  {actionLabel(e.action)}
                </TableCell>
                <TableCell
                  data-label="Target"
                  className={cn(STACKED.cell, 'font-mono text-xs break-all md:whitespace-nowrap')}
                >
                  {e.target ?? '-'}
                </TableCell>
                <TableCell
                  data-label="Details"
                  className={cn(STACKED.cell, 'text-xs break-words text-muted-foreground md:min-w-48')}
                >
                  {detailsText(e.details)}
                </TableCell>
                <TableCell data-label="IP Address" className={cn(STACKED.cell, 'whitespace-nowrap font-mono text-xs')}>
                  {e.ipAddress ?? <span className="font-sans text-muted-foreground">Not recorded</span>}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <Pagination
        variant="simple"
        page={data.page}
        pageCount={data.pageCount}
        onPageChange={setPage}
        label="Audit log pages"
      />
    </div>
  );
}
