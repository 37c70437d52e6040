import { spawn } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './fault-stack';

/**
 * Builds a front end from a copy of its folder with one source file patched, the checked-in
 * source untouched. The copy sits under build/ inside the repository so that webpack resolves
 * the workspace's node_modules and packages exactly as for the real build.
 */
export async function buildPatchedFrontend(
  name: string,
  patch: { file: string; replace: string; with: string },
): Promise<{ dist: string; dir: string; ms: number }> {
  const dir = path.join(REPO_ROOT, 'build', 'stack-redeploy', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of ['src', 'webpack.config.js', 'route-preloads.js', 'package.json', 'tsconfig.json'])
    if (existsSync(path.join(REPO_ROOT, name, entry)))
      cpSync(path.join(REPO_ROOT, name, entry), path.join(dir, entry), { recursive: true });
  const file = path.join(dir, patch.file);
  const source = readFileSync(file, 'utf8');
  if (!source.includes(patch.replace)) throw new Error(`${patch.file} does not contain "${patch.replace}"`);
  writeFileSync(file, source.replace(patch.replace, patch.with));
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    // A production build as `npm run build` makes it, without the minifier: most of the build time
    // on a 2-core machine, and nothing the test looks at.
    const args = ['--mode', 'production', '--no-optimization-minimize'];
    const webpack = spawn(
      process.execPath,
      [path.join(REPO_ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), ...args],
      { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    webpack.stdout.on('data', (chunk) => (output += chunk));
    webpack.stderr.on('data', (chunk) => (output += chunk));
    webpack.once('error', reject);
    webpack.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`webpack for ${name} exited ${code}:\n${output}`)),
    );
  });
  return { dist: path.join(dir, 'dist'), dir, ms: Math.round(performance.now() - started) };
}

/** Every file under `dir`, relative. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** path -> mtime of every file under `dir`: compared before and after to show nothing was rebuilt. */
export function mtimesUnder(dir: string): Record<string, number> {
  return Object.fromEntries(filesUnder(dir).map((file) => [file, statSync(path.join(dir, file)).mtimeMs]));
}

/**
 * The entry files a browser or the page renderer fetches first: they name every other file, so
 * they are replaced last (server-build.json, the server build's version, last of all).
 */
const ENTRY_FILES = ['remoteEntry.js', 'mf-manifest.json', 'server/remoteEntry.js', 'server/server-build.json'];

/**
 * Deploys a remote's build into the folder its static host serves, as a release would: the new
 * content-hashed chunks first (old ones stay for pages still running the previous version), the
 * entry files last, so no browser ever loads an entry whose chunks are not there yet.
 */
export function deployRemote(dist: string, staticRoot: string): void {
  const files = filesUnder(dist);
  const entries = ENTRY_FILES.filter((f) => files.includes(f));
  for (const file of [...files.filter((f) => !ENTRY_FILES.includes(f)), ...entries]) {
    const target = path.join(staticRoot, file);
    mkdirSync(path.dirname(target), { recursive: true });
    // Copy then rename: the static host never serves a half-written file.
    copyFileSync(path.join(dist, file), `${target}.deploying`);
    renameSync(`${target}.deploying`, target);
  }
}
