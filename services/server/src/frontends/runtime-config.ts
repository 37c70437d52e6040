import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@nacho/contracts';
import { loadConfig, textFileWhenChanged } from '@nacho/core';

export { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@nacho/contracts';

const REMOTE_URL_VARIABLES: Record<RemoteName, string> = {
  explorer: 'REMOTE_EXPLORER_URL',
  contest: 'REMOTE_CONTEST_URL',
  admin: 'REMOTE_ADMIN_URL',
};

/** Remotes served by this process under /mfe/{name}/, unless REMOTE_{NAME}_URL points elsewhere. */
export function defaultRuntimeConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const config = loadConfig(env);
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, env[REMOTE_URL_VARIABLES[name]] || `/mfe/${name}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  return { apiBase: '', collectionName: config.collectionTick, imageGateways: config.ipfsGateways, remotes };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Overrides replace values; nested objects (remotes) merge key by key. */
export function mergeRuntimeConfig(base: RuntimeConfig, overrides: unknown): RuntimeConfig {
  if (!isPlainObject(overrides)) throw new Error('RUNTIME_CONFIG_FILE must hold a JSON object');
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? { ...current, ...value } : value;
  }
  return merged as unknown as RuntimeConfig;
}

/**
 * The runtime config provider of the all-in-one server: the defaults, with the JSON of
 * RUNTIME_CONFIG_FILE (when set) merged over them, so the file can change without a restart. It is
 * asked on every page request: the file is read and parsed again only when it changed (one stat a
 * call, where reading it cost four calls on the thread pool); a missing or broken file throws.
 */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): () => Promise<RuntimeConfig> {
  const defaults = defaultRuntimeConfig(env);
  const file = env.RUNTIME_CONFIG_FILE;
  if (!file) return async () => defaults;
  const fileText = textFileWhenChanged(file);
  let parsed: { text: string; config: RuntimeConfig } | undefined;
  return async () => {
    const text = fileText();
    if (text === undefined) throw new Error(`RUNTIME_CONFIG_FILE ${file} cannot be read`);
    if (parsed?.text !== text) parsed = { text, config: mergeRuntimeConfig(defaults, JSON.parse(text)) };
    return parsed.config;
  };
}
