import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const SCRIPT = path.join(__dirname, 'admin-hash.mjs');

/** Runs `node scripts/admin-hash.mjs` with `input` piped to its standard input, as `printf ... | npm run admin:hash` does. */
function adminHash(input: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** The server's own check (the script hashes with the same module, built by the script if missing). */
const verify = (passcode: string, stored: string): Promise<boolean> => {
  const load = createRequire(__filename);
  const { verifyPasscode } = load(path.join(ROOT, 'services/contest/dist/admin/passcode.js')) as {
    verifyPasscode: (p: string, s: string) => Promise<boolean>;
  };
  return verifyPasscode(passcode, stored);
};

describe('npm run admin:hash with piped input', () => {
  jest.setTimeout(120_000);

  it('hashes only the first line and warns on stderr that the rest is ignored', async () => {
    const run = await adminHash('first passcode\nfirst passcode\n');
    expect(run.status).toBe(0);
    const hash = run.stdout.trim();
    expect(hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verify('first passcode', hash)).toBe(true);
    expect(await verify('first passcode\nfirst passcode', hash)).toBe(false);
    expect(run.stderr).toMatch(/warning: only the first line is the passcode; 1 more line ignored/);
  });

  it('takes a single line (with or without its line break, CRLF too) without a warning', async () => {
    for (const input of ['lonely passcode\n', 'lonely passcode', 'lonely passcode\r\n']) {
      const run = await adminHash(input);
      expect([input, run.status, run.stderr]).toEqual([input, 0, '']);
      expect(await verify('lonely passcode', run.stdout.trim())).toBe(true);
    }
  });

  it.each([
    ['an empty first line', '\nsecond line\n'],
    ['no input at all', ''],
  ])('refuses %s with exit 1 and a clear message, printing no hash', async (_, input) => {
    const run = await adminHash(input);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/admin:hash: the first line of standard input is empty/);
  });
});
