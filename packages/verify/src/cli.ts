#!/usr/bin/env node
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { nodeHasher } from './node-hasher';
import { isLikeExportText } from './like-export-text';
import { classifyInputs } from './read-inputs';
import { reportLines } from './report-text';
import { MonthTextCheck, verifyMonth, type MonthCheck } from './verify-month';

const USAGE = `Usage: npm run verify:month -- likes.json seal.json [receipts.json] [--key PUBLIC_KEY_HEX]

  likes.json     the month's like export (month report, "Download JSON")
  seal.json      the month's seals, the contest's public keys and the voters' signed ballots
                 (month report, "Download seal")
  receipts.json  your receipts ("My likes" in the user menu), optional
  --key          the contest's public key you trust (GET /api/contest/keys), optional

Exit status 0 when the month verifies, 1 when it does not, 2 on bad input.`;

/** Reads `file` in chunks of `size` bytes, each handed to `use` as text. */
export function readInChunks(file: string, size: number, use: (text: string) => void | false): void {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.allocUnsafe(size);
    // A character cut between two chunks is decoded with the next one.
    const decoder = new StringDecoder('utf8');
    for (let n = readSync(fd, buffer, 0, size, null); n > 0; n = readSync(fd, buffer, 0, size, null))
      if (use(decoder.write(buffer.subarray(0, n))) === false) return;
    use(decoder.end());
  } finally {
    closeSync(fd);
  }
}

/** Whether `file` is a like export in the service's form, from its first bytes. */
function isLikeExport(file: string): boolean {
  let start = '';
  readInChunks(file, 64, (text) => {
    start = text;
    return false;
  });
  return isLikeExportText(start);
}

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
  // The like export (153 MB for a million likes) is checked as it is read, 4 MB at a time; the others are small.
  let likesFile: string | undefined;
  let documents: unknown[];
  try {
    const likesAt = files.findIndex(isLikeExport);
    likesFile = files[likesAt];
    documents = files.filter((_, i) => i !== likesAt).map((f) => JSON.parse(readFileSync(f, 'utf8')) as unknown);
  } catch (error) {
    return cannotRead(error);
  }
  const inputs = classifyInputs(documents);
  if (!(likesFile ?? inputs.likes) || !inputs.seals) {
    print(`${(likesFile ?? inputs.likes) ? 'No seal file given.' : 'No like export given.'}\n${USAGE}`);
    return 2;
  }
  const month = { seals: inputs.seals, receipts: inputs.receipts };
  const options = { hasher: nodeHasher, trustedKey };
  let check: MonthCheck;
  try {
    if (likesFile === undefined) check = verifyMonth({ ...month, likes: inputs.likes! }, options);
    else {
      const reading = new MonthTextCheck(month, options);
      readInChunks(likesFile, 1 << 22, (text) => reading.push(text));
      check = reading.finish();
    }
  } catch (error) {
    return cannotRead(error);
  }
  for (const line of reportLines(check)) print(line);
  return check.ok ? 0 : 1;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
