import type { LikeReceipt } from '@nacho/contracts';
import { receiptText } from '@nacho/verify';
import type { ContestSigner } from './contest-signer';

/** A committed like's receipt: its fields as the month's export shows them, signed (docs/verify.md). */
export function likeReceipt(
  signer: ContestSigner,
  like: { month: string; likeId: number; tokenId: number; voter: string; likedAt: number },
): LikeReceipt {
  const statement = {
    month: like.month,
    likeId: like.likeId,
    tokenId: like.tokenId,
    voter: like.voter,
    likedAt: new Date(like.likedAt).toISOString(),
    keyId: signer.keyId,
  };
  return { ...statement, signature: signer.sign(receiptText(statement)) };
}
