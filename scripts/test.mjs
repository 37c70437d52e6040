#!/usr/bin/env node
// `npm test`: type check, lint and format check, the node + jsdom suites with coverage and a summary
// per workspace, then the browser suite; ends with one "N passed, N failed, N skipped" line that CI
// reads, after the time each step took.
//
// `npm test -- <file or folder>...` runs only the tests under those paths (in their jest project:
// node and jsdom together, the browser tests on their own), without the checks of the whole tree
// and without coverage. Other arguments go to jest as they are.
//
// NACHO_TEST_STACK=1 (CI): the distributed stack's suite (`npm run test:stack`) runs too, beside the
// browser suite, after the front ends are built.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (p) => path.join(root, 'node_modules', p);

/** Arguments naming an existing file or folder are test paths; the others are jest options. */
const isTestPath = (arg) => !arg.startsWith('-') && fs.existsSync(path.resolve(arg));
const args = process.argv.slice(2);
const testPaths = args.filter(isTestPath).map((arg) => path.relative(root, path.resolve(arg)) || '.');
const jestOptions = args.filter((arg) => !isTestPath(arg));
const inBrowserSuite = (p) => p === 'e2e' || p.startsWith(`e2e${path.sep}`);

const timings = [];
const step = (title, stepArgs) =>
  new Promise((resolve) => {
    console.log(`\n=== ${title}`);
    const started = performance.now();
    const child = spawn(process.execPath, stepArgs, { cwd: root, stdio: 'inherit', env: process.env });
    child.once('close', (code) => {
      timings.push([title, (performance.now() - started) / 1000]);
      resolve(code === 0);
    });
  });

/** A step whose output is held until it ends, so that two can run at once (one per core) without mixing. */
const quietStep = (title, stepArgs) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, stepArgs, { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('close', (code) => {
      timings.push([title, (performance.now() - started) / 1000]);
      console.log(`\n=== ${title}`);
      process.stdout.write(output);
      resolve(code === 0);
    });
  });

const totals = { passed: 0, failed: 0, skipped: 0 };
/**
 * One jest run, its results added to the totals. `quiet`: its output is held until it ends (for a
 * run beside another); `nodeOptions`: flags for node itself (the stack suite imports ESM).
 */
const jestRun = async (title, projectArgs, paths = [], { quiet = false, nodeOptions = [] } = {}) => {
  const failedBefore = totals.failed;
  const out = path.join(os.tmpdir(), `nacho-jest-${process.pid}-${title.replace(/\W+/g, '-')}.json`);
  // The paths first: `--selectProjects` takes every word after it, a path included.
  // --forceExit: a test leaving an open handle must not hold CI until its time limit (jest still reports it).
  const stepArgs = [
    ...nodeOptions,
    bin('jest/bin/jest.js'),
    ...paths,
    ...projectArgs,
    '--json',
    `--outputFile=${out}`,
    '--forceExit',
    ...jestOptions,
  ];
  const passed = await (quiet ? quietStep : step)(title, stepArgs);
  try {
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    totals.skipped += r.numPendingTests + r.numTodoTests;
    // NACHO_TEST_REPORTS=<dir> keeps each run's report (scripts/record-test-durations.mjs reads them).
    if (process.env.NACHO_TEST_REPORTS) fs.cpSync(out, path.join(process.env.NACHO_TEST_REPORTS, path.basename(out)));
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
const browserProject = ['--selectProjects', 'e2e', '--runInBand'];
// NACHO_BROWSER_SHARDS=N runs the browser suite as N shards side by side, each with its own server
// and Chromium (e2e global setup), split by recorded file times. One by default: on 2 cores, two
// shards beside the stack suite kept the load at 18, and the render budgets of the server-render
// tests ran out (CI took longer, not shorter).
const browserShards = Number(process.env.NACHO_BROWSER_SHARDS ?? 1);
/** The browser suite's runs (the first one's output as it comes, the others' at their end); true when all passed. */
const browserSuite = async (paths = []) => {
  if (browserShards <= 1) return jestRun('browser tests (Chromium)', browserProject, paths);
  const shards = Array.from({ length: browserShards }, (_, i) =>
    jestRun(
      `browser tests (Chromium), shard ${i + 1} of ${browserShards}`,
      [...browserProject, `--shard=${i + 1}/${browserShards}`],
      paths,
      { quiet: i > 0 },
    ),
  );
  return (await Promise.all(shards)).every(Boolean);
};

let ok = true;
if (testPaths.length) {
  const unitPaths = testPaths.filter((p) => !inBrowserSuite(p));
  const browserPaths = testPaths.filter(inBrowserSuite);
  if (unitPaths.length)
    ok = await jestRun('unit and integration tests (node + jsdom)', ['--selectProjects', 'node', 'jsdom'], unitPaths);
  // One file runs alone; a folder or several files in shards, as the whole suite does.
  const oneFile = browserPaths.length === 1 && fs.statSync(browserPaths[0]).isFile();
  if (browserPaths.length)
    ok =
      (await (oneFile
        ? jestRun('browser tests (Chromium)', browserProject, browserPaths)
        : browserSuite(browserPaths))) && ok;
} else {
  // The type check and the lint each keep one core busy: side by side.
  const [typesOk, lintOk] = await Promise.all([
    quietStep('type check (tsc -b)', [bin('typescript/bin/tsc'), '-b']),
    (async () =>
      (await quietStep('lint (eslint)', [bin('eslint/bin/eslint.js'), '.', '--max-warnings=0'])) &&
      quietStep('format (prettier --check; `npm run format` fixes it)', [
        bin('prettier/bin/prettier.cjs'),
        '--check',
        '.',
        '--log-level',
        'warn',
      ]))(),
  ]);
  if (!typesOk) totals.failed += 1;
  if (!lintOk) totals.failed += 1;
  ok = typesOk && lintOk;

  // Coverage of the node + jsdom suites (V8) with a summary per workspace; jest fails the run when
  // services/ or packages/ fall below the line coverage in jest.config.js. COVERAGE=0 leaves it out
  // for a quicker local run.
  const coverage = process.env.COVERAGE !== '0';
  ok =
    (await jestRun('unit and integration tests (node + jsdom)', [
      '--selectProjects',
      'node',
      'jsdom',
      ...(coverage ? ['--coverage'] : []),
    ])) && ok;
  if (coverage)
    spawnSync(process.execPath, [path.join(root, 'scripts', 'coverage-summary.mjs')], { cwd: root, stdio: 'inherit' });
  if (process.env.NACHO_TEST_STACK === '1') {
    // CI: the distributed stack's suite (`npm run test:stack`) beside the browser suite. Each keeps
    // about one core busy and waits on its servers the rest of the time; both need every build first.
    const built = await step('build the front ends (both suites below need them)', [
      path.join(root, 'scripts', 'build-frontends.mjs'),
    ]);
    ok = built && ok;
    const [browserOk, stackOk] = await Promise.all([
      browserSuite(),
      jestRun(
        'stack tests (beside the browser tests; output at their end)',
        ['--selectProjects', 'stack', '--runInBand'],
        [],
        {
          quiet: true,
          nodeOptions: ['--experimental-vm-modules'],
        },
      ),
    ]);
    ok = browserOk && stackOk && ok;
  } else ok = (await browserSuite()) && ok;
}

console.log('\nnpm test, time of each step:');
for (const [title, seconds] of timings) console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${title}`);
// .ci/run collects the steps of every stage into one table.
if (process.env.NACHO_STAGE_TIMES)
  fs.appendFileSync(
    process.env.NACHO_STAGE_TIMES,
    timings.map(([title, seconds]) => `${Math.round(seconds)}\tnpm test: ${title}\n`).join(''),
  );
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
