import { BadgeCheck, Loader2 } from 'lucide-react';
import { resolveApiUrl, useGetCurrentUserQuery } from '@nacho/api';
import { COLLECTION_NAME, formatMoment, formatNumber } from '@nacho/domain';
import type { MonthReport } from '@nacho/contracts';
import { Button } from '@nacho/ui';
import { ReportSection } from './report-section';
import { useMonthVerifier, type VerifierState } from './use-month-verifier';

function CheckResult({ state }: { state: VerifierState }) {
  if (state.phase === 'idle') return null;
  if (state.phase === 'running')
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        Checking every like against the seal…
      </p>
    );
  if (state.phase === 'failed')
    return (
      <p role="alert" className="text-sm text-destructive" data-checked-in={state.checkedIn}>
        {state.message}
      </p>
    );
  const { summary } = state;
  const { included, removed, other } = summary.receipts;
  const mine = included + removed + other;
  return (
    <div role="status" className="flex flex-col gap-1 text-sm" data-checked-in={state.checkedIn}>
      {summary.ok ? (
        <p className="font-medium text-success">
          Verified: the {formatNumber(summary.likes, 0)} likes match seal {summary.sequence}.
        </p>
      ) : (
        <>
          <p className="font-medium text-destructive">Not verified:</p>
          <ul className="list-disc pl-5 text-destructive">
            {summary.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </>
      )}
      <p>
        {summary.winner
          ? `Recount: ${COLLECTION_NAME} #${summary.winner.tokenId} leads with ${formatNumber(summary.winner.likeCount, 0)} likes.`
          : 'Recount: no like stands.'}
      </p>
      {summary.ballots ? (
        <p>
          {summary.ballots.text}
          {summary.ballots.invalid ? ` (${summary.ballots.invalid} invalid ballots)` : ''}.
        </p>
      ) : null}
      {summary.notes.map((n) => (
        <p key={n} className="text-muted-foreground">
          {n}.
        </p>
      ))}
      {mine ? (
        <p>
          Your likes: {included} counted{removed ? `, ${removed} removed by a moderator` : ''}
          {other ? `, ${other} not found` : ''}.
        </p>
      ) : null}
    </div>
  );
}

/** The month's seal and a check of it in this browser (docs/verify.md). */
export function SealSection({ report }: { report: MonthReport }) {
  const { data: user } = useGetCurrentUserQuery();
  const { state, start } = useMonthVerifier(report, user?.id);
  const seal = report.seal;
  return (
    <ReportSection id="seal-heading" title="Seal" icon={BadgeCheck}>
      {seal ? (
        <>
          <p className="text-sm text-muted-foreground">
            The likes of this month are sealed with the contest&apos;s signature. Anyone can check that the download is
            complete and unchanged.
          </p>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted-foreground">Seal</dt>
            <dd>
              {seal.sequence} · {seal.reason}
            </dd>
            <dt className="text-muted-foreground">Sealed</dt>
            <dd>
              <time dateTime={seal.sealedAt}>
                {formatMoment(Date.parse(seal.sealedAt), { timeZone: report.contestTz })}
              </time>
            </dd>
            <dt className="text-muted-foreground">Likes</dt>
            <dd className="tabular-nums">
              {formatNumber(seal.likes, 0)} ({formatNumber(seal.standingLikes, 0)} counted)
            </dd>
            <dt className="text-muted-foreground">Root</dt>
            <dd className="font-mono text-xs break-all">{seal.root}</dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={start} disabled={state.phase === 'running'}>
              Verify in this browser
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={resolveApiUrl(report.sealFile)} download>
                Seal (JSON)
              </a>
            </Button>
          </div>
          <CheckResult state={state} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          Not sealed yet. A month is sealed once its winner is crowned or declared.
        </p>
      )}
    </ReportSection>
  );
}
