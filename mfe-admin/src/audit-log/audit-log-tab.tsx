import { useState } from 'react';
import { formatMoment } from '@nacho/domain';
import { QueryStates, Skeleton } from '@nacho/ui';
import { useGetAuditLogQuery } from '../api/admin-api';
import { AuditActor } from '../shared/who';
import { LogPages } from '../shared/log-pages';
import { StackedCell, StackedRow, StackedTable } from '../shared/stacked-table';

/** "delete_all_likes" -> "Delete all likes". */
const actionLabel = (action: string) => action.charAt(0).toUpperCase() + action.slice(1).replace(/_/g, ' ');

const detailsText = (details: unknown) => {
  if (details === null || details === undefined) return '';
  if (typeof details !== 'object') return String(details);
  return Object.entries(details as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`)
    .join(', ');
};

const COLUMNS = ['Time', 'Actor', 'Action', 'Target', 'Details', 'IP Address'];

/** Every admin action, newest first: time, who, what, on what, the details and the IP. */
export function AuditLogTab() {
  const [page, setPage] = useState(1);
  const query = useGetAuditLogQuery(page, { refetchOnMountOrArgChange: true });
  return (
    <QueryStates
      query={query}
      loading={<Skeleton className="h-64 w-full" />}
      errorMessage="Could not load the audit log."
      empty={{ when: (data) => data.entries.length === 0, title: 'No admin actions recorded yet' }}
    >
      {(data) => (
        <div className="flex flex-col gap-4">
          <StackedTable columns={COLUMNS}>
            {data.entries.map((e) => (
              <StackedRow key={e.id}>
                <StackedCell label="Time" className="whitespace-nowrap text-xs">
                  {formatMoment(e.at, { seconds: true })}
                </StackedCell>
                <StackedCell label="Actor" className="whitespace-nowrap">
                  <AuditActor actor={e.actor} />
                </StackedCell>
                <StackedCell label="Action" className="whitespace-nowrap font-medium">
                  {actionLabel(e.action)}
                </StackedCell>
                <StackedCell label="Target" className="font-mono text-xs break-all md:whitespace-nowrap">
                  {e.target ?? '-'}
                </StackedCell>
                <StackedCell label="Details" className="text-xs break-words text-muted-foreground md:min-w-48">
                  {detailsText(e.details)}
                </StackedCell>
                <StackedCell label="IP Address" className="whitespace-nowrap font-mono text-xs">
                  {e.ipAddress ?? <span className="font-sans text-muted-foreground">Not recorded</span>}
                </StackedCell>
              </StackedRow>
            ))}
          </StackedTable>
          <LogPages of={data} onPageChange={setPage} label="Audit log pages" />
        </div>
      )}
    </QueryStates>
  );
}
