// The stack's contest signing key: one for every process of the run (receipts and seals signed
// alike), kept in the run dir so that a restart on the same run dir and database signs with the
// key its earlier receipts and seals were signed with.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SIGNING_KEY_FILE = 'contest-signing-key';
const KEY = /^[0-9a-f]{64}$/i;

/**
 * CONTEST_SIGNING_KEY for the run: the configured one, else the one kept in runDir, else a new
 * one written there (mode 0600). A kept file that is not a key stops the start: a new key would
 * leave the earlier seals and receipts unverifiable.
 */
export function runSigningKey(runDir, configured) {
  if (configured) return configured;
  const file = path.join(runDir, SIGNING_KEY_FILE);
  let kept;
  try {
    kept = readFileSync(file, 'utf8').trim();
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
    const key = randomBytes(32).toString('hex');
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  }
  if (!KEY.test(kept))
    throw new Error(
      `${file} is not a contest signing key (64 hex digits): restore it, or delete it to sign with a new key from now on`,
    );
  return kept;
}
