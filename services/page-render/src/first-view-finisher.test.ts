import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RuntimeConfig } from '@nacho/contracts';
import { firstViewFinisher, firstViewHeader, runtimeConfigFrom, setFirstViewHeaders } from './first-view-finisher';
import type { FirstViewOutcome, PageRenderer, RenderedFirstView } from './page-renderer';

const config: RuntimeConfig = {
  apiBase: '',
  collectionName: 'NACHO',
  imageGateways: [],
  remotes: { explorer: '/e/mf-manifest.json', contest: '/c/mf-manifest.json', admin: '/a/mf-manifest.json' },
};

const view = (overrides: Partial<RenderedFirstView> = {}): RenderedFirstView => ({
  kind: 'rendered',
  html: '<main>first view</main>',
  stateJson: '{"api":{}}',
  complete: true,
  degraded: [],
  cached: false,
  timings: { reads: 1, render: 1, css: 0, total: 2 },
  ...overrides,
});

describe('firstViewHeader', () => {
  it('says how the page went out', () => {
    expect(firstViewHeader({ view: view({ cached: true }) })).toBe('cached');
    expect(firstViewHeader({ view: view() })).toBe('rendered');
    expect(firstViewHeader({ view: view({ complete: false }) })).toBe('partial');
    expect(firstViewHeader({ reason: 'busy' })).toBe('busy');
    expect(firstViewHeader(undefined)).toBe('off');
  });

  it('names what a partial page went without, outside production only', () => {
    const headersOf = (outcome: FirstViewOutcome) => {
      const headers: Record<string, string> = {};
      setFirstViewHeaders({ url: '/', set: (name, value) => (headers[name] = value) }, outcome);
      return headers;
    };
    const partial = { view: view({ complete: false, degraded: ['reads not answered in 800 ms', 'render: boom\n'] }) };
    expect(headersOf(partial)).toEqual({
      'X-First-View': 'partial',
      'X-First-View-Missing': 'reads not answered in 800 ms; render: boom ',
    });
    expect(headersOf({ view: view() })).toEqual({ 'X-First-View': 'rendered' });
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(headersOf(partial)).toEqual({ 'X-First-View': 'partial' });
    } finally {
      process.env.NODE_ENV = environment;
    }
  });
});

describe('runtimeConfigFrom and firstViewFinisher (the nft service in the stack)', () => {
  let server: Server;
  let origin: string;
  let answer: 'config' | 'broken' | 'hang' = 'config';
  let reads = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      reads += 1;
      if (req.url !== '/runtime-config.json') return void res.writeHead(404).end();
      if (answer === 'hang') return;
      if (answer === 'broken')
        return void res.writeHead(502, { 'content-type': 'text/html' }).end('<html>bad gateway</html>');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(config));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    answer = 'config';
    reads = 0;
  });

  it('reads the runtime config through the edge once per ttl', async () => {
    const read = runtimeConfigFrom(origin, { ttlMs: 60_000 });
    await expect(read()).resolves.toEqual(config);
    await expect(read()).resolves.toEqual(config);
    expect(reads).toBe(1);
  });

  it('has no config when the edge answers an error or never answers (within its deadline)', async () => {
    answer = 'broken';
    await expect(runtimeConfigFrom(origin, { ttlMs: 0 })()).resolves.toBeUndefined();
    answer = 'hang';
    await expect(runtimeConfigFrom(origin, { ttlMs: 0, timeoutMs: 200 })()).resolves.toBeUndefined();
  });

  it('puts the first view into the page and says so; sends the page as it was without one', async () => {
    const outcomes: FirstViewOutcome[] = [{ view: view() }, { view: view() }, { view: view() }, { reason: 'busy' }];
    const renderer = { firstView: jest.fn(async () => outcomes.shift()!) } as unknown as PageRenderer;
    const finish = firstViewFinisher(renderer, runtimeConfigFrom(origin, { ttlMs: 60_000 }));
    const headers: Record<string, string> = {};
    const request: Record<string, string> = { 'sec-ch-ua-mobile': '?0' };
    const ctx = {
      url: '/traits?x=1',
      get: (name: string) => request[name.toLowerCase()] ?? '',
      set: (name: string, value: string) => void (headers[name] = value),
      vary: (name: string) => void (headers.Vary = name),
    };
    const page =
      '<html><head><link rel=preload as=script href=/shared-react.1a2b3c4d.js></head>' +
      '<body><div id=root></div><script defer src=/main.js></script></body></html>';

    const finished = await finish(ctx, page);
    expect(renderer.firstView).toHaveBeenCalledWith('/traits?x=1', config);
    expect(headers['X-First-View']).toBe('rendered');
    // To a desktop browser, as in the all-in-one server: the scripts start once the content is parsed.
    expect(finished).toBe(
      '<html><head></head><body><div id="root"><main>first view</main></div><script type="application/json" id="server-render-state">{"api":{}}</script>' +
        '<script type="application/json" id="page-scripts">[{"href":"/shared-react.1a2b3c4d.js"}]</script><script defer src=/main.js></script></body></html>',
    );
    expect(headers.Vary).toBe('Sec-CH-UA-Mobile');

    // To a phone, or a browser that does not say: the preloads stay in <head>.
    request['sec-ch-ua-mobile'] = '?1';
    expect(await finish(ctx, page)).toContain(
      '<head><link rel=preload as=script href=/shared-react.1a2b3c4d.js></head><body><div id="root"><main>first view</main></div>',
    );
    delete request['sec-ch-ua-mobile'];
    expect(await finish(ctx, page)).not.toContain('page-scripts');

    expect(await finish(ctx, page)).toBe(page);
    expect(headers['X-First-View']).toBe('busy');
  });
});
