import { COLLECTION_NAME } from '@nacho/domain';
import type { MonthReport, MonthState } from '@nacho/contracts';
import type { BadgeVariant } from '@nacho/ui';
import { contestTime } from './contest-time';

export const STATE_LABEL: Record<MonthState, string> = {
  open: 'Open',
  awaiting: 'Awaiting crowning',
  crowned: 'Crowned automatically',
  declared: 'Declared by the operator',
  vacated: 'Vacated',
  no_likes: 'No likes',
};

export const STATE_BADGE: Record<MonthState, BadgeVariant> = {
  open: 'default',
  awaiting: 'muted',
  crowned: 'gold',
  declared: 'secondary',
  vacated: 'outline',
  no_likes: 'muted',
};

/** How and when the month's winner was set (or why there is none), in plain words. */
export function outcomeText(report: Pick<MonthReport, 'state' | 'winner'>): string {
  const { state, winner } = report;
  const name = winner ? `${COLLECTION_NAME} #${winner.tokenId}` : '';
  const when = winner ? contestTime(winner.decidedAt) : '';
  if (winner?.how === 'declared') {
    return state === 'open'
      ? `${name} was chosen by the contest operator on ${when}. There is no crowning at the end of this month.`
      : `${name} was chosen by the contest operator on ${when}.`;
  }
  if (winner?.how === 'crowned')
    return `${name} was crowned automatically on ${when} as the most-liked NFT of the month.`;
  switch (state) {
    case 'open':
      return 'This month is still open: the standings can change until it ends.';
    case 'awaiting':
      return 'The month has ended. Its most-liked NFT is about to be crowned.';
    case 'vacated':
      return "The contest operator removed this month's winner. The month has no winner.";
    case 'no_likes':
      return 'The month ended without a standing like, so it has no NFT of the Month.';
    default:
      return 'No winner was set for this month.';
  }
}
