import { COLLECTION_NAME, formatMoment } from '@nacho/domain';
import type { MonthReport, PublicMonthState } from '@nacho/contracts';
import type { BadgeVariant } from '@nacho/ui';

const STATE_LABEL: Record<PublicMonthState, string> = {
  open: 'Open',
  awaiting: 'Awaiting crowning',
  crowned: 'Crowned automatically',
  declared: 'Declared by the operator',
  vacated: 'Vacated',
  no_likes: 'No likes',
  hidden: 'Hidden',
};

const STATE_BADGE: Record<PublicMonthState, BadgeVariant> = {
  open: 'default',
  awaiting: 'muted',
  crowned: 'gold',
  declared: 'secondary',
  vacated: 'outline',
  no_likes: 'muted',
  hidden: 'muted',
};

/** In place of the crowning rule for a month whose winner the operator chose: the rule did not decide it. */
export const DECLARED_RULE =
  "The operator's choice stands in place of the crowning; the standings still rank by likes, then by who reached its count first.";

/**
 * The badge of the month's outcome: its state, except that a running month whose winner the
 * operator already chose shows that choice (as a finished declared month does), not "Open".
 */
export function outcomeBadge(report: Pick<MonthReport, 'state' | 'winner'>): { label: string; variant: BadgeVariant } {
  const state = report.winner?.how === 'declared' ? 'declared' : report.state;
  return { label: STATE_LABEL[state], variant: STATE_BADGE[state] };
}

/** The rule line under the outcome: the crowning rule, unless the operator chose the winner. */
export function outcomeRule(report: Pick<MonthReport, 'rule' | 'winner'>): string {
  return report.winner?.how === 'declared' ? DECLARED_RULE : report.rule;
}

/** How and when the month's winner was set (or why there is none), in plain words. */
export function outcomeText(report: Pick<MonthReport, 'state' | 'winner' | 'contestTz'>): string {
  const { state, winner } = report;
  const name = winner ? `${COLLECTION_NAME} #${winner.tokenId}` : '';
  // In the contest's zone, as every time of the contest calendar (formatMoment).
  const when = winner ? formatMoment(winner.decidedAt, { timeZone: report.contestTz }) : '';
  if (winner?.how === 'declared') {
    return state === 'open'
      ? `${name} was chosen by the contest operator (${when}). Its likes still count in the standings until the month ends; no crowning follows.`
      : `${name} was chosen by the contest operator (${when}).`;
  }
  if (winner?.how === 'crowned')
    return `${name} was crowned automatically as the most-liked NFT of the month (${when}).`;
  switch (state) {
    case 'open':
      return 'This month is still open: the standings can change until it ends.';
    case 'awaiting':
      return 'The month has ended. Its most-liked NFT is about to be crowned.';
    case 'vacated':
      return "The contest operator removed this month's winner. The month has no winner.";
    case 'no_likes':
      return 'The month ended without a standing like, so it has no NFT of the Month.';
    case 'hidden':
      return "The Hall of Fame is currently hidden, and with it the month's winner.";
    default:
      return 'No winner was set for this month.';
  }
}
