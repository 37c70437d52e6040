#!/usr/bin/env node
// `npm test`: type check, lint and format check, the node + jsdom suites with coverage and a summary
// per workspace, then the browser suite; ends with one
// "N passed, N failed, N skipped" line that CI reads. Extra arguments go to both jest runs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (p) => path.join(root, 'node_modules', p);
const extra = process.argv.slice(2);
const step = (title, args) => {
  console.log(`\n=== ${title}`);
  return spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env }).status === 0;
};

const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = step('type check (tsc -b)', [bin('typescript/bin/tsc'), '-b']);
if (!ok) totals.failed += 1;
const lintOk =
  step('lint (eslint)', [bin('eslint/bin/eslint.js'), '.', '--max-warnings=0']) &&
  step('format (prettier --check; `npm run format` fixes it)', [
    bin('prettier/bin/prettier.cjs'),
    '--check',
    '.',
    '--log-level',
    'warn',
  ]);
if (!lintOk) totals.failed += 1;
ok &&= lintOk;

const jestRun = (title, projectArgs) => {
  const failedBefore = totals.failed;
  const out = path.join(os.tmpdir(), `nacho-jest-${process.pid}-${title.replace(/\W+/g, '-')}.json`);
  // --forceExit: a test leaving an open handle must not hold CI until its time limit (jest still reports it).
  const passed = step(title, [
    bin('jest/bin/jest.js'),
    ...projectArgs,
    '--json',
    `--outputFile=${out}`,
    '--forceExit',
    ...extra,
  ]);
  try {
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    totals.skipped += r.numPendingTests + r.numTodoTests;
    fs.rmSync(out, { force: true });
  } catch {
    totals.failed += 1; // jest died before writing results
  }
  if (!passed && totals.failed === failedBefore) {
    console.log(
      `${title}: every test passed but jest failed (a coverage threshold in jest.config.js, or an error printed above)`,
    );
    totals.failed += 1;
  }
  return passed;
};
// Coverage of the node + jsdom suites (V8) with a summary per workspace; jest fails the run when
// services/ or packages/ fall below the line coverage in jest.config.js. COVERAGE=0 leaves it out
// for a quicker local run.
const coverage = process.env.COVERAGE !== '0';
ok =
  jestRun('unit and integration tests (node + jsdom)', [
    '--selectProjects',
    'node',
    'jsdom',
    ...(coverage ? ['--coverage'] : []),
  ]) && ok;
if (coverage)
  spawnSync(process.execPath, [path.join(root, 'scripts', 'coverage-summary.mjs')], { cwd: root, stdio: 'inherit' });
ok = jestRun('browser tests (Chromium)', ['--selectProjects', 'e2e', '--runInBand']) && ok;

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
