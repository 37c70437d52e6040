import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@nacho/core';
import { tempDir } from '@nacho/core/testing';
import { createContestSigner } from '@nacho/contest/jobs';

/** signing-key.mjs is plain ESM: run it in a child Node, as `npm run stack:local` does. */
function runSigningKey(runDir: string, configured?: string): { key?: string; error?: string } {
  const script = `import { runSigningKey } from ${JSON.stringify(path.join(__dirname, 'signing-key.mjs'))};
    try { process.stdout.write(JSON.stringify({ key: runSigningKey(${JSON.stringify(runDir)}, ${JSON.stringify(configured)}) })); }
    catch (err) { process.stdout.write(JSON.stringify({ error: err.message })); }`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as { key?: string; error?: string };
}

describe("the stack's contest signing key", () => {
  it('is made once in the run dir (owner-only) and is the same at every start of that run dir', () => {
    const runDir = tempDir();
    const first = runSigningKey(runDir).key!;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(runDir, 'contest-signing-key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(runSigningKey(runDir).key).toBe(first);
    expect(runSigningKey(tempDir()).key).not.toBe(first);
  });

  it('a configured CONTEST_SIGNING_KEY wins and nothing is written', () => {
    const runDir = tempDir();
    expect(runSigningKey(runDir, 'ab'.repeat(32)).key).toBe('ab'.repeat(32));
    expect(readdirSync(runDir)).toEqual([]);
  });

  it('a damaged key file stops the start (a new key would orphan the earlier seals) and is left as it is', () => {
    const runDir = tempDir();
    const file = path.join(runDir, 'contest-signing-key');
    writeFileSync(file, 'not a key\n');
    expect(runSigningKey(runDir).error).toBe(
      `${file} is not a contest signing key (64 hex digits): restore it, or delete it to sign with a new key from now on`,
    );
    expect(readFileSync(file, 'utf8')).toBe('not a key\n');
  });

  it('a contest replica and a worker with data dirs of their own sign with the one key of the run', () => {
    const key = runSigningKey(tempDir()).key!;
    const processEnv = (dataDir: string) => ({
      NODE_ENV: 'production',
      SESSION_KEYS: 'k'.repeat(32),
      CONTEST_SIGNING_KEY: key,
      DATABASE_URL: 'postgres://127.0.0.1:5432/nacho_stack',
      REDIS_URL: 'redis://127.0.0.1:6379',
      DATA_DIR: dataDir,
    });
    const [contestDir, workerDir] = [tempDir(), tempDir()];
    const contest = createContestSigner(loadConfig(processEnv(contestDir)));
    const worker = createContestSigner(loadConfig(processEnv(workerDir)));
    expect(worker.keyId).toBe(contest.keyId);
    expect(worker.keys).toEqual(contest.keys);
    for (const dir of [contestDir, workerDir]) expect(existsSync(path.join(dir, 'contest-signing-key'))).toBe(false);
  });
});
