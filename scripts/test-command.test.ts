import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..');

describe('npm test -- <path>', () => {
  it('runs only the tests under that path, in their project, without the checks of the whole tree', () => {
    // A few milliseconds of tests: anything else that ran (every file, tsc, eslint) shows in the output.
    const run = spawnSync(process.execPath, ['scripts/test.mjs', 'packages/domain/src/power.test.ts'], {
      cwd: root,
      encoding: 'utf8',
      // The whole suite instead of one file would take minutes: stop it and fail.
      timeout: 60_000,
      env: { ...process.env, NACHO_STAGE_TIMES: '' },
    });
    const output = run.stdout + run.stderr;
    expect(run.status).toBe(0);
    expect(output).toMatch(/^Test Suites: 1 passed, 1 total$/m);
    expect(output).toMatch(/PASS node packages\/domain\/src\/power\.test\.ts/);
    expect(output).not.toMatch(/=== (type check|lint|browser tests)/);
    expect(run.stdout.trim().split('\n').at(-1)).toMatch(/^[1-9]\d* passed, 0 failed, 0 skipped$/);
  }, 70_000);
});
