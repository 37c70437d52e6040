import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from '@nacho/core';

/**
 * Cookie signing keys. Production must configure SESSION_KEYS; the embedded mode makes a key once
 * and keeps it in DATA_DIR so sessions survive restarts.
 */
export function resolveSessionKeys(config: Config): string[] {
  if (config.sessionKeys?.length) return config.sessionKeys;
  const file = path.join(config.dataDir, 'session-keys.json');
  try {
    const keys = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    if (Array.isArray(keys) && keys.length && keys.every((k) => typeof k === 'string' && k.length >= 32))
      return keys as string[];
  } catch {
    // missing or unreadable: make a new one below
  }
  const keys = [randomBytes(32).toString('base64url')];
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
