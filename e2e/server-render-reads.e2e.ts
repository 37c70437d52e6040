import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseRuntimeConfig, type RuntimeConfig } from '@nacho/contracts';
import { createPageRenderer, type PageRenderer } from '@nacho/page-render';
import { REPO_ROOT } from './support/all-in-one-server';
import { describeInBrowser, useBrowser } from './support/browser';
import { waitForSyncedCollection } from './support/demo-collection';

/**
 * The real builds (the shell's and the remotes' server code) rendering against an API that
 * misbehaves: the e2e server's API behind a proxy that never answers one read and fails another.
 */
describeInBrowser('the first view when reads fail or time out', () => {
  const session = useBrowser();
  let proxy: Server;
  let proxyOrigin: string;
  let renderer: PageRenderer;
  let config: RuntimeConfig;
  const held: ServerResponse[] = [];

  beforeAll(async () => {
    await waitForSyncedCollection(session.baseUrl);
    config = parseRuntimeConfig(await (await fetch(`${session.baseUrl}/runtime-config.json`)).json());
    proxy = createServer((req: IncomingMessage, res: ServerResponse) => {
      const url = req.url ?? '/';
      // Takes the request and never answers.
      if (url.startsWith('/api/nft/trait-stats')) {
        held.push(res);
        return;
      }
      if (url.startsWith('/api/nft/sync-status')) {
        res.writeHead(503, { 'content-type': 'text/html' }).end('<html><body>Service Unavailable</body></html>');
        return;
      }
      void fetch(`${session.baseUrl}${url}`).then(
        async (upstream) => {
          res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' });
          res.end(Buffer.from(await upstream.arrayBuffer()));
        },
        () => res.writeHead(502).end(),
      );
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    renderer = createPageRenderer({
      shellServerEntry: path.join(REPO_ROOT, 'shell', 'dist', 'server', 'main.js'),
      apiOrigin: () => proxyOrigin,
      // The remotes' server code from the e2e server, as in production.
      remoteOrigin: () => session.baseUrl,
      readBudgetMs: 1500,
      // Not what this file tests: a loaded machine must not leave a remote to the browser here.
      remoteBuilds: { timeoutMs: 15_000 },
    });
  });

  afterAll(async () => {
    await renderer?.close();
    for (const res of held) res.destroy();
    await new Promise((resolve) => proxy?.close(resolve));
  });

  it('renders the page with the reads that answered and the loading state of the others, and does not cache it', async () => {
    const { view } = await renderer.firstView('/traits', config);
    expect(view).toBeDefined();
    expect(view!.complete).toBe(false);
    expect(view!.degraded).toEqual(
      expect.arrayContaining(['reads not answered in 1500 ms', expect.stringMatching(/^read failed: getSyncStatus/)]),
    );
    // The page's own loading state where the statistics go; its heading and the shell are there.
    expect(view!.html).toContain('data-testid="traits-skeleton"');
    expect(view!.html).toContain('Trait Statistics');
    const embedded = Object.keys(JSON.parse(view!.stateJson!).api.queries);
    expect(embedded.some((key) => key.startsWith('getTraitStats'))).toBe(false);
    expect(embedded.some((key) => key.startsWith('getSyncStatus'))).toBe(false);
    expect((await renderer.firstView('/traits', config)).view?.cached).toBe(false);
  });

  it('hydrates such a page in the browser, which then reads what was missing', async () => {
    const { view } = await renderer.firstView('/traits', config);
    const page = session.page();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    // The e2e server's own page, with the degraded first view in place of its own.
    await page.route('**/traits', async (route) => {
      const original = await route.fetch();
      const html = (await original.text()).replace(
        /<div id="root">[\s\S]*?<\/div><script type="application\/json" id="server-render-state">[^<]*<\/script>/,
        `<div id="root">${view!.html}</div><script type="application/json" id="server-render-state">${view!.stateJson}</script>`,
      );
      await route.fulfill({ response: original, body: html });
    });
    const reads: string[] = [];
    page.on('request', (request) => reads.push(new URL(request.url()).pathname));
    await page.goto('/traits');
    await page.getByTestId('trait-type-row').first().waitFor();
    expect(reads).toContain('/api/nft/trait-stats');
    expect(problems).toEqual([]);
  });
});
