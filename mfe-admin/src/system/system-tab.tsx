import type { ReactNode } from 'react';
import { COLLECTION_NAME, formatMoment, formatNumber } from '@nacho/domain';
import { Badge, Button, Card, QueryStates, Skeleton } from '@nacho/ui';
import { failureToast, successToast } from '../shared/admin-toasts';
import { monthName } from '../shared/month-name';
import { useGetAdminSystemQuery, useRetryFailedJobMutation, type AdminSystem } from './system-api';
import { StackedCell, StackedRow, StackedTable } from '../shared/stacked-table';

const at = (t: number | null) => (t === null ? '—' : formatMoment(t));

/** "4.2 s", "42 s", "3 min 5 s", "2 h 10 min", "3 d 4 h": the two largest units, rounded to the smaller. */
export function durationText(ms: number): string {
  const tenths = Math.round(ms / 100);
  if (tenths < 100) return `${(tenths / 10).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const pair = (big: number, bigUnit: string, small: number, smallUnit: string) =>
    small ? `${big} ${bigUnit} ${small} ${smallUnit}` : `${big} ${bigUnit}`;
  if (seconds < 3600) return pair(Math.floor(seconds / 60), 'min', seconds % 60, 's');
  const minutes = Math.round(ms / 60_000);
  if (minutes < 24 * 60) return pair(Math.floor(minutes / 60), 'h', minutes % 60, 'min');
  const hours = Math.round(ms / 3_600_000);
  return pair(Math.floor(hours / 24), 'd', hours % 24, 'h');
}

/** "12.3 MB". */
export function bytesText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-4 md:p-5" data-testid={testId}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

const OUTCOME: Record<string, { label: string; variant: 'default' | 'secondary' | 'destructive' | 'outline' }> = {
  synced: { label: 'Synced', variant: 'secondary' },
  failed: { label: 'Failed', variant: 'destructive' },
  running: { label: 'Running', variant: 'outline' },
};

const SYNC_RUN_COLUMNS = ['Started', 'Duration', 'Outcome', 'Error'];

function SyncSection({ sync, now }: { sync: AdminSystem['sync']; now: number }) {
  return (
    <Section title="Collection sync" testId="system-sync">
      <p className="text-sm" data-testid="system-sync-summary">
        {sync.stale ? <Badge variant="destructive">Out of date</Badge> : <Badge variant="secondary">Healthy</Badge>}{' '}
        Last success {at(sync.lastSuccessAt)}
        {sync.lastFailureAt !== null ? <> · last failure {at(sync.lastFailureAt)}</> : null} · every{' '}
        {sync.syncIntervalMinutes} min · version {sync.collectionVersion}
        {sync.stale && sync.lastSuccessAt !== null ? (
          <> · {durationText(now - sync.lastSuccessAt)} since the last success</>
        ) : null}
      </p>
      {sync.failingSince !== null && sync.lastError ? (
        <p className="break-words text-sm text-destructive-text">
          Failing since {at(sync.failingSince)}: {sync.lastError}
        </p>
      ) : null}
      {sync.runs.length === 0 ? (
        <p className="text-sm text-muted-foreground">No sync run recorded yet.</p>
      ) : (
        <StackedTable aria-label="Last sync runs" columns={SYNC_RUN_COLUMNS}>
          {sync.runs.map((run) => (
            <StackedRow key={run.id}>
              <StackedCell label="Started" className="whitespace-nowrap text-xs">
                {at(run.startedAt)}
              </StackedCell>
              <StackedCell label="Duration" className="whitespace-nowrap text-xs">
                {run.finishedAt === null ? '—' : durationText(run.finishedAt - run.startedAt)}
              </StackedCell>
              <StackedCell label="Outcome">
                <Badge variant={OUTCOME[run.outcome]?.variant ?? 'outline'}>
                  {OUTCOME[run.outcome]?.label ?? run.outcome}
                </Badge>
              </StackedCell>
              <StackedCell
                label="Error"
                className="text-xs text-muted-foreground md:max-w-96 md:truncate max-md:break-words"
                title={run.error ?? undefined}
              >
                {run.error ?? ''}
              </StackedCell>
            </StackedRow>
          ))}
        </StackedTable>
      )}
    </Section>
  );
}

function QueuesSection({ queues, onRetried }: { queues: AdminSystem['queues']; onRetried: () => void }) {
  const [retry, { isLoading }] = useRetryFailedJobMutation();
  if (queues.mode === 'embedded') {
    return (
      <Section title="Job queues" testId="system-queues">
        <p className="text-sm text-muted-foreground">
          No queue: this server runs its jobs inline in one process (no REDIS_URL). A failed job is retried at its next
          scheduled run.
        </p>
      </Section>
    );
  }
  const run = async (queue: string, id: string) => {
    try {
      await retry({ queue, id }).unwrap();
      successToast(`Job ${id} of ${queue} is queued again`);
    } catch (error) {
      failureToast('retry the job', error);
    }
    onRetried();
  };
  return (
    <Section title="Job queues" testId="system-queues">
      {queues.queues.length === 0 ? <p className="text-sm text-muted-foreground">No queue exists yet.</p> : null}
      <ul className="flex flex-col gap-4">
        {queues.queues.map((q) => (
          <li key={q.name} className="flex flex-col gap-2" data-testid={`queue-${q.name}`}>
            <p className="text-sm">
              <span className="font-mono font-medium">{q.name}</span>: {q.counts.waiting} waiting · {q.counts.active}{' '}
              active · {q.counts.delayed} delayed ·{' '}
              <span className={q.counts.failed ? 'text-destructive-text' : undefined}>{q.counts.failed} failed</span> ·{' '}
              {q.counts.completed} completed
            </p>
            {q.failed.length ? (
              <ul className="flex flex-col gap-1">
                {q.failed.map((job) => (
                  <li
                    key={job.id}
                    className="flex flex-wrap items-center gap-2 rounded-md border border-border px-3 py-2 text-xs"
                  >
                    <span className="font-mono">#{job.id}</span>
                    <span className="min-w-0 flex-1 break-words text-muted-foreground">{job.error}</span>
                    <span className="whitespace-nowrap">
                      {job.attempts} {job.attempts === 1 ? 'attempt' : 'attempts'}
                    </span>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={isLoading}
                      onClick={() => void run(q.name, job.id)}
                      aria-label={`Retry job ${job.id} of ${q.name}`}
                    >
                      Retry
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

const STATE_TEXT: Record<SystemMonth['state'], string> = {
  open: 'Open',
  awaiting: 'Awaiting crowning',
  crowned: 'Crowned',
  declared: 'Declared by the operator',
  vacated: 'Vacated',
  no_likes: 'No likes: nothing to crown',
};

type SystemMonth = AdminSystem['months'][number];

/** A finished month's crowning state in words, with its failed attempts. */
function monthStateText(m: SystemMonth): string {
  const failures = m.failedAttempts
    ? ` · ${m.failedAttempts} failed ${m.failedAttempts === 1 ? 'attempt' : 'attempts'}`
    : '';
  return `${STATE_TEXT[m.state]}${failures}`;
}

const MONTH_COLUMNS = ['Month', 'State', 'Winner', { label: 'Likes', className: 'text-right' }];

/** Each of the last 12 finished months (the server lists them all, with or without a record). */
function MonthsSection({ months }: { months: AdminSystem['months'] }) {
  const title = 'Crowning, last 12 months';
  return (
    <Section title={title} testId="system-months">
      <StackedTable aria-label={title} columns={MONTH_COLUMNS}>
        {months.map((m) => (
          <StackedRow key={`${m.year}-${m.month}`}>
            <StackedCell label="Month" className="whitespace-nowrap">
              {monthName(m.month)} {m.year}
            </StackedCell>
            <StackedCell
              label="State"
              className={m.failedAttempts ? 'text-destructive-text' : 'text-muted-foreground'}
              title={m.lastError ?? undefined}
            >
              {monthStateText(m)}
            </StackedCell>
            <StackedCell label="Winner" className="whitespace-nowrap">
              {m.winner ? `${COLLECTION_NAME} #${m.winner.tokenId}` : '—'}
            </StackedCell>
            <StackedCell label="Likes" className="tabular-nums md:text-right">
              {formatNumber(m.likes, 0)}
            </StackedCell>
          </StackedRow>
        ))}
      </StackedTable>
    </Section>
  );
}

const MADE_BY_TEXT: Record<NonNullable<AdminSystem['backups']['last']>['madeBy'], string> = {
  schedule: 'by the schedule',
  command: 'by npm run backup',
};

function BackupSection({ backups }: { backups: AdminSystem['backups'] }) {
  const { last, failure } = backups;
  return (
    <Section title="Backups" testId="system-backups">
      {last ? (
        <p className="break-words text-sm">
          Last backup <span className="font-mono">{last.name}</span>, {at(last.at)}, {bytesText(last.bytes)}, made{' '}
          {MADE_BY_TEXT[last.madeBy]} in <span className="font-mono">{last.dir}</span>
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">No backup made yet: run npm run backup.</p>
      )}
      {failure && (
        <p className="break-words text-sm text-destructive-text">
          The backup {MADE_BY_TEXT[failure.madeBy]} failed {at(failure.at)}: {failure.error}
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        {backups.scheduled
          ? `Scheduled by the worker, keeping the last ${backups.keep}.`
          : 'No scheduled backup (set BACKUP_SCHEDULE or BACKUP_INTERVAL_HOURS).'}
      </p>
    </Section>
  );
}

/** The operator's view of the machinery: sync, queues, crowning and backups (GET /api/admin/system). */
export function SystemTab() {
  const query = useGetAdminSystemQuery(undefined, { refetchOnMountOrArgChange: true, pollingInterval: 30_000 });
  return (
    <QueryStates
      query={query}
      loading={<Skeleton className="h-64 w-full" />}
      errorMessage="Could not load the system status."
    >
      {(data) => (
        <div className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-2">
          <div className="min-w-0 lg:col-span-2">
            <SyncSection sync={data.sync} now={data.now} />
          </div>
          <QueuesSection queues={data.queues} onRetried={() => void query.refetch()} />
          <BackupSection backups={data.backups} />
          <div className="min-w-0 lg:col-span-2">
            <MonthsSection months={data.months} />
          </div>
        </div>
      )}
    </QueryStates>
  );
}
