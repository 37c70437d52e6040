#!/usr/bin/env node
// Records how long each test file took, from jest's --json reports, into scripts/test-durations.json:
// the test sequencer (e2e-stack/support/test-sequencer.cjs) starts the slowest files first and splits
// the browser suite's shards by these times when jest has none of its own (a clean clone, CI).
//
//   NACHO_TEST_REPORTS=/tmp/reports NACHO_TEST_STACK=1 npm test   (keeps every run's report)
//   node scripts/record-test-durations.mjs /tmp/reports/*.json
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'scripts', 'test-durations.json');
const reports = process.argv.slice(2);
if (!reports.length) {
  console.error('usage: node scripts/record-test-durations.mjs <jest --json report>...');
  process.exit(2);
}

const durations = fs.existsSync(target) ? JSON.parse(fs.readFileSync(target, 'utf8')) : {};
let recorded = 0;
for (const report of reports) {
  for (const file of JSON.parse(fs.readFileSync(report, 'utf8')).testResults) {
    const relative = path.relative(root, file.name).split(path.sep).join('/');
    durations[relative] = Math.round(file.perfStats.runtime ?? file.endTime - file.startTime);
    recorded += 1;
  }
}
// Files that are gone are dropped; the rest sorted by name, for readable diffs.
const kept = Object.keys(durations)
  .filter((file) => fs.existsSync(path.join(root, file)))
  .sort();
fs.writeFileSync(target, `${JSON.stringify(Object.fromEntries(kept.map((f) => [f, durations[f]])), null, 1)}\n`);
console.log(`${recorded} files recorded in ${path.relative(root, target)} (${kept.length} in all)`);
