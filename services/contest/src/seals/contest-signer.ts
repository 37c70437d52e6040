import fs from 'node:fs';
import path from 'node:path';
import { createPrivateKey, createPublicKey, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { Config } from '@nacho/core';
import { fromBase64url, keyIdOf, toHex, type PublicKeyEntry } from '@nacho/verify';

/** Signs receipts and seals with the contest's Ed25519 key; the private key never leaves it. */
export interface ContestSigner {
  readonly keyId: string;
  /** Ed25519 over the UTF-8 text, hex. */
  sign(text: string): string;
  /** Every key of the contest, the one in use first, then the retired ones with their validity. */
  readonly keys: readonly PublicKeyEntry[];
}

// The DER head of a PKCS #8 Ed25519 private key (RFC 8410), followed by the 32-byte key.
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');

export const KEY_FILE = 'contest-signing-key';

const privateKeyOf = (hex: string): KeyObject =>
  createPrivateKey({ key: Buffer.concat([PKCS8_ED25519, Buffer.from(hex, 'hex')]), format: 'der', type: 'pkcs8' });

/** The embedded mode's key: made once and kept in DATA_DIR, readable by the owner only. */
function storedKeyHex(dataDir: string): string {
  const file = path.join(dataDir, KEY_FILE);
  try {
    const hex = fs.readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(hex)) return hex;
  } catch {
    // missing: made below
  }
  const hex = randomBytes(32).toString('hex');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, hex, { mode: 0o600 });
  return hex;
}

export function createContestSigner(config: Pick<Config, 'contestSigning' | 'dataDir'>): ContestSigner {
  const { privateKeyHex, since, retired } = config.contestSigning;
  const privateKey = privateKeyOf(privateKeyHex ?? storedKeyHex(config.dataDir));
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  const publicKey = fromBase64url(jwk.x!);
  const keyId = keyIdOf(publicKey);
  const keys: PublicKeyEntry[] = [
    { keyId, algorithm: 'Ed25519', publicKey: toHex(publicKey), validFrom: since ?? null, validUntil: null },
    ...retired.map((r) => ({
      keyId: keyIdOf(Buffer.from(r.publicKeyHex, 'hex')),
      algorithm: 'Ed25519' as const,
      publicKey: r.publicKeyHex,
      validFrom: r.validFrom,
      validUntil: r.validUntil,
    })),
  ];
  return {
    keyId,
    keys,
    sign: (text) => sign(null, Buffer.from(text, 'utf8'), privateKey).toString('hex'),
  };
}
