#!/usr/bin/env node
/**
 * Builds the shell and the three remotes (webpack, production), as many at a time as there are
 * cores (webpack keeps about one busy), skipping any whose dist is newer than all of its inputs.
 * `--force` rebuilds all of them. Also copies the API reference's browser bundle if it is missing
 * (scripts/vendor-api-reference.mjs).
 *
 *   node scripts/build-frontends.mjs [--force]
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { vendorApiReference } from './vendor-api-reference.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Inputs every front end is bundled from, besides its own folder. */
const sharedInputs = [
  'packages/ui/src',
  'packages/api/src',
  'packages/domain/src',
  'packages/contracts/src',
  // The month report's check (mfe-contest, its worker included) is @nacho/verify's code.
  'packages/verify/src',
  'packages/frontend-build/src',
  'package-lock.json',
];
const remoteDirs = ['mfe-explorer', 'mfe-contest', 'mfe-admin'];

export const frontends = [
  {
    name: 'shell',
    output: 'shell/dist/index.html',
    // Tailwind scans every remote's sources for class names, so their changes restyle the shell.
    inputs: ['shell/src', 'shell/webpack.config.js', ...remoteDirs.map((dir) => `${dir}/src`)],
  },
  ...remoteDirs.map((dir) => ({
    name: dir,
    output: `${dir}/dist/mf-manifest.json`,
    inputs: [`${dir}/src`, `${dir}/webpack.config.js`],
  })),
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * Written after every successful build. The outputs' own mtimes cannot serve: webpack does not
 * rewrite a file whose content is unchanged, so a touched input would look newer forever.
 */
const stampOf = (frontend) => path.join(root, path.dirname(frontend.output), '.build-stamp');

export function isStale(frontend) {
  const output = path.join(root, frontend.output);
  const stamp = stampOf(frontend);
  if (!existsSync(output) || !existsSync(stamp)) return true;
  const inputs = [...frontend.inputs, ...sharedInputs].map((input) => path.join(root, input));
  return Math.max(...inputs.map(newestMtime)) > statSync(stamp).mtimeMs;
}

const webpackCli = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

/** One webpack build; its output is printed once it ends, so that parallel builds do not interleave. */
function runWebpack(frontend) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [webpackCli, '--mode', 'production'], {
      cwd: path.join(root, frontend.name),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      process.stdout.write(output);
      if (code === 0) resolve();
      else reject(new Error(`webpack failed for ${frontend.name} (exit ${code ?? signal})`));
    });
  });
}

/** Builds what is missing or stale, `parallel` at a time; resolves to the names it built. */
export async function buildFrontends({ force = false, log = console.log, parallel = os.availableParallelism() } = {}) {
  vendorApiReference({ log });
  const started = performance.now();
  const queue = frontends.filter((frontend) => {
    if (force || isStale(frontend)) return true;
    log(`build-frontends: ${frontend.name} is up to date`);
    return false;
  });
  const built = [];
  const buildNext = async () => {
    for (let frontend = queue.shift(); frontend; frontend = queue.shift()) {
      const t0 = performance.now();
      await runWebpack(frontend);
      writeFileSync(stampOf(frontend), `${new Date().toISOString()}\n`);
      built.push(frontend.name);
      log(`build-frontends: built ${frontend.name} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, queue.length)) }, buildNext));
  log(
    `build-frontends: ${built.length ? `built ${built.join(', ')}` : 'nothing to build'} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  return built;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await buildFrontends({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(`build-frontends: ${error.message}`);
    process.exit(1);
  }
}
