import type { HallOfFameTop, MonthReport } from '@nacho/contracts';

/** The moderation actions whose summaries name a winner. */
const WINNER_ACTIONS = new Set([
  'declare_winner',
  'move_hall_of_fame_entry',
  'delete_hall_of_fame_entry',
  'delete_all_hall_of_fame_entries',
]);

/**
 * A month report while the admin hides the Hall of Fame: its standings and likes stay public (as
 * the likes themselves), but nothing says which NFT won, how, or that a winner was changed (nor
 * the month's seal, whose signed statement names it). A
 * finished month with a winner (or a removed one) reads `hidden`.
 */
export function withoutWinner(report: MonthReport): MonthReport {
  const decided = report.state === 'crowned' || report.state === 'declared' || report.state === 'vacated';
  return {
    ...report,
    state: decided ? 'hidden' : report.state,
    winner: null,
    // The seal's signed statement names the winner.
    seal: null,
    moderation: report.moderation.filter((m) => !WINNER_ACTIONS.has(m.action)),
  };
}

export const topWithoutWinner = (top: HallOfFameTop): HallOfFameTop => ({ ...top, monthWinner: null });
