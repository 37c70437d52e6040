import type { ApiError } from '@nacho/api';
import { COLLECTION_NAME } from '@nacho/domain';
import { toast } from '@nacho/ui';

/** Window event a sign-in menu may listen for to open itself when a signed-out visitor tries to like. */
export const SIGN_IN_REQUESTED_EVENT = 'nacho:sign-in-requested';

const serverMessage = (error: unknown) => (error as Partial<ApiError> | undefined)?.serverMessage;

/** The toasts of SPEC section 8 for a like or an unlike. */
export function toastLikeSuccess(tokenId: number, liked: boolean): void {
  if (liked) toast({ title: 'NFT Liked!', description: `You've successfully liked ${COLLECTION_NAME} #${tokenId}` });
  else toast({ title: 'Like Removed', description: `Your like of ${COLLECTION_NAME} #${tokenId} was removed` });
}

export function toastLikeFailure(error: unknown, liking: boolean): void {
  const status = (error as Partial<ApiError> | undefined)?.status;
  if (status === 401) {
    toast({ title: 'Sign in to like', description: 'Sign in to like NFTs and vote for the NFT of the Month.' });
    window.dispatchEvent(new CustomEvent(SIGN_IN_REQUESTED_EVENT));
    return;
  }
  if (liking && status === 400 && serverMessage(error)) {
    toast({ title: 'Already Liked', description: 'You have already liked this NFT today', variant: 'destructive' });
    return;
  }
  const fallback = liking ? 'Failed to like NFT. Try again later.' : 'Failed to remove like. Try again later.';
  toast({ title: 'Error', description: serverMessage(error) ?? fallback, variant: 'destructive' });
}
