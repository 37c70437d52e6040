import type { WinnerHow } from '@nacho/contracts';

/** How a month's winner was set, in one sentence: only an automatic crowning is the community's choice. */
export const WINNER_HOW_TEXT: Record<WinnerHow, string> = {
  crowned: 'Declared by the community: the most-liked NFT of its month.',
  declared: 'Chosen by the contest operator.',
};

/** The sentence for `how`, or null when the server did not say (an older server). */
export function winnerHowText(how: WinnerHow | undefined): string | null {
  return how === 'crowned' || how === 'declared' ? WINNER_HOW_TEXT[how] : null;
}
