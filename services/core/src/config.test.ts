import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000, dataDir: path.resolve('./data'), collectionSource: 'demo', krc721Network: 'mainnet',
      collectionTick: 'NACHO', contestTz: 'Europe/Berlin', dailyLikeLimit: 100, syncIntervalMinutes: 10, embedded: true,
    });
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
    ['IPFS_GATEWAYS', 'ftp://gw'],
    ['ADMIN_PASSCODE_HASH', 'plaintext'],
  ])('rejects %s=%s naming the variable', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it('requires session keys in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_KEYS is required/);
    const keys = 'k'.repeat(32) + ',' + 'j'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_KEYS: keys }).sessionKeys).toEqual(['k'.repeat(32), 'j'.repeat(40)]);
  });

  it('parses lists and normalises URLs', () => {
    const c = loadConfig({ IPFS_GATEWAYS: 'http://a.test/ipfs, http://b.test/ipfs/', KRC721_API_URL: 'http://idx.test/', COLLECTION_TICK: 'nacho' });
    expect(c.ipfsGateways).toEqual(['http://a.test/ipfs/', 'http://b.test/ipfs/']);
    expect(c.krc721ApiUrl).toBe('http://idx.test');
    expect(c.collectionTick).toBe('NACHO');
  });

  it('is not embedded once PostgreSQL or Redis is configured', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db' }).embedded).toBe(false);
    expect(loadConfig({ REDIS_URL: 'redis://h:6379' }).embedded).toBe(false);
  });
});
