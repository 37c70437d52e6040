import { errorMessage, isApiError } from '@nacho/api';
import { toast } from '@nacho/ui';
import { monthName } from './month-name';

/** SPEC 8: "Error" with "Failed to {action}" followed by the error. */
export function failureToast(action: string, error: unknown): void {
  toast({ title: 'Error', description: `Failed to ${action}: ${readableError(error)}`, variant: 'destructive' });
}

/** The server's own message when it sent one ({error: {message}}), else "status: body". */
export function readableError(error: unknown): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return errorMessage(error);
}

export function successToast(description: string): void {
  toast({ title: 'Success', description });
}

/** SPEC 8 success texts, verbatim where the spec gives them. */
export const SUCCESS_TEXTS = {
  allLikesDeleted: 'All likes have been deleted',
  contestReset: 'Monthly contest has been reset',
  winnerDeclared: (tokenId: number, month: number, year: number) =>
    `NFT #${tokenId} has been declared the winner for ${monthName(month)} ${year}`,
  likeDeleted: 'Like has been deleted',
  entryUpdated: 'Hall of Fame entry has been updated',
  entryDeleted: 'Hall of Fame entry has been deleted',
  allEntriesDeleted: (n: number) => `All Hall of Fame entries have been deleted (${n})`,
  monthLikesDeleted: (month: number, year: number, n: number) =>
    `Likes for ${monthName(month)} ${year} have been deleted (${n})`,
  visibility: (visible: boolean) =>
    visible ? 'The Hall of Fame is now visible to visitors' : 'The Hall of Fame is now hidden from visitors',
} as const;

/** SPEC 8 failure actions ("Failed to ..."). */
export const FAILED_TO = {
  resetContest: 'reset monthly contest',
  deleteAllLikes: 'delete all likes',
  declareWinner: 'declare winner',
  deleteLike: 'delete like',
  deleteEntry: 'delete Hall of Fame entry',
  updateEntry: 'update Hall of Fame entry',
  deleteMonthLikes: 'delete likes for the month',
  deleteAllEntries: 'delete all Hall of Fame entries',
  setVisibility: 'change Hall of Fame visibility',
} as const;

export const PASSCODE_FAILED_TOAST = {
  title: 'Authentication Failed',
  description: 'Invalid passcode provided',
} as const;
