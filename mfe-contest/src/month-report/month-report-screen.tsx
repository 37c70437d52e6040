import { useEffect, useState } from 'react';
import { ArrowLeft, CalendarX, Crown, Download, Heart, ListOrdered, ShieldCheck } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { CollectionNftImage, isApiError, resolveApiUrl } from '@nacho/api';
import { COLLECTION_NAME, formatMoment, formatNumber, monthYearLabel } from '@nacho/domain';
import type { MonthReport, StandingRow } from '@nacho/contracts';
import { Badge, Button, Card, EmptyState, ErrorState, Skeleton, cn, focusRing } from '@nacho/ui';
import { useGetMonthReportQuery, useHallOfFameHidden } from '../api/contest-api';
import { parseMonthParams } from '../shared/month-report-path';
import { ReportSection } from './report-section';
import { SealSection } from './seal-section';
import { outcomeBadge, outcomeRule, outcomeText } from './month-outcome';
import { HallOfFameHiddenNotice } from '../shared/hall-of-fame-hidden-notice';

/** Rows shown before "Show all": a month can have thousands of liked NFTs. */
export const STANDINGS_SHOWN_FIRST = 100;

const rankColours = ['text-gold', 'text-silver', 'text-bronze'];

function likes(count: number): string {
  return `${formatNumber(count, 0)} ${count === 1 ? 'like' : 'likes'}`;
}

function usePageTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${COLLECTION_NAME} Explorer`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

function BackLink() {
  return (
    <Link
      to="/hall-of-fame"
      className={cn(
        'inline-flex w-fit items-center gap-2 rounded-sm text-sm text-muted-foreground hover:text-foreground',
        focusRing,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Hall of Fame
    </Link>
  );
}

function StandingItem({ row, isWinner, tz }: { row: StandingRow; isWinner: boolean; tz: string }) {
  const name = `${COLLECTION_NAME} #${row.tokenId}`;
  return (
    <li
      className={cn(
        'flex items-center gap-3 rounded-lg border border-border/60 p-2 sm:p-3',
        isWinner && 'border-gold/50 bg-gold/5',
      )}
    >
      <span
        className={cn(
          'w-9 shrink-0 text-sm font-bold tabular-nums sm:w-12 sm:text-base',
          rankColours[row.rank - 1] ?? 'text-muted-foreground',
        )}
      >
        #{row.rank}
      </span>
      <CollectionNftImage tokenId={row.tokenId} alt="" className="size-12 shrink-0 rounded-md" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {/* The badge sits by the name, so that it keeps its word on a phone (the row has no room beside the likes). */}
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            to={`/nft/${row.tokenId}`}
            className={cn('w-fit max-w-full truncate rounded-sm font-medium hover:text-primary', focusRing)}
          >
            {name}
          </Link>
          {isWinner ? (
            <Badge variant="gold" className="shrink-0">
              <Crown aria-hidden="true" />
              Winner
            </Badge>
          ) : null}
        </div>
        <span className="text-xs text-muted-foreground">
          Reached {formatMoment(row.countReachedAt, { timeZone: tz })}
        </span>
      </div>
      <span className="flex shrink-0 items-center gap-1 text-sm tabular-nums">
        <Heart aria-hidden="true" className="size-4 fill-ruby text-ruby" />
        {likes(row.likeCount)}
      </span>
    </li>
  );
}

function Standings({ report }: { report: MonthReport }) {
  const [showAll, setShowAll] = useState(false);
  const label = monthYearLabel(report.month, report.year);
  const title = report.state === 'open' ? 'Standings so far' : 'Final standings';
  if (!report.standings.length) {
    return (
      <ReportSection id="standings-heading" title={title}>
        <EmptyState
          icon={<Heart />}
          title={
            report.state === 'open'
              ? 'No NFTs have received any likes yet this month'
              : `No NFTs were liked in ${label}`
          }
        />
      </ReportSection>
    );
  }
  const rows = showAll ? report.standings : report.standings.slice(0, STANDINGS_SHOWN_FIRST);
  return (
    <ReportSection id="standings-heading" title={title}>
      <ol className="flex flex-col gap-2" aria-labelledby="standings-heading">
        {rows.map((row) => (
          <StandingItem
            key={row.tokenId}
            row={row}
            isWinner={report.winner?.tokenId === row.tokenId}
            tz={report.contestTz}
          />
        ))}
      </ol>
      {rows.length < report.standings.length ? (
        <Button variant="outline" className="w-fit self-center" onClick={() => setShowAll(true)}>
          Show all {formatNumber(report.standings.length, 0)} NFTs
        </Button>
      ) : null}
    </ReportSection>
  );
}

function Outcome({ report }: { report: MonthReport }) {
  const { winner } = report;
  const badge = outcomeBadge(report);
  return (
    <Card
      role="region"
      className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center md:p-6"
      aria-labelledby="outcome-heading"
    >
      {winner ? (
        <Link
          to={`/nft/${winner.tokenId}`}
          className={cn('w-fit shrink-0 rounded-lg', focusRing)}
          aria-label={`${COLLECTION_NAME} #${winner.tokenId}`}
        >
          <CollectionNftImage
            tokenId={winner.tokenId}
            alt=""
            eager
            className="size-24 rounded-lg ring-2 ring-gold/70"
          />
        </Link>
      ) : null}
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="outcome-heading" className="text-lg font-semibold">
            Outcome
          </h2>
          <Badge variant={badge.variant} data-testid="month-state">
            {badge.label}
          </Badge>
        </div>
        <p className="text-sm md:text-base" data-testid="month-outcome">
          {outcomeText(report)}
        </p>
        <p className="text-sm text-muted-foreground">{outcomeRule(report)}</p>
      </div>
    </Card>
  );
}

function Totals({ report }: { report: MonthReport }) {
  const items = [
    ['Likes', report.totalLikes],
    ['Removed by moderators', report.removedLikes],
    ['NFTs liked', report.standings.length],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4" aria-label="Totals">
      {items.map(([label, value]) => (
        <Card key={label} className="flex flex-col-reverse gap-1 p-3 sm:p-4">
          <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
          <dd className="text-xl font-bold tabular-nums sm:text-2xl">{formatNumber(value, 0)}</dd>
        </Card>
      ))}
    </dl>
  );
}

function Moderation({ report }: { report: MonthReport }) {
  return (
    <ReportSection id="moderation-heading" title="Moderation" icon={ShieldCheck}>
      {report.moderation.length ? (
        <ol className="flex flex-col gap-2" aria-labelledby="moderation-heading">
          {report.moderation.map((change, index) => (
            <li
              key={`${change.at}-${index}`}
              className="flex flex-col gap-0.5 rounded-lg border border-border/60 p-3 sm:flex-row sm:gap-4"
            >
              <time
                dateTime={new Date(change.at).toISOString()}
                className="shrink-0 text-sm text-muted-foreground tabular-nums"
              >
                {formatMoment(change.at, { timeZone: report.contestTz })}
              </time>
              <span className="text-sm">{change.summary}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">No moderator changes touched this month.</p>
      )}
    </ReportSection>
  );
}

function Downloads({ report }: { report: MonthReport }) {
  return (
    <ReportSection id="downloads-heading" title="Download the likes" icon={Download}>
      <p className="text-sm text-muted-foreground">Every like of the month, with the wallet address that gave it.</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={resolveApiUrl(report.exports.csv)} download>
            Likes (CSV)
          </a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={resolveApiUrl(report.exports.json)} download>
            Likes (JSON)
          </a>
        </Button>
      </div>
    </ReportSection>
  );
}

function Report({ report }: { report: MonthReport }) {
  return (
    <>
      <Outcome report={report} />
      <Totals report={report} />
      <Standings report={report} />
      <Moderation report={report} />
      <Downloads report={report} />
      <SealSection report={report} />
    </>
  );
}

function NoSuchMonth({ label }: { label: string }) {
  return (
    <EmptyState
      icon={<CalendarX />}
      title={`No contest month for ${label}`}
      hint="This month has no contest: it is still to come, or nothing happened in it."
      action={<HallOfFameButton />}
    />
  );
}

/** An address that names no month at all (month 13, year 0): the server answers 400 for it. */
function NotAMonth() {
  return (
    <EmptyState
      icon={<CalendarX />}
      title="This month does not exist"
      hint="Months run from 1 (January) to 12 (December)."
      action={<HallOfFameButton />}
    />
  );
}

function HallOfFameButton() {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to="/hall-of-fame">Go to the Hall of Fame</Link>
    </Button>
  );
}

function ReportSkeleton() {
  return (
    <div className="flex flex-col gap-4" data-testid="report-loading" aria-busy="true">
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-20 w-full" />
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}

/** /hall-of-fame/:year/:month: a contest month's public report. */
export function Component() {
  const params = useParams();
  const ym = parseMonthParams(params.year, params.month);
  const { hidden } = useHallOfFameHidden();
  const { data, error, isLoading, refetch } = useGetMonthReportQuery(ym ?? { year: 0, month: 0 }, {
    skip: !ym || hidden,
  });
  // The server answers 400 for a month that cannot exist (year 0): such a month has no name either.
  const label = ym && !(isApiError(error) && error.status === 400) ? monthYearLabel(ym.month, ym.year) : null;
  usePageTitle(label ? `${label} contest report` : 'Contest report');

  let body;
  if (hidden) {
    body = <HallOfFameHiddenNotice />;
  } else if (!label) body = <NotAMonth />;
  else if (isApiError(error) && error.status === 404) body = <NoSuchMonth label={label} />;
  else if (isLoading || (!data && !error)) body = <ReportSkeleton />;
  else if (error || !data)
    body = <ErrorState message="Failed to fetch the month report" onRetry={() => void refetch()} />;
  else body = <Report report={data} />;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 md:px-6 md:py-10">
      <BackLink />
      <header className="flex flex-col gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wider text-primary uppercase">
          <ListOrdered aria-hidden="true" className="size-4" />
          Contest month report
        </p>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{label ?? 'Contest month'}</h1>
      </header>
      {body}
    </div>
  );
}
