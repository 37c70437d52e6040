import type { RemoteName, RuntimeConfig } from './runtime-config';

/**
 * The contract between the page renderer host (services/page-render) and the shell's server build
 * (shell/src/server): what a first-view render is asked, what it answers, and how the page carries
 * the data it was rendered from for the browser's hydration.
 */

/** The id of the JSON data block that carries the server render's RTK Query data. */
export const SERVER_RENDER_STATE_ELEMENT_ID = 'server-render-state';

/** Where each remote's server build is, relative to its browser mf-manifest.json. */
export const SERVER_BUILD_DIR = 'server';
/** What a remote's server build writes beside its remoteEntry.js: the build's version. */
export const SERVER_BUILD_VERSION_FILE = 'server-build.json';

export interface ServerBuildVersion {
  /** A digest of every file of the server build: a new one means a new deploy. */
  version: string;
  /** The file name of the server container, in the same folder. */
  entry: string;
}

export interface PageRenderRequest {
  /** Path and query of the page, e.g. "/nft/42". */
  url: string;
  config: RuntimeConfig;
  /** Absolute origin the API reads go to (the browser's apiBase may be '' = same origin). */
  apiOrigin: string;
  /**
   * Absolute URL of each remote's server container (remoteEntry.js), versioned: a new URL loads
   * the remote again (a deploy); a missing one renders that remote's part on the client.
   */
  remoteEntries: Partial<Record<RemoteName, string>>;
  /** How long the route's first reads may take before the page renders without the rest (ms). */
  readBudgetMs: number;
  /** How long the render itself may wait for code (ms); what is not there is rendered on the client. */
  renderBudgetMs: number;
}

/** The RTK Query data embedded for hydration: the fulfilled queries and the tags they provide. */
export interface ServerRenderState {
  api: { queries: Record<string, unknown>; provided: unknown };
}

export interface PageRenderResult {
  /**
   * rendered: `html` is the app's markup, with `state`;
   * client: the route is rendered in the browser only (admin pages), nothing to embed.
   */
  kind: 'rendered' | 'client';
  html: string;
  state?: ServerRenderState;
  /** The remote whose route this is, if any. */
  remote?: RemoteName;
  /** True when every first read answered in time and the remote rendered: the HTML may be cached. */
  complete: boolean;
  /** Why a part was left to the browser (a remote down, a read that failed or timed out). */
  degraded: string[];
  /** How long the render took, by phase (ms). */
  timings: { reads: number; render: number };
}

/** What the shell's server build (dist/server/main.js) exports. */
export interface ShellServerModule {
  renderPage(request: PageRenderRequest): Promise<PageRenderResult>;
}

/** The server render's data block of the page, or undefined (a page rendered in the browser only). */
export function serverRenderState(doc: {
  getElementById(id: string): { textContent: string | null } | null;
}): ServerRenderState | undefined {
  const text = doc.getElementById(SERVER_RENDER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as ServerRenderState;
    return state && typeof state.api?.queries === 'object' ? state : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Redis key holding the id of the contest's newest live event (services/contest/src/live):
 * a page renderer without the contest's event bus reads it as the contest's data version.
 */
export const LIVE_EVENT_SEQUENCE_KEY = 'nacho:live:seq';
