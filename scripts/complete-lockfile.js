#!/usr/bin/env node
/**
 * Adds the other platforms' optional native packages to package-lock.json.
 *
 * The registry reachable from this project's machines serves only the Linux builds of packages
 * such as @swc/core-darwin-arm64 or @tailwindcss/oxide-win32-x64-msvc, so npm writes a lockfile
 * without them and `npm ci` then rejects it ("Missing: ... from lock file"). For each optional
 * dependency of a locked package that has no lock entry, this adds one with the exact version the
 * parent pins, `optional: true` (and the parent's dev/peer flags) and the `os`/`cpu`/`libc` its
 * name declares: npm skips it on any other platform and fetches it on its own. The entries come
 * out as `npm install` itself rewrites them, so a later install leaves them alone.
 *
 *   node scripts/complete-lockfile.js           rewrite package-lock.json when entries are missing
 *   node scripts/complete-lockfile.js --check   exit 1 when entries are missing (CI)
 *
 * Idempotent: a complete lockfile is left byte for byte as it is. Run it after `npm install`.
 * Node built-ins only.
 */
const fs = require('node:fs');
const path = require('node:path');

const OPERATING_SYSTEMS = new Set([
  'aix',
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
]);
const CPUS = new Set(['arm', 'arm64', 'ia32', 'loong64', 'mips64el', 'ppc64', 'riscv64', 's390x', 'x64']);
/** Name suffixes that say which C library a Linux build links against. */
const LIBC = { gnu: 'glibc', glibc: 'glibc', gnueabihf: 'glibc', musl: 'musl', musleabihf: 'musl' };
/** Suffixes that carry no constraint npm knows about. */
const NEUTRAL_SUFFIXES = new Set(['eabi', 'msvc']);

/**
 * The platform constraints a native package's name declares, or null when the name is not one
 * of a platform package (`<anything>-<os>-<cpu>[-<abi>]` or `<anything>-wasm32-wasi`).
 * @param {string} name
 * @returns {{ os?: string[]; cpu: string[]; libc?: string[] } | null}
 */
function platformOf(name) {
  const parts = name.slice(name.lastIndexOf('/') + 1).split('-');
  if (parts.at(-2) === 'wasm32' && parts.at(-1) === 'wasi') return { cpu: ['wasm32'] };
  const osIndex = parts.findLastIndex((part, index) => OPERATING_SYSTEMS.has(part) && index > 0);
  if (osIndex < 0 || !CPUS.has(parts[osIndex + 1])) return null;
  const suffixes = parts.slice(osIndex + 2);
  if (suffixes.length > 1 || suffixes.some((suffix) => !(suffix in LIBC) && !NEUTRAL_SUFFIXES.has(suffix))) return null;
  const libc = suffixes.length && LIBC[suffixes[0]];
  return { os: [parts[osIndex]], cpu: [parts[osIndex + 1]], ...(libc ? { libc: [libc] } : {}) };
}

/** The lock keys node would look up, nearest first, for `name` required from the package at `from`. */
function lookupPath(from, name) {
  const keys = [];
  for (let dir = from; ; dir = path.posix.dirname(dir)) {
    keys.push(dir && dir !== '.' ? `${dir}/node_modules/${name}` : `node_modules/${name}`);
    if (!dir || dir === '.') return keys;
  }
}

const EXACT_VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/**
 * Returns a copy of `lock` with the missing platform entries added, and what was added.
 * Missing optional dependencies that are not platform packages are reported, not invented.
 * @param {{ lockfileVersion: number; packages: Record<string, any> }} lock
 */
function completeLockfile(lock) {
  if (lock.lockfileVersion < 2 || !lock.packages) throw new Error('package-lock.json must be lockfileVersion 2 or 3');
  const packages = { ...lock.packages };
  const added = [];
  const skipped = [];
  for (const [from, entry] of Object.entries(lock.packages)) {
    if (entry.link) continue;
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const nearest = lookupPath(from, name).find((key) => key in packages);
      const exact = EXACT_VERSION.test(range);
      if (nearest && (!exact || packages[nearest].version === range)) continue;
      const platform = platformOf(name);
      if (!platform || !exact || nearest === `${from}/node_modules/${name}`) {
        skipped.push(`${name}@${range} (optional dependency of ${from || 'the root'})`);
        continue;
      }
      // Another version already found from here: this one goes next to its parent.
      const key = nearest ? `${from}/node_modules/${name}` : `node_modules/${name}`;
      // Keys in npm's own order, so that a later `npm install` leaves them as they are.
      packages[key] = {
        version: range,
        cpu: platform.cpu,
        ...(entry.dev ? { dev: true } : {}),
        ...(platform.libc ? { libc: platform.libc } : {}),
        optional: true,
        ...(platform.os ? { os: platform.os } : {}),
        ...(entry.peer ? { peer: true } : {}),
      };
      added.push(`${key}@${range}`);
    }
  }
  const [rootKey, ...rest] = Object.keys(packages);
  const sorted = [rootKey, ...rest.sort((a, b) => a.localeCompare(b, 'en'))];
  return { lock: { ...lock, packages: Object.fromEntries(sorted.map((key) => [key, packages[key]])) }, added, skipped };
}

function main() {
  const file = path.join(__dirname, '..', 'package-lock.json');
  const text = fs.readFileSync(file, 'utf8');
  const { lock, added, skipped } = completeLockfile(JSON.parse(text));
  for (const entry of skipped) console.warn(`complete-lockfile: not a platform package, left alone: ${entry}`);
  if (!added.length) {
    console.log('complete-lockfile: package-lock.json lists every platform package');
    return;
  }
  if (process.argv.includes('--check')) {
    console.error(
      `complete-lockfile: ${added.length} platform packages are missing from package-lock.json; run "npm run lock:complete"`,
    );
    for (const entry of added) console.error(`  ${entry}`);
    process.exit(1);
  }
  const indent = text.match(/^[ \t]+/m)?.[0] ?? '  ';
  fs.writeFileSync(file, `${JSON.stringify(lock, null, indent)}\n`);
  console.log(`complete-lockfile: added ${added.length} platform packages to package-lock.json`);
}

if (require.main === module) main();

module.exports = { completeLockfile, platformOf };
