import { Heart } from 'lucide-react';
import { cn } from '@nacho/ui';
import { useGetNftLikesQuery } from '../api/contest-api';

export interface LikeButtonProps {
  tokenId: number;
}

/** Exposed as ./LikeButton: the heart and this month's like count of one NFT (liking arrives with sign-in). */
export default function LikeButton({ tokenId }: LikeButtonProps) {
  const { data, isError } = useGetNftLikesQuery(tokenId);
  if (isError) return null;
  const count = data?.count;
  return (
    <span
      className="inline-flex h-9 items-center gap-2 rounded-md border border-border px-3 text-sm font-medium"
      aria-label={count === undefined ? 'Likes loading' : `${count} likes this month`}
    >
      <Heart aria-hidden="true" className={cn('size-4 text-ruby', data?.liked && 'fill-ruby')} />
      <span aria-hidden="true">{count ?? '–'}</span>
    </span>
  );
}
