import path from 'node:path';
import { ConfigError, isSecretVariable, loadConfig } from './config';

const SIGNING_KEY = '0f'.repeat(32);

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      collectionSource: 'demo',
      krc721Network: 'mainnet',
      collectionTick: 'NACHO',
      contestTz: 'Europe/Berlin',
      dailyLikeLimit: 100,
      syncIntervalMinutes: 10,
      activityReadThreads: 2,
      embedded: true,
    });
    expect(loadConfig({ ACTIVITY_READ_THREADS: '0' }).activityReadThreads).toBe(0);
    expect(c.ipfsGateways).toHaveLength(3);
    expect(c.databaseUrl).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['CONTEST_TZ', 'Mars/Olympus'],
    ['COLLECTION_SOURCE', 'opensea'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://x'],
    ['DAILY_LIKE_LIMIT', '0'],
    ['SIGN_IN_RATE_LIMIT', '0'],
    ['SIGN_IN_RATE_LIMIT', 'many'],
    ['IPFS_GATEWAYS', 'ftp://gw'],
    ['ADMIN_PASSCODE_HASH', 'plaintext'],
  ])('rejects %s=%s naming the variable', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it('requires session keys in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_KEYS is required/);
    const keys = 'k'.repeat(32) + ',' + 'j'.repeat(40);
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_KEYS: keys, CONTEST_SIGNING_KEY: SIGNING_KEY }).sessionKeys,
    ).toEqual(['k'.repeat(32), 'j'.repeat(40)]);
  });

  it('requires the contest signing key in production, and reads retired keys with their validity', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_KEYS: 'k'.repeat(32) })).toThrow(
      /CONTEST_SIGNING_KEY is required when NODE_ENV=production .*give every contest replica and worker of the deployment the same one/,
    );
    expect(() => loadConfig({ CONTEST_SIGNING_KEY: 'xyz' })).toThrow(
      'Invalid configuration: CONTEST_SIGNING_KEY must be an Ed25519 private key: 64 hex digits (see README, "Signing keys") (the value is secret and not shown)',
    );
    const retired = 'AB'.repeat(32);
    const config = loadConfig({
      CONTEST_SIGNING_KEY: SIGNING_KEY.toUpperCase(),
      CONTEST_SIGNING_KEY_SINCE: '2026-11-01T00:00:00Z',
      CONTEST_RETIRED_KEYS: `${retired}@/2026-11-01T00:00:00Z, ${'cd'.repeat(32)}@2026-01-01T00:00:00Z/2026-06-01T00:00:00Z`,
    });
    expect(config.contestSigning).toEqual({
      privateKeyHex: SIGNING_KEY,
      since: '2026-11-01T00:00:00.000Z',
      retired: [
        { publicKeyHex: 'ab'.repeat(32), validFrom: null, validUntil: '2026-11-01T00:00:00.000Z' },
        {
          publicKeyHex: 'cd'.repeat(32),
          validFrom: '2026-01-01T00:00:00.000Z',
          validUntil: '2026-06-01T00:00:00.000Z',
        },
      ],
    });
    expect(() => loadConfig({ CONTEST_RETIRED_KEYS: `${retired}@2026-01-01` })).toThrow(/HEX@FROM\/UNTIL/);
  });

  it('parses lists and normalises URLs', () => {
    const c = loadConfig({
      IPFS_GATEWAYS: 'http://a.test/ipfs, http://b.test/ipfs/',
      KRC721_API_URL: 'http://idx.test/',
      COLLECTION_TICK: 'nacho',
    });
    expect(c.ipfsGateways).toEqual(['http://a.test/ipfs/', 'http://b.test/ipfs/']);
    expect(c.krc721ApiUrl).toBe('http://idx.test');
    expect(c.krc721ApiUrls).toEqual(['http://idx.test']);
    expect(loadConfig({ KRC721_API_URLS: 'http://a.test/, http://b.test' }).krc721ApiUrls).toEqual([
      'http://a.test',
      'http://b.test',
    ]);
    expect(c.collectionTick).toBe('NACHO');
  });

  it('is not embedded once PostgreSQL or Redis is configured', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db' }).embedded).toBe(false);
    expect(loadConfig({ REDIS_URL: 'redis://h:6379' }).embedded).toBe(false);
  });
});

describe('loadConfig errors and secrets', () => {
  const SECRET = 'hunter2-top-secret-value';
  const errorOf = (env: Record<string, string>): ConfigError => {
    try {
      loadConfig(env);
    } catch (err) {
      if (err instanceof ConfigError) return err;
      throw err;
    }
    throw new Error('loadConfig accepted the environment');
  };

  it.each([
    ['SESSION_KEYS', `${'k'.repeat(40)},${SECRET}`, 'each key must be at least 32 characters (item 2 of the list)'],
    ['ADMIN_PASSCODE_HASH', `scrypt$${SECRET}`, 'must be scrypt$N$r$p$salt$hash'],
    ['DATABASE_URL', `mysql://nacho:${SECRET}@db.internal:3306/nacho`, 'must start with postgres:// or postgresql://'],
    ['REDIS_URL', `http://default:${SECRET}@cache.internal:6379`, 'must start with redis:// or rediss://'],
    ['KRC721_API_URL', `ftp://reader:${SECRET}@indexer.example`, 'must be an http(s) URL'],
    [
      'IPFS_GATEWAYS',
      `https://ipfs.io/ipfs/, ftp://pin:${SECRET}@gw.example/ipfs/`,
      'must be an http(s) URL (item 2 of the list)',
    ],
    ['PUBLIC_ORIGIN', `https://admin:${SECRET}@nacho.example`, 'must be the site origin only'],
  ])('names %s and what is wrong, never its value', (variable, value, reason) => {
    const err = errorOf({ [variable]: value });
    expect(err.variable).toBe(variable);
    expect(err.message.startsWith(`Invalid configuration: ${variable} ${reason}`)).toBe(true);
    expect(err.message).not.toContain(SECRET);
    expect(err.message).toMatch(/not shown/);
  });

  it('still shows a plain value that is wrong', () => {
    expect(errorOf({ CONTEST_TZ: 'Mars/Olympus' }).message).toContain('(got "Mars/Olympus")');
  });

  it('counts every secret-like name as secret', () => {
    for (const name of [
      'SESSION_KEYS',
      'ADMIN_PASSCODE_HASH',
      'OIDC_CLIENT_SECRET',
      'DATABASE_URL',
      'REDIS_URL',
      'API_TOKEN',
      'SMTP_PASSWORD',
      'SIGNING_KEY',
    ]) {
      expect([name, isSecretVariable(name)]).toEqual([name, true]);
    }
    for (const name of ['PORT', 'CONTEST_TZ', 'OIDC_CLIENT_ID', 'ADMIN_WALLETS', 'PUBLIC_ORIGIN', 'KRC721_API_URL']) {
      expect([name, isSecretVariable(name)]).toEqual([name, false]);
    }
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('is unset by default and keeps only the origin', () => {
    expect(loadConfig({}).publicOrigin).toBeUndefined();
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://nacho.example' }).publicOrigin).toBe('https://nacho.example');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Nacho.Example/' }).publicOrigin).toBe('https://nacho.example');
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:3000' }).publicOrigin).toBe('http://localhost:3000');
  });

  it.each([
    'nacho.example',
    'https://nacho.example/explorer',
    'https://nacho.example?x=1',
    'https://nacho.example#top',
    'ftp://nacho.example',
    'https://u@nacho.example',
  ])('rejects %s', (value) => {
    expect(() => loadConfig({ PUBLIC_ORIGIN: value })).toThrow(
      /^Invalid configuration: PUBLIC_ORIGIN must be the site origin only/,
    );
  });
});
