import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { timedRequest } from './fault-load';

const DEADLINES = { headersMs: 300, bodyMs: 300 };

describe('timedRequest', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/never') return; // reads the request, never answers
      if (req.url === '/stalls') {
        res.writeHead(200, { 'Content-Type': 'application/json', 'X-Instance': 'nft-9', 'Content-Length': '100' });
        res.write('{"message":"suc'); // then nothing more
        return;
      }
      res.writeHead(503, { 'Content-Type': 'application/json', 'X-Instance': 'nft-1' });
      res.end('{"error":{"code":"database_unavailable","message":"down"}}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('records a whole answer: status, instance, JSON error code, when its headers came', async () => {
    const sample = await timedRequest(base, { group: 'nft', path: '/down' }, performance.now(), DEADLINES);
    expect(sample).toMatchObject({ status: 503, instance: 'nft-1', json: true, errorCode: 'database_unavailable' });
    expect(sample.failure).toBeUndefined();
    expect(sample.headersMs).toBeLessThanOrEqual(sample.ms);
  });

  it('gives up on a server that never answers: no status, no headers', async () => {
    const sample = await timedRequest(base, { group: 'nft', path: '/never' }, performance.now(), DEADLINES);
    expect(sample).toMatchObject({ status: 0, instance: null, failure: 'no answer within 300 ms' });
    expect(sample.headersMs).toBeUndefined();
  });

  it('gives up on a body that stops coming, and counts it as no answer (status 0), naming the replica', async () => {
    const sample = await timedRequest(base, { group: 'nft', path: '/stalls' }, performance.now(), DEADLINES);
    expect(sample).toMatchObject({
      status: 0,
      instance: 'nft-9',
      json: false,
      failure: 'answered 200, its body not read within 300 ms',
    });
    expect(sample.headersMs).toBeDefined();
  });
});
