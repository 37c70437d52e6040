import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createHttpServer, DEFAULT_SERVER_TIMEOUTS } from './server-timeouts';

describe('createHttpServer', () => {
  it('by default closes a slow client within 15 s', () => {
    const server = createHttpServer(() => undefined);
    expect(server.headersTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.headersTimeoutMs);
    expect(server.requestTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.requestTimeoutMs);
    expect(server.keepAliveTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.keepAliveTimeoutMs);
    expect(DEFAULT_SERVER_TIMEOUTS.headersTimeoutMs + DEFAULT_SERVER_TIMEOUTS.checkIntervalMs).toBeLessThanOrEqual(
      15_000,
    );
    expect(DEFAULT_SERVER_TIMEOUTS.requestTimeoutMs).toBeLessThanOrEqual(15_000);
  });

  it('cuts off a client that trickles its headers (slowloris) with a 408', async () => {
    const server = createHttpServer((_req, res) => res.end('ok'), {
      headersTimeoutMs: 300,
      requestTimeoutMs: 600,
      checkIntervalMs: 50,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    const header = 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ' + 'a'.repeat(10_000);
    let sent = 0;
    // One byte every 20 ms: the head would take 200 s to arrive.
    const trickle = setInterval(() => socket.write(header[sent++ % header.length]!), 20);
    let answer = '';
    socket.on('data', (d) => (answer += d));
    await new Promise<void>((resolve) => socket.on('close', () => resolve()));
    clearInterval(trickle);
    await new Promise((resolve) => server.close(resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // Closed by the server while the head was still arriving.
    expect(sent).toBeGreaterThan(5);
    expect(sent).toBeLessThan(header.length);
  });
});
