import { loadConfig } from '@nacho/core';
import { hashPasscode, verifyPasscode } from './passcode';

// Cheap parameters keep the tests fast; the format and the code path are the production ones.
const FAST = { N: 1024, r: 8, p: 1 };

describe('admin passcode hashing', () => {
  it('accepts the passcode it hashed and rejects any other', async () => {
    const stored = await hashPasscode('correct horse', FAST);
    expect(await verifyPasscode('correct horse', stored)).toBe(true);
    expect(await verifyPasscode('correct hors', stored)).toBe(false);
    expect(await verifyPasscode('Correct horse', stored)).toBe(false);
    expect(await verifyPasscode('', stored)).toBe(false);
  });

  it('salts every hash and writes its parameters into the value', async () => {
    const a = await hashPasscode('same', FAST);
    const b = await hashPasscode('same', FAST);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPasscode('same', b)).toBe(true);
  });

  it('produces the format the config accepts for ADMIN_PASSCODE_HASH (default cost)', async () => {
    const stored = await hashPasscode('config check');
    expect(stored.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(loadConfig({ ADMIN_PASSCODE_HASH: stored }).adminPasscodeHash).toBe(stored);
  });

  it('never matches a malformed or tampered value', async () => {
    const stored = await hashPasscode('x', FAST);
    const parts = stored.split('$');
    expect(await verifyPasscode('x', `scrypt$3$8$1$${parts[4]}$${parts[5]}`)).toBe(false); // N not a power of two
    expect(await verifyPasscode('x', 'bcrypt$1$2$3$aa$bb')).toBe(false);
    expect(await verifyPasscode('x', `scrypt$1024$8$1$${parts[4]}$`)).toBe(false);
    const flipped = Buffer.from(parts[5]!, 'base64');
    flipped[0]! ^= 1;
    expect(await verifyPasscode('x', [...parts.slice(0, 5), flipped.toString('base64')].join('$'))).toBe(false);
  });
});
