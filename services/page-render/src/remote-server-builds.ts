import {
  REMOTE_NAMES,
  SERVER_BUILD_DIR,
  SERVER_BUILD_VERSION_FILE,
  type RemoteName,
  type RuntimeConfig,
  type ServerBuildVersion,
} from '@nacho/contracts';

export interface RemoteServerBuildsOptions {
  /** Origin that relative remote URLs of the runtime config resolve against (this server, or the edge). */
  origin: () => string | undefined;
  /** How long a remote's version is trusted before it is read again (ms); default REMOTE_VERSION_TTL_MS. */
  ttlMs?: number;
  /** Deadline of one read of server-build.json (ms); default 1 s. */
  timeoutMs?: number;
  /**
   * How long the version read last stays in use while reads fail without an answer (timeouts,
   * resets), ms; default 30 s. A definite answer (404, an invalid file) drops the remote at once.
   */
  keepOnFailureMs?: number;
  fetch?: typeof fetch;
}

export interface RemoteServerEntries {
  /** The versioned server container URL of each remote that answered; a missing remote renders on the client. */
  entries: Partial<Record<RemoteName, string>>;
  /** The versions, for cache keys: a deploy of any remote is a new key. */
  key: string;
}

/**
 * How long a remote's version is trusted by default: 10 s. A read is a request to each remote's static
 * host, and on this project's 2-core machine the three of them cost the server about 25 ms of CPU
 * (fetch's connections and lookups, and the host answering), five times a cached page's own cost. At
 * 2 s nearly every page of a site visited every few seconds paid it, while the browser was parsing
 * that page (BENCHMARKS.md, twentieth session). A remote deployed alone shows in the server's HTML
 * within this time; until then its pages are rendered with the code before it and the browser's new
 * code renders over them, as it did within the 2 s before.
 */
export const REMOTE_VERSION_TTL_MS = 10_000;

/** The server build folder of a remote, from its browser manifest URL (…/mf-manifest.json -> …/server/). */
export function serverBuildUrl(manifestUrl: string, origin: string | undefined): URL | undefined {
  try {
    return new URL(`${SERVER_BUILD_DIR}/`, new URL(manifestUrl, origin));
  } catch {
    return undefined;
  }
}

/**
 * Where each remote's server code is, and which version: read from server-build.json on the
 * remote's static host (beside its browser build), at most once per `ttlMs` per remote, the reads
 * in flight shared, and in the background once a version is known (a deploy shows from the request
 * after the read). A remote without a server build (its host says so) is left out at once: its part
 * of the page renders in the browser. One whose host does not answer in time keeps the version read
 * last for `keepOnFailureMs`, then is left out too: one slow read on a busy machine must not change
 * every page's cache key and send it out without that remote.
 */
export function remoteServerBuilds({
  origin,
  ttlMs = REMOTE_VERSION_TTL_MS,
  timeoutMs = 1000,
  keepOnFailureMs = 30_000,
  fetch: fetchFn = fetch,
}: RemoteServerBuildsOptions) {
  interface Known {
    /** When the read behind `version` started. */
    at: number;
    reading: boolean;
    /** The first read's answer, which the pages asked before any version was known wait for. */
    version: Promise<ServerBuildVersion | undefined>;
    /** What the reads settled on: the version, or null for none; undefined before the first read ends. */
    last?: ServerBuildVersion | null;
    /** When a read last brought a version. */
    answeredAt?: number;
  }
  const known = new Map<string, Known>();

  /** The remote's version; null: the host answered that there is none; 'no answer': it did not answer in time. */
  const readVersion = async (folder: URL): Promise<ServerBuildVersion | null | 'no answer'> => {
    try {
      const response = await fetchFn(new URL(SERVER_BUILD_VERSION_FILE, folder), {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) return null;
      const body = (await response.json()) as Partial<ServerBuildVersion>;
      return typeof body.version === 'string' && typeof body.entry === 'string'
        ? { version: body.version, entry: body.entry }
        : null;
    } catch {
      // Refused, reset, timed out, or the body broke off.
      return 'no answer';
    }
  };

  /** What a read makes of the remote: a read without an answer keeps the version for a while. */
  const settle = (entry: Known, read: ServerBuildVersion | null | 'no answer'): ServerBuildVersion | undefined => {
    if (read !== 'no answer') {
      entry.last = read;
      if (read) entry.answeredAt = Date.now();
    } else if (!entry.last || entry.answeredAt === undefined || Date.now() - entry.answeredAt >= keepOnFailureMs) {
      entry.last = null;
    }
    // Otherwise a busy or restarting static host: the pages keep rendering with the remote's server code.
    return entry.last ?? undefined;
  };

  /**
   * Within the ttl: the version read last. After it: the version read last still (pages are not held
   * up by a read of the static host), while a new read runs; the requests after it see what it read.
   */
  const versionOf = (folder: URL): Promise<ServerBuildVersion | undefined> => {
    const hit = known.get(folder.href);
    const now = Date.now();
    // One read at a time per remote: a host that hangs is not asked again until its read gives up.
    if (hit && (hit.reading || now - hit.at < ttlMs))
      return hit.last === undefined ? hit.version : Promise.resolve(hit.last ?? undefined);
    const entry: Known = { at: now, reading: true, version: Promise.resolve(undefined), last: hit?.last };
    if (hit?.answeredAt !== undefined) entry.answeredAt = hit.answeredAt;
    const read = () =>
      readVersion(folder).then((answer) => {
        entry.reading = false;
        return settle(entry, answer);
      });
    known.set(folder.href, entry);
    if (hit?.last === undefined) return (entry.version = read());
    // A version is known: the page goes out with it, and the read starts once the page's turn of the
    // event loop is over. Started inside it, the fetch's setup (and, for a host named localhost, a
    // lookup on the thread pool) ran before the page's first byte, on one page request every ttl.
    setImmediate(read);
    return Promise.resolve(hit.last ?? undefined);
  };

  // Every page asks for these: the URLs are made once per remote URL and version, not per page
  // (twelve URL objects a page, about 5 % of a cached page's CPU in a profile).
  const folders = new Map<string, URL | undefined>();
  const folderOf = (manifestUrl: string, base: string | undefined) => {
    const key = `${base ?? ''} ${manifestUrl}`;
    if (!folders.has(key)) {
      if (folders.size >= 64) folders.clear();
      folders.set(key, serverBuildUrl(manifestUrl, base));
    }
    return folders.get(key);
  };
  const entryHrefs = new WeakMap<ServerBuildVersion, Map<string, string>>();
  const entryHrefOf = (build: ServerBuildVersion, folder: URL) => {
    let byFolder = entryHrefs.get(build);
    if (!byFolder) entryHrefs.set(build, (byFolder = new Map()));
    let href = byFolder.get(folder.href);
    if (href === undefined) {
      const entry = new URL(build.entry, folder);
      entry.searchParams.set('v', build.version);
      byFolder.set(folder.href, (href = entry.href));
    }
    return href;
  };

  return async (config: Pick<RuntimeConfig, 'remotes'>): Promise<RemoteServerEntries> => {
    const base = origin();
    const entries: Partial<Record<RemoteName, string>> = {};
    const versions = await Promise.all(
      REMOTE_NAMES.map(async (name) => {
        const folder = folderOf(config.remotes[name], base);
        const build = folder && (await versionOf(folder));
        if (!folder || !build) return `${name}:-`;
        entries[name] = entryHrefOf(build, folder);
        return `${name}:${build.version}`;
      }),
    );
    return { entries, key: versions.join(',') };
  };
}
