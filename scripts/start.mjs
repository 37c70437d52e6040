#!/usr/bin/env node
// `npm start`: install what is missing, build what is missing, then run the all-in-one server
// (migrations, demo sync and serving happen inside it). Node built-ins only: this runs before
// any dependency is installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: use Node 20.19 or newer.`);
  process.exit(1);
}

const t0 = Date.now();
const log = (msg) => console.log(`[start +${((Date.now() - t0) / 1000).toFixed(1)}s] ${msg}`);
const run = (cmd, args, what) => {
  log(what);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (r.status !== 0) {
    console.error(`[start] failed: ${cmd} ${args.join(' ')} (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
};
const mtime = (p) => {
  try {
    return fs.statSync(path.join(root, p)).mtimeMs;
  } catch {
    return 0;
  }
};

// npm keeps node_modules/.package-lock.json in step with what it installed. npm ci installs exactly
// the lockfile and never rewrites it (it stops, saying so, when package.json no longer matches it).
const installed = mtime('node_modules/.package-lock.json');
if (!installed || installed < mtime('package-lock.json') || installed < mtime('package.json')) {
  run('npm', ['ci', '--no-audit', '--no-fund'], 'installing the locked dependencies (npm ci)');
}

// tsc -b is incremental: a no-op costs about a second when nothing changed.
run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b'], 'building services (tsc -b)');
if (fs.existsSync(path.join(root, 'scripts/build-frontends.mjs'))) {
  run(process.execPath, [path.join(root, 'scripts/build-frontends.mjs')], 'building front ends when missing or stale');
}

log('starting the server');
createRequire(import.meta.url)(path.join(root, 'services/server/dist/main.js'));
