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
  /** How long a remote's version is trusted before it is read again (ms); default 2 s. */
  ttlMs?: number;
  /** Deadline of one read of server-build.json (ms); default 1 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface RemoteServerEntries {
  /** The versioned server container URL of each remote that answered; a missing remote renders on the client. */
  entries: Partial<Record<RemoteName, string>>;
  /** The versions, for cache keys: a deploy of any remote is a new key. */
  key: string;
}

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
 * after the read). A remote whose file does not answer in time (down, not deployed with a server
 * build) is left out: its part of the page renders in the browser.
 */
export function remoteServerBuilds({
  origin,
  ttlMs = 2000,
  timeoutMs = 1000,
  fetch: fetchFn = fetch,
}: RemoteServerBuildsOptions) {
  const known = new Map<
    string,
    { at: number; version: Promise<ServerBuildVersion | undefined>; last?: ServerBuildVersion | null }
  >();

  const readVersion = async (folder: URL): Promise<ServerBuildVersion | undefined> => {
    try {
      const response = await fetchFn(new URL(SERVER_BUILD_VERSION_FILE, folder), {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) return undefined;
      const body = (await response.json()) as Partial<ServerBuildVersion>;
      return typeof body.version === 'string' && typeof body.entry === 'string'
        ? { version: body.version, entry: body.entry }
        : undefined;
    } catch {
      return undefined;
    }
  };

  /**
   * Within the ttl: the version read last. After it: the version read last still (pages are not held
   * up by a read of the static host), while a new read runs; the requests after it see what it read.
   */
  const versionOf = (folder: URL): Promise<ServerBuildVersion | undefined> => {
    const hit = known.get(folder.href);
    const now = Date.now();
    if (hit && now - hit.at < ttlMs) return hit.version;
    const version = readVersion(folder);
    const entry: { at: number; version: Promise<ServerBuildVersion | undefined>; last?: ServerBuildVersion | null } = {
      at: now,
      version,
      last: hit?.last,
    };
    known.set(folder.href, entry);
    void version.then((read) => {
      entry.last = read ?? null;
      entry.version = Promise.resolve(read);
    });
    return hit?.last === undefined ? version : Promise.resolve(hit.last ?? undefined);
  };

  return async (config: Pick<RuntimeConfig, 'remotes'>): Promise<RemoteServerEntries> => {
    const base = origin();
    const entries: Partial<Record<RemoteName, string>> = {};
    const versions = await Promise.all(
      REMOTE_NAMES.map(async (name) => {
        const folder = serverBuildUrl(config.remotes[name], base);
        const build = folder && (await versionOf(folder));
        if (!folder || !build) return `${name}:-`;
        const entry = new URL(build.entry, folder);
        entry.searchParams.set('v', build.version);
        entries[name] = entry.href;
        return `${name}:${build.version}`;
      }),
    );
    return { entries, key: versions.join(',') };
  };
}
