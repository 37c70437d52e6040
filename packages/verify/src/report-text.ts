import { backedLikesText } from './ballot-check';
import type { MonthCheck } from './verify-month';

/** The check in plain lines, as the command prints it. */
export function reportLines(check: MonthCheck): string[] {
  const lines: string[] = [];
  const seal = check.seal;
  lines.push(`Month ${check.month}: ${check.likes} likes in the export, ${check.standingLikes} standing.`);
  if (seal)
    lines.push(`Seal ${seal.sequence} of ${seal.sealedAt} (${seal.reason}), key ${seal.keyId}, root ${seal.root}.`);
  const w = check.recountWinner;
  lines.push(
    w ? `Winner by the recount: NACHO #${w.tokenId} with ${w.likeCount} likes.` : 'No winner: no standing like.',
  );
  if (seal?.winner?.how === 'declared') lines.push(`The operator declared NACHO #${seal.winner.tokenId} the winner.`);
  const b = check.ballots;
  if (b) lines.push(`${backedLikesText(b)} (${b.validBallots} valid ballot${b.validBallots === 1 ? '' : 's'}).`);
  for (const note of check.notes) lines.push(`Note: ${note}.`);
  for (const r of check.receipts)
    lines.push(`Receipt of like ${r.likeId} (NACHO #${r.tokenId}): ${r.status}: ${r.detail}.`);
  if (check.ok) lines.push('OK: the month verifies.');
  else {
    lines.push('FAILED:');
    for (const p of check.problems) lines.push(`  - ${p}`);
  }
  return lines;
}
