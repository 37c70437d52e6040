import fs from 'node:fs';
import path from 'node:path';
import { testConfig } from '@nacho/core/testing';
import { checkSignature } from '@nacho/verify';
import { createContestSigner, KEY_FILE } from './contest-signer';

describe('the contest signing key', () => {
  it('in embedded mode is made once in DATA_DIR (mode 0600) and kept across restarts', () => {
    const config = testConfig();
    const first = createContestSigner(config);
    const file = path.join(config.dataDir, KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(createContestSigner(config).keyId).toBe(first.keyId);
    expect(first.keys).toEqual([
      {
        keyId: first.keyId,
        algorithm: 'Ed25519',
        publicKey: expect.stringMatching(/^[0-9a-f]{64}$/),
        validFrom: null,
        validUntil: null,
      },
    ]);
    expect(JSON.stringify(first)).not.toContain(fs.readFileSync(file, 'utf8'));
  });

  it('signs with the configured key what the verifier accepts, and lists the retired keys with their validity', () => {
    const retiredKey = createContestSigner(testConfig());
    const config = testConfig({
      CONTEST_SIGNING_KEY: '11'.repeat(32),
      CONTEST_SIGNING_KEY_SINCE: '2026-11-01T00:00:00Z',
      CONTEST_RETIRED_KEYS: `${retiredKey.keys[0]!.publicKey}@/2026-11-01T00:00:00Z`,
    });
    const signer = createContestSigner(config);
    expect(fs.existsSync(path.join(config.dataDir, KEY_FILE))).toBe(false);
    expect(signer.keys.map((k) => [k.keyId, k.validFrom, k.validUntil])).toEqual([
      [signer.keyId, '2026-11-01T00:00:00.000Z', null],
      [retiredKey.keyId, null, '2026-11-01T00:00:00.000Z'],
    ]);
    const signature = signer.sign('nacho-like-receipt/1\nmonth=2026-11');
    expect(checkSignature('nacho-like-receipt/1\nmonth=2026-11', signature, signer.keyId, signer.keys).ok).toBe(true);
    expect(checkSignature('nacho-like-receipt/1\nmonth=2026-12', signature, signer.keyId, signer.keys).ok).toBe(false);
    // The key signed before its validity began: refused.
    expect(checkSignature('x', signer.sign('x'), signer.keyId, signer.keys, '2026-10-31T23:59:59.000Z')).toEqual({
      ok: false,
      why: expect.stringMatching(/outside the validity/),
    });
  });
});
