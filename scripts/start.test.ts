import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '..');

/**
 * Runs scripts/start.mjs in a copy of the repository's root files without node_modules, with an
 * `npm` on PATH that only records how it was called and fails (so the start stops there).
 */
function startInFreshClone(): { calls: string[]; status: number | null; output: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nacho-start-'));
  try {
    mkdirSync(path.join(dir, 'scripts'));
    mkdirSync(path.join(dir, 'bin'));
    for (const file of ['package.json', 'package-lock.json', 'scripts/start.mjs'])
      copyFileSync(path.join(root, file), path.join(dir, file));
    const calls = path.join(dir, 'npm-calls.txt');
    writeFileSync(calls, '');
    const npm = path.join(dir, 'bin', 'npm');
    writeFileSync(npm, `#!/bin/sh\necho "$*" >> ${JSON.stringify(calls)}\nexit 3\n`);
    chmodSync(npm, 0o755);
    const run = spawnSync(process.execPath, [path.join(dir, 'scripts', 'start.mjs')], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${path.join(dir, 'bin')}${path.delimiter}${process.env.PATH}` },
    });
    return {
      calls: readFileSync(calls, 'utf8').split('\n').filter(Boolean),
      status: run.status,
      output: run.stdout + run.stderr,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('npm start on a fresh clone', () => {
  it('installs with npm ci (exactly the lockfile, never rewritten), not npm install', () => {
    const { calls, status, output } = startInFreshClone();
    expect(calls).toEqual(['ci --no-audit --no-fund']);
    // The failed install stops the start with npm's exit code.
    expect(status).toBe(3);
    expect(output).toMatch(/failed: npm ci/);
  });
});
