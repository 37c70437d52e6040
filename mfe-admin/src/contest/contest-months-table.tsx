import { Link } from 'react-router';
import { CalendarDays, Crown, ExternalLink } from 'lucide-react';
import type { AdminContestMonth } from '@nacho/contracts';
import { formatNumber, monthReportPath } from '@nacho/domain';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, QueryStates, Skeleton, Table } from '@nacho/ui';
import { useGetContestMonthsQuery } from '../api/admin-api';
import { canDeclare, monthKey, monthLabel, MONTH_STATE_WORDS } from './contest-months';
import { CURRENT_MONTH, DeclareWinnerDialog } from './declare-winner-dialog';
import { StackedCell, StackedRow, StackedTable } from '../shared/stacked-table';
import { IconCardTitle } from '../shared/icon-card-title';

const likes = (n: number) => `${formatNumber(n, 0)} ${n === 1 ? 'like' : 'likes'}`;
const times = (n: number) => `${formatNumber(n, 0)} ${n === 1 ? 'time' : 'times'}`;

const COLUMNS = ['Month', 'State', 'Winner', 'Likes', { label: 'Actions', className: 'text-right' }];

const STATE_BADGES = {
  open: 'secondary',
  awaiting: 'outline',
  crowned: 'gold',
  declared: 'gold',
  vacated: 'muted',
  no_likes: 'muted',
} as const;

function WinnerCell({ month }: { month: AdminContestMonth }) {
  const { winner } = month;
  if (!winner) return <span className="text-muted-foreground">None</span>;
  return (
    <span className="flex flex-col gap-0.5 max-md:items-end">
      <Link className="font-medium hover:underline" to={`/nft/${winner.tokenId}`}>
        NACHO #{winner.tokenId}
      </Link>
      <span className="text-xs text-muted-foreground">
        {likes(winner.likeCount)}
        {month.state === 'open' ? ` · ${MONTH_STATE_WORDS[winner.how]}` : ''}
      </span>
    </span>
  );
}

function StateCell({ month }: { month: AdminContestMonth }) {
  const failed = month.failedAttempts > 0 || month.lastError !== null;
  return (
    <span className="flex flex-col gap-1 max-md:items-end">
      <Badge variant={STATE_BADGES[month.state]} className="w-fit">
        {MONTH_STATE_WORDS[month.state]}
      </Badge>
      {failed ? (
        <span className="max-w-72 text-xs text-destructive">
          Crowning failed {times(month.failedAttempts)}
          {month.lastError ? <span className="block break-words">Last error: {month.lastError}</span> : null}
        </span>
      ) : null}
    </span>
  );
}

/**
 * Every contest month with its state in plain words, its winner, its likes and, for a month whose
 * crowning failed, the failed attempts and the last error. A month that allows it has a
 * "Declare a winner" action; every month links to its public report.
 */
export function ContestMonthsTable() {
  const query = useGetContestMonthsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Card>
      <CardHeader>
        <IconCardTitle icon={<CalendarDays aria-hidden="true" className="size-4" />}>Contest months</IconCardTitle>
        <CardDescription>
          Each month&apos;s state and winner. Declare a winner for the current month, a month awaiting its crowning or a
          vacated month.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryStates
          query={query}
          loading={<Skeleton className="h-32 w-full" />}
          errorMessage="Could not load the contest months."
          empty={{
            when: (months) => months.length === 0,
            title: 'No contest months yet',
            hint: 'A month appears here once it has likes or a winner.',
          }}
        >
          {(months) => (
            <StackedTable columns={COLUMNS}>
              {months.map((month) => {
                const label = monthLabel(month);
                return (
                  <StackedRow key={monthKey(month)} aria-label={label}>
                    <StackedCell label="Month" className="font-medium">
                      {label}
                    </StackedCell>
                    <StackedCell label="State">
                      <StateCell month={month} />
                    </StackedCell>
                    <StackedCell label="Winner">
                      <WinnerCell month={month} />
                    </StackedCell>
                    <StackedCell label="Likes" className="tabular-nums">
                      {formatNumber(month.likes, 0)}
                    </StackedCell>
                    <Table.Cell className="max-md:block max-md:px-0 max-md:pt-2">
                      <span className="flex flex-wrap items-center justify-end gap-2 max-md:justify-start">
                        {canDeclare(month) ? (
                          <DeclareWinnerDialog
                            presetMonth={month.state === 'open' ? CURRENT_MONTH : monthKey(month)}
                            trigger={
                              <Button size="sm" variant="outline">
                                <Crown aria-hidden="true" />
                                Declare a winner<span className="sr-only"> for {label}</span>
                              </Button>
                            }
                          />
                        ) : null}
                        <Button asChild size="sm" variant="ghost">
                          <Link to={monthReportPath(month.year, month.month)}>
                            <ExternalLink aria-hidden="true" />
                            Report<span className="sr-only"> for {label}</span>
                          </Link>
                        </Button>
                      </span>
                    </Table.Cell>
                  </StackedRow>
                );
              })}
            </StackedTable>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
