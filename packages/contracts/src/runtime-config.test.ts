import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const remotes = { explorer: '/mfe/explorer/mf-manifest.json', contest: '/mfe/contest/mf-manifest.json', admin: '/mfe/admin/mf-manifest.json' };

describe('parseRuntimeConfig', () => {
  it('accepts the served shape', () => {
    const config = { apiBase: 'https://api.example.org', collectionName: 'NACHO', imageGateways: ['https://ipfs.io/ipfs/'], remotes };
    expect(parseRuntimeConfig(config)).toEqual(config);
  });

  it('fills in defaults for optional fields', () => {
    expect(parseRuntimeConfig({ remotes })).toEqual({ apiBase: '', collectionName: 'NACHO', imageGateways: [], remotes });
  });

  it('names a missing remote', () => {
    expect(() => parseRuntimeConfig({ remotes: { ...remotes, contest: '' } })).toThrow(new RuntimeConfigError('runtime config: remotes.contest must be a non-empty string'));
    expect(() => parseRuntimeConfig([])).toThrow(RuntimeConfigError);
  });
});
