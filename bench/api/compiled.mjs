/** The compiled (dist) workspaces the benchmark runs; `npx tsc -b` builds them. */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

/** require() of a workspace's compiled file, with a clear hint when it has not been built. */
export function requireCompiled(relativePath) {
  const file = path.join(root, relativePath);
  if (!existsSync(file)) {
    console.error(`Missing ${relativePath}: build first with "npx tsc -b" (from ${root}).`);
    process.exit(2);
  }
  return require(file);
}
