#!/usr/bin/env node
/**
 * Copies Scalar's standalone browser bundle (one self-contained script) from the dev dependency
 * @scalar/api-reference into services/core/build/api-reference/scalar-api-reference-<version>.js,
 * where /api/docs serves it from (services/core/src/http/api-docs/renderer-bundle.ts). The services
 * depend on no Scalar package: the production image keeps this copy and prunes the dev dependency.
 * Run by `npm ci`/`npm install` (prepare) and by scripts/build-frontends.mjs; a no-op when the copy
 * is there already.
 *
 *   node scripts/vendor-api-reference.mjs
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const API_REFERENCE_DIR = path.join(root, 'services', 'core', 'build', 'api-reference');
const packageDir = path.join(root, 'node_modules', '@scalar', 'api-reference');

/** Copies the bundle of the installed version unless it is there; returns the file. */
export function vendorApiReference({ log = console.log } = {}) {
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const file = path.join(API_REFERENCE_DIR, `scalar-api-reference-${version}.js`);
  if (existsSync(file)) return file;
  rmSync(API_REFERENCE_DIR, { recursive: true, force: true });
  mkdirSync(API_REFERENCE_DIR, { recursive: true });
  copyFileSync(path.join(packageDir, 'dist', 'browser', 'standalone.js'), file);
  log(`vendor-api-reference: ${path.relative(root, file)} (from @scalar/api-reference ${version})`);
  return file;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!existsSync(packageDir)) {
    // `npm ci --omit=dev` installs no dev dependency: a copy made before stays as it is.
    console.log('vendor-api-reference: @scalar/api-reference is not installed; nothing to copy');
  } else vendorApiReference();
}
