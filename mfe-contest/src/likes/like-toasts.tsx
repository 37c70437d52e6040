import { requestSignIn, type ApiError } from '@nacho/api';
import { COLLECTION_NAME } from '@nacho/domain';
import { toast } from '@nacho/ui';

const serverMessage = (error: unknown) => (error as Partial<ApiError> | undefined)?.serverMessage;

/** The toasts of SPEC section 8 for a like or an unlike. */
export function toastLikeSuccess(tokenId: number, liked: boolean): void {
  if (liked) toast({ title: 'NFT Liked!', description: `You've successfully liked ${COLLECTION_NAME} #${tokenId}` });
  else toast({ title: 'Like Removed', description: `Your like of ${COLLECTION_NAME} #${tokenId} was removed` });
}

/**
 * "Sign in to like" with a "Sign in" action that asks the shell for its sign-in dialog
 * (requestSignIn, a window event). ToastAction lives in the overlays chunk, which the Toaster
 * itself comes from, so it is loaded here rather than with the like button.
 */
export function toastSignInToLike(): Promise<void> {
  return import('@nacho/ui/overlays').then(({ ToastAction }) => {
    toast({
      title: 'Sign in to like',
      description: 'Sign in to like NFTs and vote for the NFT of the Month.',
      action: (
        <ToastAction
          altText="Sign in with the Sign in button in the header"
          onClick={() => requestSignIn({ reason: 'like' })}
        >
          Sign in
        </ToastAction>
      ),
    });
  });
}

export function toastLikeFailure(error: unknown, liking: boolean): void {
  const status = (error as Partial<ApiError> | undefined)?.status;
  if (status === 401) {
    void toastSignInToLike();
    return;
  }
  if (liking && status === 400 && serverMessage(error)) {
    toast({ title: 'Already Liked', description: 'You have already liked this NFT today', variant: 'destructive' });
    return;
  }
  const fallback = liking ? 'Failed to like NFT. Try again later.' : 'Failed to remove like. Try again later.';
  toast({ title: 'Error', description: serverMessage(error) ?? fallback, variant: 'destructive' });
}
