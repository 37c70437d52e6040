import { type Receipt, receiptText, type SealFile } from './encoding';
import { checkSignature } from './signature';
import type { ReceiptCheck, ReceiptStatus } from './verify-month';

/**
 * What every check of a receipt starts with: `of` words its answer, and `forged` is the answer
 * already when the receipt's signature does not verify with the contest's keys (null when it does).
 */
export function startReceiptCheck(receipt: Receipt, file: SealFile) {
  const of = (status: ReceiptStatus, detail: string): ReceiptCheck => ({
    likeId: receipt.likeId,
    tokenId: receipt.tokenId,
    status,
    detail,
  });
  const signed = checkSignature(receiptText(receipt), receipt.signature, receipt.keyId, file.keys, receipt.likedAt);
  return { of, forged: signed.ok ? null : of('bad_signature', `the receipt is not genuine: ${signed.why}`) };
}
