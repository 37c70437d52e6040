import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGatewayHealth } from './gateway-health';
import { fetchIpfsImage, ipfsImageUrls } from './ipfs-image';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** A local stand-in for an IPFS gateway: `answer` decides per request (or never answers). */
async function gateway(
  answer: (url: string, res: http.ServerResponse) => void,
): Promise<{ server: Server; base: string; asked: string[] }> {
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    asked.push(req.url!);
    answer(req.url!, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ipfs/`, asked };
}

describe('fetchIpfsImage', () => {
  const servers: Server[] = [];
  afterAll(async () => {
    for (const s of servers) {
      s.closeAllConnections();
      await new Promise((resolve) => s.close(resolve));
    }
  });
  const start = async (answer: (url: string, res: http.ServerResponse) => void) => {
    const g = await gateway(answer);
    servers.push(g.server);
    return g;
  };
  const png = (res: http.ServerResponse) => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);

  it('maps ipfs:// to each gateway in order, takes http(s) as it is and nothing else', () => {
    expect(ipfsImageUrls('ipfs://CID/7.png', ['https://a/ipfs/', 'https://b/ipfs/']).map((t) => t.url)).toEqual([
      'https://a/ipfs/CID/7.png',
      'https://b/ipfs/CID/7.png',
    ]);
    expect(ipfsImageUrls('ipfs://ipfs/CID/7.png', ['https://a/ipfs/'])[0]!.url).toBe('https://a/ipfs/CID/7.png');
    expect(ipfsImageUrls('https://x.example/7.png', ['https://a/ipfs/'])).toEqual([
      { gateway: 'https://x.example', url: 'https://x.example/7.png' },
    ]);
    expect(ipfsImageUrls('data:image/png;base64,AA', ['https://a/ipfs/'])).toEqual([]);
  });

  it('falls back to the next gateway on an error answer, and remembers which failed', async () => {
    const bad = await start((_, res) => res.writeHead(502).end());
    const good = await start((_, res) => png(res));
    const health = createGatewayHealth({ failuresToCoolDown: 1 });
    const image = await fetchIpfsImage('ipfs://CID/1.png', {
      gateways: [bad.base, good.base],
      health,
      hedgeDelayMs: 1000,
    });
    expect(image).toMatchObject({ contentType: 'image/png', gateway: good.base });
    expect(image!.bytes.equals(PNG)).toBe(true);
    expect(health.isCooling(bad.base)).toBe(true);
    // Next time the failing gateway is asked last: the good one answers first.
    bad.asked.length = 0;
    const again = await fetchIpfsImage('ipfs://CID/2.png', {
      gateways: [bad.base, good.base],
      health,
      hedgeDelayMs: 1000,
    });
    expect(again!.gateway).toBe(good.base);
    expect(bad.asked).toEqual([]);
  });

  it('asks the next gateway too when the first is slow (hedging), and gives up at the deadline', async () => {
    const silent = await start(() => undefined);
    const good = await start((_, res) => png(res));
    const started = Date.now();
    const image = await fetchIpfsImage('ipfs://CID/3.png', {
      gateways: [silent.base, good.base],
      hedgeDelayMs: 100,
      timeoutMs: 3000,
    });
    expect(image!.gateway).toBe(good.base);
    expect(Date.now() - started).toBeLessThan(1500);

    const t0 = Date.now();
    expect(await fetchIpfsImage('ipfs://CID/4.png', { gateways: [silent.base], timeoutMs: 300 })).toBeUndefined();
    expect(Date.now() - t0).toBeLessThan(1500);
  });

  it('refuses an image larger than maxBytes', async () => {
    const big = await start((_, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(2048)));
    expect(
      await fetchIpfsImage('ipfs://CID/5.png', { gateways: [big.base], maxBytes: 1024, timeoutMs: 1000 }),
    ).toBeUndefined();
  });
});
