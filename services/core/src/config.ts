import path from 'node:path';
import { z } from 'zod';

/** Thrown at start-up when an environment variable is invalid; names the variable and why. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Invalid configuration: ${variable} ${reason}`);
    this.name = 'ConfigError';
  }
}

const DEFAULT_GATEWAYS = ['https://ipfs.io/ipfs/', 'https://dweb.link/ipfs/', 'https://gateway.pinata.cloud/ipfs/'];

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** http(s)://host[:port] and nothing else (no path, query, fragment or credentials); a trailing slash is allowed. */
const isOrigin = (value: string) => {
  try {
    const url = new URL(value);
    return (
      /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.username && !url.password && !/[?#]/.test(value)
    );
  } catch {
    return false;
  }
};

const csv = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  COLLECTION_SOURCE: z.enum(['demo', 'krc721']).default('demo'),
  KRC721_API_URL: httpUrl.default('https://mainnet.krc721.stream'),
  KRC721_API_URLS: z
    .string()
    .optional()
    .transform((v) => (v ? csv(v) : undefined))
    .pipe(z.array(httpUrl).min(1, 'must list at least one indexer URL').optional()),
  KRC721_NETWORK: z.enum(['mainnet', 'testnet-10']).default('mainnet'),
  COLLECTION_TICK: z
    .string()
    .regex(/^[A-Za-z0-9]{1,10}$/, 'must be 1-10 letters or digits')
    .default('NACHO'),
  IPFS_GATEWAYS: z
    .string()
    .optional()
    .transform((v) => (v ? csv(v) : DEFAULT_GATEWAYS))
    .pipe(z.array(httpUrl).min(1, 'must list at least one gateway')),
  CONTEST_TZ: z.string().default('Europe/Berlin').refine(isTimeZone, 'must be an IANA time zone such as Europe/Berlin'),
  DAILY_LIKE_LIMIT: z.coerce.number().int().min(1).max(10000).default(100),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(100000).default(30),
  ADMIN_PASSCODE_HASH: z
    .string()
    .regex(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/, 'must be scrypt$N$r$p$salt$hash (see README)')
    .optional(),
  SESSION_KEYS: z
    .string()
    .optional()
    .transform((v) => (v ? csv(v) : undefined))
    .pipe(z.array(z.string().min(32, 'each key must be at least 32 characters')).optional()),
  CONTEST_SIGNING_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be an Ed25519 private key: 64 hex digits (see README, "Signing keys")')
    .optional(),
  CONTEST_SIGNING_KEY_SINCE: z.iso
    .datetime({ message: 'must be an ISO 8601 time, e.g. 2026-12-01T00:00:00Z' })
    .optional(),
  CONTEST_RETIRED_KEYS: z
    .string()
    .optional()
    .transform((v) => (v ? csv(v) : []))
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^[0-9a-fA-F]{64}@[^/@]*\/[^/@]+$/,
            'must list retired public keys as HEX@FROM/UNTIL (64 hex digits, ISO times; FROM may be empty)',
          )
          .refine((entry) => {
            const [, from, until] = entry.split(/[@/]/);
            return (!from || !Number.isNaN(Date.parse(from))) && !Number.isNaN(Date.parse(until!));
          }, 'must give ISO times in HEX@FROM/UNTIL'),
      ),
    ),
  SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((v) => (v ? csv(v) : []))
    .pipe(z.array(z.url({ protocol: /^https?$/, message: 'must list http(s) origins' }))),
  PUBLIC_ORIGIN: z
    .string()
    .refine(isOrigin, 'must be the site origin only, http(s)://host[:port] without a path (e.g. https://nacho.example)')
    .optional(),
  CONTEST_API_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  ADMIN_WALLETS: z
    .string()
    .optional()
    .transform((v) => (v ? csv(v).map((a) => a.toLowerCase()) : []))
    .pipe(z.array(z.string().regex(/^kaspa(test)?:[a-z0-9]{40,100}$/, 'must list kaspa: addresses'))),
  OIDC_ISSUER: httpUrl.optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  CONTEST_HOLDERS_ONLY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  PAGE_RENDER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  PAGE_RENDER_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  PAGE_RENDER_ORIGIN: httpUrl.optional(),
  MARKET_SOURCE: z.enum(['demo', 'kaspacom']).default('demo'),
  KASPACOM_API_URL: httpUrl.default('https://api.kaspa.com'),
  STACK_PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  INSTANCE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1-64 letters, digits, dots, dashes or underscores')
    .optional(),
  METRICS_PORT: z
    .string()
    .default('9464')
    .refine(
      (v) => v === 'off' || (/^\d{1,5}$/.test(v) && Number(v) <= 65535),
      'must be a port (1-65535), or 0 or "off" to serve no metrics',
    )
    .transform((v) => (v === 'off' || Number(v) === 0 ? null : Number(v))),
  METRICS_HOST: z
    .union([z.ipv4(), z.ipv6(), z.literal('localhost')], {
      message: 'must be an IP address to listen on (default 127.0.0.1), e.g. 0.0.0.0 inside a container',
    })
    .default('127.0.0.1'),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 31)
    .optional(),
  BACKUP_SCHEDULE: z
    .string()
    .regex(/^(\S+\s+){4,5}\S+$/, 'must be a cron pattern (5 or 6 fields), e.g. "0 3 * * *"')
    .optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10000).default(14),
  PREVIEW_RENDER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  ACTIVITY_READ_THREADS: z.coerce.number().int().min(0).max(64).default(2),
  PREVIEW_RENDER_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  PREVIEW_COLD_RENDERS_PER_IP: z.coerce.number().int().min(0).max(100000).default(30),
  PREVIEW_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  EVENT_STREAMS_PER_IP: z.coerce.number().int().min(1).max(100000).default(20),
  EXPORTS_PER_IP: z.coerce.number().int().min(0).max(100000).default(30),
  EXPORTS_AT_ONCE: z.coerce.number().int().min(1).max(1000).default(4),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  collectionSource: 'demo' | 'krc721';
  /** The first of krc721ApiUrls. */
  krc721ApiUrl: string;
  /** KRC721_API_URLS (or KRC721_API_URL alone): indexers tried in order, the next when one fails. */
  krc721ApiUrls: string[];
  krc721Network: 'mainnet' | 'testnet-10';
  collectionTick: string;
  ipfsGateways: string[];
  contestTz: string;
  dailyLikeLimit: number;
  /** Sign-in calls (wallet challenges and verifies, OIDC starts) one client IP may make per 10 minutes. */
  signInRateLimit: number;
  adminPasscodeHash?: string;
  sessionKeys?: string[];
  /**
   * The contest's Ed25519 key that signs like receipts and month seals (CONTEST_SIGNING_KEY, the
   * 32-byte private key in hex; required in production, else made once in DATA_DIR), since when it
   * signs (CONTEST_SIGNING_KEY_SINCE), and the public keys it replaced with their validity
   * (CONTEST_RETIRED_KEYS): all are listed at GET /api/contest/keys.
   */
  contestSigning: {
    privateKeyHex?: string;
    since?: string;
    retired: Array<{ publicKeyHex: string; validFrom: string | null; validUntil: string }>;
  };
  syncIntervalMinutes: number;
  trustProxy: boolean;
  logLevel: string;
  /** Origins besides the site's own that may send mutating requests (Origin check). */
  allowedOrigins: string[];
  /**
   * The site's public origin (PUBLIC_ORIGIN): the wallet sign-in message names it and sign-in
   * requests from another Host or Origin are refused. Unset: the request's own origin.
   */
  publicOrigin?: string;
  /**
   * Where the nft service reads contest data for link previews (CONTEST_API_URL, e.g.
   * http://contest:3000). Unset: the all-in-one server asks itself; a lone nft service shows the
   * site's defaults on contest pages.
   */
  contestApiUrl?: string;
  /** Lower-cased Kaspa addresses whose wallet sign-in is an admin session. */
  adminWallets: string[];
  /** OpenID Connect sign-in; undefined when OIDC_ISSUER/OIDC_CLIENT_ID are unset. */
  oidc?: { issuer: string; clientId: string; clientSecret?: string };
  contestHoldersOnly: boolean;
  /**
   * The first view of the pages rendered on the server (PAGE_RENDER, default true; false: every
   * page is rendered in the browser, as before issue 37) on PAGE_RENDER_THREADS worker threads.
   */
  pageRender: {
    enabled: boolean;
    threads: number;
    /**
     * Where a lone nft service reads the API, the runtime config and the remotes for the pages'
     * first view (PAGE_RENDER_ORIGIN: the edge, e.g. http://edge); unset there: the browser renders
     * them. The all-in-one server uses its own URL.
     */
    origin?: string;
  };
  marketSource: 'demo' | 'kaspacom';
  kaspacomApiUrl: string;
  stackPort: number;
  /** The X-Instance header of every answer (e.g. contest-2); unset: service name and PID. */
  instanceName?: string;
  /** One process on SQLite with inline jobs: neither DATABASE_URL nor REDIS_URL is set. */
  embedded: boolean;
  /** Port of the Prometheus metrics listener (METRICS_PORT, default 9464); null: no metrics listener (0 or "off"). */
  metricsPort: number | null;
  /** Address the metrics listener binds (METRICS_HOST): 127.0.0.1, never the public interface unless set so. */
  metricsHost: string;
  /** Where `npm run backup` and the scheduled backup write (BACKUP_DIR, default DATA_DIR/backups). */
  backupDir: string;
  /** The worker's scheduled backup: off unless BACKUP_SCHEDULE (cron) or BACKUP_INTERVAL_HOURS is set. */
  backupSchedule?: { cron: string } | { everyMs: number };
  /** Scheduled backups kept (the oldest are deleted). */
  backupKeep: number;
  /** Link-preview cards rendered at once (PREVIEW_RENDER_THREADS); unset: os.availableParallelism(). */
  previewRenderThreads?: number;
  /** SQLite: threads reading the activity feed and histories (ACTIVITY_READ_THREADS); 0: the service's own thread. */
  activityReadThreads: number;
  /** Cold cards that may wait for a render thread (PREVIEW_RENDER_QUEUE); beyond, the default card. */
  previewRenderQueue: number;
  /** Cold card renders one address may cause a minute (PREVIEW_COLD_RENDERS_PER_IP); 0: no limit. */
  previewColdRendersPerIp: number;
  /** Rendered cards kept, in Redis when configured, else in memory (PREVIEW_CACHE_MB). */
  previewCacheMb: number;
  /** Event streams (GET /api/likes/stream) one address may hold open (EVENT_STREAMS_PER_IP). */
  eventStreamsPerIp: number;
  /** Month like exports (likes.csv/json) one address may download a minute, a 304 free (EXPORTS_PER_IP); 0: no limit. */
  exportsPerIp: number;
  /** Month like exports one process streams at once (EXPORTS_AT_ONCE); 4 times as many may wait, the rest get 503. */
  exportsAtOnce: number;
}

/**
 * Variables that hold a secret or may carry one (a password in a URL): an error names the
 * variable and what is wrong, never the value. Besides these, any name that sounds secret.
 */
const SECRET_VARIABLES = new Set([
  'SESSION_KEYS',
  'CONTEST_SIGNING_KEY',
  'ADMIN_PASSCODE_HASH',
  'OIDC_CLIENT_SECRET',
  'DATABASE_URL',
  'REDIS_URL',
]);
const SECRET_NAME = /(^|_)(SECRETS?|PASSWORDS?|PASSWD|PASSCODES?|TOKENS?|KEYS?|HASH|CREDENTIALS?|PRIVATE|AUTH)(_|$)/;

export const isSecretVariable = (name: string) => SECRET_VARIABLES.has(name) || SECRET_NAME.test(name);

/** What an error may say about the value: nothing for a secret or a value with credentials (user:password@), else the value. */
function describeValue(variable: string, path: readonly PropertyKey[], value: string | undefined): string {
  const item = typeof path[1] === 'number' ? ` (item ${path[1] + 1} of the list)` : '';
  if (isSecretVariable(variable)) return `${item} (the value is secret and not shown)`;
  if (value?.includes('@')) return `${item} (the value is not shown: it may carry credentials)`;
  const shown = value ?? '';
  return `${item} (got ${JSON.stringify(shown.length > 200 ? `${shown.slice(0, 200)}…` : shown)})`;
}

/** Parses and validates the environment once. Unset or empty variables take their defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    throw new ConfigError(variable, `${issue.message}${describeValue(variable, issue.path, present[variable])}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SESSION_KEYS) {
    throw new ConfigError(
      'SESSION_KEYS',
      'is required when NODE_ENV=production (comma-separated, 32+ characters each)',
    );
  }
  if (e.NODE_ENV === 'production' && !e.CONTEST_SIGNING_KEY) {
    throw new ConfigError(
      'CONTEST_SIGNING_KEY',
      'is required when NODE_ENV=production (the Ed25519 key that signs like receipts and month seals: 64 hex digits, e.g. from `openssl rand -hex 32`; give every contest replica and worker of the deployment the same one)',
    );
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    collectionSource: e.COLLECTION_SOURCE,
    krc721ApiUrl: (e.KRC721_API_URLS?.[0] ?? e.KRC721_API_URL).replace(/\/+$/, ''),
    krc721ApiUrls: (e.KRC721_API_URLS ?? [e.KRC721_API_URL]).map((u) => u.replace(/\/+$/, '')),
    krc721Network: e.KRC721_NETWORK,
    collectionTick: e.COLLECTION_TICK.toUpperCase(),
    ipfsGateways: e.IPFS_GATEWAYS.map((g) => (g.endsWith('/') ? g : `${g}/`)),
    contestTz: e.CONTEST_TZ,
    dailyLikeLimit: e.DAILY_LIKE_LIMIT,
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    adminPasscodeHash: e.ADMIN_PASSCODE_HASH,
    sessionKeys: e.SESSION_KEYS,
    contestSigning: {
      privateKeyHex: e.CONTEST_SIGNING_KEY?.toLowerCase(),
      since: e.CONTEST_SIGNING_KEY_SINCE ? new Date(e.CONTEST_SIGNING_KEY_SINCE).toISOString() : undefined,
      retired: e.CONTEST_RETIRED_KEYS.map((entry) => {
        const [hex, from, until] = entry.split(/[@/]/) as [string, string, string];
        return {
          publicKeyHex: hex.toLowerCase(),
          validFrom: from ? new Date(from).toISOString() : null,
          validUntil: new Date(until).toISOString(),
        };
      }),
    },
    syncIntervalMinutes: e.SYNC_INTERVAL_MINUTES,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    allowedOrigins: e.ALLOWED_ORIGINS.map((o) => new URL(o).origin),
    publicOrigin: e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).origin : undefined,
    contestApiUrl: e.CONTEST_API_URL?.replace(/\/+$/, ''),
    adminWallets: e.ADMIN_WALLETS,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : undefined,
    contestHoldersOnly: e.CONTEST_HOLDERS_ONLY,
    pageRender: {
      enabled: e.PAGE_RENDER,
      threads: e.PAGE_RENDER_THREADS,
      origin: e.PAGE_RENDER_ORIGIN ? new URL(e.PAGE_RENDER_ORIGIN).origin : undefined,
    },
    marketSource: e.MARKET_SOURCE,
    kaspacomApiUrl: e.KASPACOM_API_URL.replace(/\/+$/, ''),
    stackPort: e.STACK_PORT,
    instanceName: e.INSTANCE_NAME,
    embedded: !e.DATABASE_URL && !e.REDIS_URL,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    backupDir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(path.resolve(e.DATA_DIR), 'backups'),
    backupSchedule: e.BACKUP_SCHEDULE
      ? { cron: e.BACKUP_SCHEDULE }
      : e.BACKUP_INTERVAL_HOURS
        ? { everyMs: Math.round(e.BACKUP_INTERVAL_HOURS * 3_600_000) }
        : undefined,
    backupKeep: e.BACKUP_KEEP,
    previewRenderThreads: e.PREVIEW_RENDER_THREADS,
    activityReadThreads: e.ACTIVITY_READ_THREADS,
    previewRenderQueue: e.PREVIEW_RENDER_QUEUE,
    previewColdRendersPerIp: e.PREVIEW_COLD_RENDERS_PER_IP,
    previewCacheMb: e.PREVIEW_CACHE_MB,
    eventStreamsPerIp: e.EVENT_STREAMS_PER_IP,
    exportsPerIp: e.EXPORTS_PER_IP,
    exportsAtOnce: e.EXPORTS_AT_ONCE,
  };
}
