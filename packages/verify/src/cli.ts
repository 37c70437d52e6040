#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { nodeHasher } from './node-hasher';
import { isLikeExportText } from './like-export-text';
import { classifyInputs } from './read-inputs';
import { reportLines } from './report-text';
import { verifyMonth, verifyMonthText, type MonthCheck } from './verify-month';

const USAGE = `Usage: npm run verify:month -- likes.json seal.json [receipts.json] [--key PUBLIC_KEY_HEX]

  likes.json     the month's like export (month report, "Download JSON")
  seal.json      the month's seals and the contest's public keys (month report, "Download seal")
  receipts.json  your receipts ("My likes" in the user menu), optional
  --key          the contest's public key you trust (GET /api/contest/keys), optional

Exit status 0 when the month verifies, 1 when it does not, 2 on bad input.`;

/** Returns the exit status. */
export function main(args: string[], print: (line: string) => void = console.log): number {
  const keyAt = args.indexOf('--key');
  const trustedKey = keyAt >= 0 ? args[keyAt + 1] : undefined;
  const files = args.filter((a, i) => a !== '--key' && (keyAt < 0 || i !== keyAt + 1));
  if (!files.length || args.includes('--help')) {
    print(USAGE);
    return 2;
  }
  const cannotRead = (error: unknown) => {
    print(`Cannot read the files: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  };
  // The like export (153 MB for a million likes) is read row by row from its text; the others are small.
  let likesText: string | undefined;
  let documents: unknown[];
  try {
    const texts = files.map((f) => readFileSync(f, 'utf8'));
    const likesAt = texts.findIndex(isLikeExportText);
    likesText = texts[likesAt];
    documents = texts.filter((_, i) => i !== likesAt).map((t) => JSON.parse(t) as unknown);
  } catch (error) {
    return cannotRead(error);
  }
  const inputs = classifyInputs(documents);
  if (!(likesText ?? inputs.likes) || !inputs.seals) {
    print(`${(likesText ?? inputs.likes) ? 'No seal file given.' : 'No like export given.'}\n${USAGE}`);
    return 2;
  }
  const month = { seals: inputs.seals, receipts: inputs.receipts };
  const options = { hasher: nodeHasher, trustedKey };
  let check: MonthCheck;
  try {
    check =
      likesText === undefined
        ? verifyMonth({ ...month, likes: inputs.likes! }, options)
        : verifyMonthText({ ...month, likesText }, options);
  } catch (error) {
    return cannotRead(error);
  }
  for (const line of reportLines(check)) print(line);
  return check.ok ? 0 : 1;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
