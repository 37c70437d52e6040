import { Heart } from 'lucide-react';
import { COLLECTION_NAME } from '@nacho/domain';
import { useGetCurrentUserQuery } from '@nacho/api';
import { Button, cn } from '@nacho/ui';
import { useGetNftLikesQuery, useSetLikeMutation } from '../api/contest-api';
import { toastLikeFailure, toastLikeSuccess, toastSignInToLike } from './like-toasts';

export interface LikeButtonProps {
  tokenId: number;
  className?: string;
}

/**
 * Exposed as ./LikeButton: the heart and this month's like count of one NFT. Pressing it likes
 * or unlikes (optimistically; the reply's count wins), disabled while the request is on its way.
 * Signed out, pressing it sends nothing and offers "Sign in" instead.
 */
export default function LikeButton({ tokenId, className }: LikeButtonProps) {
  const { data, isError } = useGetNftLikesQuery(tokenId);
  const [setLike, { isLoading: inFlight }] = useSetLikeMutation();
  // null once the session probe says signed out; undefined while it is unknown (then the server decides).
  const { data: user } = useGetCurrentUserQuery();
  if (isError) return null;
  const liked = data?.liked ?? false;
  const count = data?.count;
  const name = `${COLLECTION_NAME} #${tokenId}`;

  const onClick = async () => {
    if (user === null) {
      // Signed out: no request that can only be refused; the toast offers the sign-in dialog.
      await toastSignInToLike();
      return;
    }
    const like = !liked;
    try {
      const reply = await setLike({ tokenId, like }).unwrap();
      toastLikeSuccess(tokenId, reply.liked);
    } catch (error) {
      toastLikeFailure(error, like);
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => void onClick()}
      disabled={inFlight || count === undefined}
      aria-pressed={liked}
      aria-busy={inFlight}
      aria-label={`${liked ? 'Unlike' : 'Like'} ${name}${count === undefined ? '' : `, ${count} ${count === 1 ? 'like' : 'likes'} this month`}`}
      className={cn('min-w-18 justify-center gap-2 tabular-nums', className)}
    >
      <Heart
        aria-hidden="true"
        className={cn('size-4 text-ruby transition-transform', liked && 'scale-110 fill-ruby')}
      />
      <span aria-hidden="true">{count ?? '–'}</span>
    </Button>
  );
}
