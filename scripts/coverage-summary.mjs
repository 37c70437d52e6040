#!/usr/bin/env node
// Prints the line, statement, function and branch coverage of each workspace from jest's
// coverage/coverage-summary.json (written by `npm test`'s node + jsdom run).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(root, 'coverage', 'coverage-summary.json');
if (!fs.existsSync(file)) {
  console.error(`no coverage summary at ${path.relative(root, file)}: run the tests with --coverage first`);
  process.exit(1);
}
const summary = JSON.parse(fs.readFileSync(file, 'utf8'));
const kinds = ['lines', 'statements', 'functions', 'branches'];
const empty = () => Object.fromEntries(kinds.map((k) => [k, { covered: 0, total: 0 }]));

/** packages/ui/src/x.ts -> packages/ui; shell/src/x.tsx -> shell */
const workspaceOf = (relative) => {
  const parts = relative.split(path.sep);
  return parts[0] === 'packages' || parts[0] === 'services' ? parts.slice(0, 2).join('/') : parts[0];
};

const byWorkspace = new Map();
for (const [name, figures] of Object.entries(summary)) {
  if (name === 'total') continue;
  const workspace = workspaceOf(path.relative(root, name));
  const sums = byWorkspace.get(workspace) ?? empty();
  for (const k of kinds) {
    sums[k].covered += figures[k].covered;
    sums[k].total += figures[k].total;
  }
  byWorkspace.set(workspace, sums);
}

const pct = ({ covered, total }) => (total ? ((100 * covered) / total).toFixed(1) : '-').padStart(6);
console.log(`\n${'workspace'.padEnd(20)} ${kinds.map((k) => k.padStart(10)).join(' ')}`);
for (const [workspace, sums] of [...byWorkspace].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${workspace.padEnd(20)} ${kinds.map((k) => `${pct(sums[k])} %`.padStart(10)).join(' ')}`);
}
// The two trees jest.config.js holds to a floor (coverageThreshold).
for (const tree of ['services', 'packages']) {
  const sums = empty();
  for (const [workspace, figures] of byWorkspace) {
    if (!workspace.startsWith(`${tree}/`)) continue;
    for (const k of kinds) {
      sums[k].covered += figures[k].covered;
      sums[k].total += figures[k].total;
    }
  }
  console.log(`${`${tree}/ (all)`.padEnd(20)} ${kinds.map((k) => `${pct(sums[k])} %`.padStart(10)).join(' ')}`);
}
console.log(`${'all'.padEnd(20)} ${kinds.map((k) => `${pct(summary.total[k])} %`.padStart(10)).join(' ')}`);
