#!/usr/bin/env node
/*
 * Several runs of first-view.mjs read together, for a statement that one run cannot make on this
 * shared machine (a route's run-by-run ratio moves by 0.1-0.3 from one run to the next):
 *
 *   node bench/browser/first-view-runs.mjs RUN1.samples.json RUN2.samples.json ... [--goal 1.3] [--out FILE]
 *
 * Each file is the .samples.json that a run writes next to its results (every load's time to data,
 * way by way, in run order). For each page: each run's server/static ratio run by run (the median of
 * the ratios of the two loads of each round), how many runs are at or under the goal, and the ratios
 * of all runs pooled, with a 90 % bootstrap interval of their median.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pairedRatio, interval } from './ratio-stats.mjs';

const usage = 'RUN.samples.json RUN.samples.json ... [--goal 1.3] [--out FILE]';
const { values, positionals: files } = parseArgs({
  allowPositionals: true,
  options: { goal: { type: 'string' }, out: { type: 'string' } },
});
const goal = values.goal === undefined ? 1.3 : Number(values.goal);
if (files.length === 0 || !(goal > 0)) throw new Error(`use ${usage}`);

/** path -> one { server, static } of load times per run, in the order of the files. */
const runs = new Map();
files.forEach((file, index) => {
  for (const { path, ms } of JSON.parse(readFileSync(file, 'utf8'))) {
    if (!ms.server?.length || ms.server.length !== ms.static?.length)
      throw new Error(`${file}: ${path} has no server and static loads of the same runs`);
    if (!runs.has(path)) runs.set(path, Array(files.length).fill(null));
    runs.get(path)[index] = ms;
  }
});

const rows = [...runs].map(([path, perRun]) => {
  const ratios = perRun.map((ms) => (ms ? pairedRatio(ms.server, ms.static).median : null));
  const measured = ratios.filter((r) => r !== null);
  const present = perRun.filter(Boolean);
  const pooled = pairedRatio(
    present.flatMap((ms) => ms.server),
    present.flatMap((ms) => ms.static),
  );
  return { path, ratios, within: measured.filter((r) => r <= goal).length, measured: measured.length, pooled };
});

const lines = [
  `Server / static time to data, run by run, in ${files.length} runs of \`first-view.mjs\` (${files.join(', ')}); goal <= ${goal}.`,
  '',
  `| page | ${files.map((_, i) => `run ${i + 1}`).join(' | ')} | runs at or under ${goal} | all runs pooled (90 %) |`,
  `|---|${files.map(() => '---|').join('')}---|---|`,
  ...rows.map(
    (r) =>
      `| ${r.path.slice(0, 40)} | ${r.ratios.map((x) => (x === null ? '-' : x.toFixed(2))).join(' | ')} | ${r.within} of ${r.measured} | ${r.pooled.median.toFixed(2)} (${interval(r.pooled.interval)}) |`,
  ),
  '',
];
const text = lines.join('\n');
console.log(text);
if (values.out) writeFileSync(values.out, text);
