import {
  inlinedRuntimeConfig,
  parseRuntimeConfig,
  RUNTIME_CONFIG_ELEMENT_ID,
  RuntimeConfigError,
} from './runtime-config';

const remotes = {
  explorer: '/mfe/explorer/mf-manifest.json',
  contest: '/mfe/contest/mf-manifest.json',
  admin: '/mfe/admin/mf-manifest.json',
};

describe('parseRuntimeConfig', () => {
  it('accepts the served shape', () => {
    const config = {
      apiBase: 'https://api.example.org',
      collectionName: 'NACHO',
      imageGateways: ['https://ipfs.io/ipfs/'],
      remotes,
    };
    expect(parseRuntimeConfig(config)).toEqual(config);
  });

  it('fills in defaults for optional fields', () => {
    expect(parseRuntimeConfig({ remotes })).toEqual({
      apiBase: '',
      collectionName: 'NACHO',
      imageGateways: [],
      remotes,
    });
  });

  it('names a missing remote', () => {
    expect(() => parseRuntimeConfig({ remotes: { ...remotes, contest: '' } })).toThrow(
      new RuntimeConfigError('runtime config: remotes.contest must be a non-empty string'),
    );
    expect(() => parseRuntimeConfig([])).toThrow(RuntimeConfigError);
  });
});

describe('inlinedRuntimeConfig', () => {
  afterEach(() => document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove());

  function inline(text: string) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = RUNTIME_CONFIG_ELEMENT_ID;
    script.textContent = text;
    document.head.append(script);
  }

  it('reads the copy the server put into the page', () => {
    inline(JSON.stringify({ imageGateways: ['https://ipfs.io/ipfs/'], remotes }));
    expect(inlinedRuntimeConfig()).toEqual({
      apiBase: '',
      collectionName: 'NACHO',
      imageGateways: ['https://ipfs.io/ipfs/'],
      remotes,
    });
  });

  it('is undefined without a copy, or with a broken one (the fetched file then says what is wrong)', () => {
    expect(inlinedRuntimeConfig()).toBeUndefined();
    inline('{"remotes":');
    expect(inlinedRuntimeConfig()).toBeUndefined();
    document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)!.textContent = JSON.stringify({ remotes: { explorer: 'x' } });
    expect(inlinedRuntimeConfig()).toBeUndefined();
  });
});
