import { loadRuntimeConfig } from './runtime-config';

const CONFIG = {
  apiBase: '',
  collectionName: 'NACHO',
  imageGateways: ['https://ipfs.io/ipfs/'],
  remotes: {
    explorer: '/mfe/explorer/mf-manifest.json',
    contest: '/mfe/contest/mf-manifest.json',
    admin: '/mfe/admin/mf-manifest.json',
  },
};

function inlineBlock(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'runtime-config';
  block.textContent = text;
  document.head.append(block);
}

describe('loadRuntimeConfig', () => {
  const fetched: string[] = [];

  beforeEach(() => {
    fetched.length = 0;
    globalThis.fetch = ((url: string) => {
      fetched.push(url);
      // jsdom has no Response: the two members fetchRuntimeConfig reads.
      return Promise.resolve({
        ok: true,
        status: 200,
        json: () => Promise.resolve({ ...CONFIG, collectionName: 'FETCHED' }),
      });
    }) as unknown as typeof fetch;
  });
  afterEach(() => document.getElementById('runtime-config')?.remove());

  it('reads the config the server inlined into the page, without a request', async () => {
    inlineBlock(JSON.stringify(CONFIG));

    await expect(loadRuntimeConfig()).resolves.toEqual(CONFIG);
    expect(fetched).toEqual([]);
  });

  it('fetches /runtime-config.json when the page carries none (a static host serves the page as built)', async () => {
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ collectionName: 'FETCHED' });
    expect(fetched).toEqual(['/runtime-config.json']);
  });

  it('fetches /runtime-config.json when the inlined copy is broken, so its error is the one shown', async () => {
    inlineBlock('{"remotes": ');

    await expect(loadRuntimeConfig()).resolves.toMatchObject({ collectionName: 'FETCHED' });
    expect(fetched).toEqual(['/runtime-config.json']);
  });
});
