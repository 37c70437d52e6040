#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { nodeHasher } from './node-hasher';
import { classifyInputs } from './read-inputs';
import { reportLines } from './report-text';
import { verifyMonth } from './verify-month';

const USAGE = `Usage: npm run verify:month -- likes.json seal.json [receipts.json] [--key PUBLIC_KEY_HEX]

  likes.json     the month's like export (month report, "Download JSON")
  seal.json      the month's seals, the contest's public keys and the voters' signed ballots
                 (month report, "Download seal")
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
  let documents: unknown[];
  try {
    documents = files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as unknown);
  } catch (error) {
    print(`Cannot read the files: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const inputs = classifyInputs(documents);
  if (!inputs.likes || !inputs.seals) {
    print(`${inputs.likes ? 'No seal file given.' : 'No like export given.'}\n${USAGE}`);
    return 2;
  }
  const check = verifyMonth(
    { likes: inputs.likes, seals: inputs.seals, receipts: inputs.receipts },
    { hasher: nodeHasher, trustedKey },
  );
  for (const line of reportLines(check)) print(line);
  return check.ok ? 0 : 1;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
