/**
 * The contract of /runtime-config.json: what services/server serves (frontends/runtime-config.ts)
 * and what the shell and the remotes read at boot.
 */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** The id of the JSON data block in which the all-in-one server inlines the config into the page. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

export const REMOTE_NAMES = ['explorer', 'contest', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RuntimeConfig {
  /** Origin of the HTTP API, e.g. "https://api.example.org"; '' means the page's own origin. */
  apiBase: string;
  collectionName: string;
  imageGateways: string[];
  /** The mf-manifest.json URL of each remote. */
  remotes: Record<RemoteName, string>;
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireString(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '')
    throw new RuntimeConfigError(`runtime config: ${field} must be a non-empty string`);
  return value;
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isRecord(value)) throw new RuntimeConfigError('runtime config: expected a JSON object');
  const remotes = isRecord(value.remotes) ? value.remotes : {};
  const gateways = Array.isArray(value.imageGateways) ? value.imageGateways : [];
  return {
    apiBase: typeof value.apiBase === 'string' ? value.apiBase : '',
    collectionName: typeof value.collectionName === 'string' && value.collectionName ? value.collectionName : 'NACHO',
    imageGateways: gateways.filter((gateway): gateway is string => typeof gateway === 'string'),
    remotes: {
      explorer: requireString(remotes.explorer, 'remotes.explorer'),
      contest: requireString(remotes.contest, 'remotes.contest'),
      admin: requireString(remotes.admin, 'remotes.admin'),
    },
  };
}

/** What inlinedRuntimeConfig reads of the page (a Document; typed here for services without the DOM types). */
export interface PageElements {
  getElementById(id: string): { textContent: string | null } | null;
}

/**
 * The config the server inlined into the page, or undefined (a static host serves the page as
 * built, or the copy is broken: then /runtime-config.json is fetched and reports what is wrong).
 */
export function inlinedRuntimeConfig(
  // No document in the server render (shell/src/server): nothing inlined there.
  doc: PageElements | undefined = typeof document === 'undefined' ? undefined : document,
): RuntimeConfig | undefined {
  const text = doc?.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseRuntimeConfig(JSON.parse(text));
  } catch {
    return undefined;
  }
}
