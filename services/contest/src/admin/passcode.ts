import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters written into every hash; N = 2^15 takes ~100 ms and 32 MiB. */
export const DEFAULT_SCRYPT = { N: 32768, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(
  passcode: string,
  salt: Buffer,
  keyLength: number,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  // Node refuses parameters that need more than maxmem; allow what these parameters need.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(passcode.normalize('NFC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash` (salt and hash base64): the value for ADMIN_PASSCODE_HASH. */
export async function hashPasscode(
  passcode: string,
  params: { N: number; r: number; p: number } = DEFAULT_SCRYPT,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(passcode, salt, KEY_LENGTH, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Whether `passcode` matches the stored hash, compared in constant time. A malformed hash (or
 * parameters Node refuses) never matches.
 */
export async function verifyPasscode(passcode: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (!expected.length || !salt.length) return false;
  let actual: Buffer;
  try {
    actual = await derive(passcode, salt, expected.length, { N, r, p });
  } catch {
    return false;
  }
  return timingSafeEqual(actual, expected);
}
