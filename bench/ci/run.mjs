/**
 * What CI's two longest stages cost in each way they can run, side by side in one run:
 * `node bench/ci/run.mjs [--runs 2]` (after `npx tsc -b` and the front-end build; nothing else running).
 *
 *  - browser: four browser test files (the 64 tests of wallets, a11y-explorer, routes, explorer-nft)
 *    in the full Chromium and in its headless shell (NACHO_TEST_CHROMIUM, scripts/chromium.cjs);
 *  - unit: 19 node and jsdom test files without coverage, with Istanbul's (`babel`) and with V8's.
 *
 * Each round runs every variant once, in an order that turns round by round. Wall time, and the
 * machine's CPU time from /proc/stat (every process: the tests, their servers, Chromium, PostgreSQL,
 * Redis). A variant whose tests fail is reported as failed, not timed. Prints a Markdown table of the
 * medians and appends it to bench/results/ci.md.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from '../browser/cold-load.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 2;

const BROWSER_FILES = [
  'e2e/wallets.e2e.ts',
  'e2e/a11y-explorer.e2e.ts',
  'e2e/routes.e2e.ts',
  'e2e/explorer-nft.e2e.ts',
];
const UNIT_PATHS = ['services/contest/src/likes', 'mfe-explorer/src/dashboard', 'services/nft/src/routes'];
const jest = path.join(ROOT, 'node_modules/jest/bin/jest.js');
/** Coverage without the whole tree's floors, which a part of the tree does not reach. */
const COVERAGE = ['--coverage', '--coverageThreshold={}'];

const BROWSER_ARGS = [...BROWSER_FILES, '--selectProjects', 'e2e', '--runInBand'];
const UNIT_ARGS = [...UNIT_PATHS, '--selectProjects', 'node', 'jsdom'];
const browserIn = (chromium) => ({
  stage: 'browser',
  args: BROWSER_ARGS,
  env: { NACHO_TEST_CHROMIUM: chromium },
});
const VARIANTS = [
  { ...browserIn('/usr/bin/chromium'), name: 'full Chromium (/usr/bin/chromium)' },
  { ...browserIn('/usr/bin/chromium-headless-shell'), name: 'headless shell (/usr/bin/chromium-headless-shell)' },
  { stage: 'unit', name: 'no coverage', args: UNIT_ARGS, env: {} },
  {
    stage: 'unit',
    name: 'Istanbul coverage (babel)',
    args: [...UNIT_ARGS, ...COVERAGE, '--coverageProvider=babel'],
    env: {},
  },
  { stage: 'unit', name: 'V8 coverage', args: [...UNIT_ARGS, ...COVERAGE, '--coverageProvider=v8'], env: {} },
];

/** Busy CPU time of the whole machine so far, in seconds (user, nice, system, irq, softirq, steal). */
const machineCpuSeconds = () => {
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
};

const samples = new Map(VARIANTS.map((v) => [v.name, []]));
for (let round = 0; round < RUNS; round++) {
  // Each stage's variants in an order turned by one each round, so that none always runs first.
  const order = ['browser', 'unit'].flatMap((stage) => {
    const of = VARIANTS.filter((v) => v.stage === stage);
    return of.map((_, i) => of[(i + round) % of.length]);
  });
  for (const variant of order) {
    const cpuBefore = machineCpuSeconds();
    const started = performance.now();
    const run = spawnSync(process.execPath, [jest, ...variant.args, '--forceExit'], {
      cwd: ROOT,
      env: { ...process.env, ...variant.env },
      encoding: 'utf8',
    });
    const wall = (performance.now() - started) / 1000;
    const cpu = machineCpuSeconds() - cpuBefore;
    const tests = /Tests:\s+(.*)/.exec(run.stderr)?.[1] ?? 'no summary';
    const ok = run.status === 0;
    console.log(`round ${round + 1}: ${variant.name}: ${wall.toFixed(1)} s, CPU ${cpu.toFixed(0)} s, ${tests}`);
    samples.get(variant.name).push(ok ? { wall, cpu, tests } : { failed: tests });
  }
}

const rows = VARIANTS.map((variant) => {
  const runs = samples.get(variant.name);
  const failed = runs.find((r) => r.failed);
  if (failed) return { variant, failed: failed.failed };
  return { variant, wall: median(runs.map((r) => r.wall)), cpu: median(runs.map((r) => r.cpu)), tests: runs[0].tests };
});
const firstOf = (stage) => rows.find((r) => r.variant.stage === stage);
const lines = [
  `### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, median of ${RUNS} (\`node bench/ci/run.mjs --runs ${RUNS}\`)`,
  '',
  '| stage | variant | tests | wall (s) | vs first | machine CPU (s) | vs first |',
  '|---|---|---|---|---|---|---|',
  ...rows.map((r) => {
    if (r.failed) return `| ${r.variant.stage} | ${r.variant.name} | failed: ${r.failed} | - | - | - | - |`;
    const base = firstOf(r.variant.stage);
    const ratio = (a, b) => (b ? (a / b).toFixed(2) : '-');
    return `| ${r.variant.stage} | ${r.variant.name} | ${r.tests} | ${r.wall.toFixed(1)} | ${ratio(r.wall, base.wall)} | ${r.cpu.toFixed(0)} | ${ratio(r.cpu, base.cpu)} |`;
  }),
  '',
];
console.log(`\n${lines.join('\n')}`);
appendFileSync(path.join(ROOT, 'bench/results/ci.md'), `${lines.join('\n')}\n`);
