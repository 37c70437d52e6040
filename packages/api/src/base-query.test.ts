/**
 * @jest-environment node
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';
import { configureApi } from './api-config';
import { normalisingBaseQuery } from './base-query';
import { errorMessage, httpError } from './api-error';
import { jsonReply, startHttpTestServer, type HttpTestServer } from './testing/http-test-server';

let server: HttpTestServer;

beforeAll(async () => {
  server = await startHttpTestServer();
  configureApi({ baseUrl: `${server.url}/` });
});
afterAll(async () => {
  configureApi({ baseUrl: '' });
  await server.close();
});

function call(args: string | FetchArgs) {
  const controller = new AbortController();
  const queryApi: BaseQueryApi = {
    signal: controller.signal,
    abort: () => controller.abort(),
    dispatch: () => undefined,
    getState: () => ({}),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
  return normalisingBaseQuery(args, queryApi, {});
}

test('500 with a text body: "{status}: {body text}"', async () => {
  server.route('GET /api/text-500', { status: 500, body: 'database unavailable', contentType: 'text/plain' });
  const result = await call('/api/text-500');
  expect(result.error).toEqual({ status: 500, message: '500: database unavailable' });
});

test('404 with an empty body: "{status}: {status text}"', async () => {
  server.route('GET /api/empty-404', { status: 404 });
  const result = await call('/api/empty-404');
  expect(result.error).toEqual({ status: 404, message: '404: Not Found' });
});

test('400 with a JSON error body keeps the body text, the code and the server message', async () => {
  const body = { error: { code: 'already_liked', message: 'You have already liked this NFT today' } };
  server.route('GET /api/json-400', jsonReply(400, body));
  const result = await call('/api/json-400');
  expect(result.error).toEqual({
    status: 400,
    message: `400: ${JSON.stringify(body)}`,
    code: 'already_liked',
    serverMessage: 'You have already liked this NFT today',
  });
});

test('an error body is reported verbatim even when it claims JSON and is not', async () => {
  server.route('GET /api/bad-gateway', {
    status: 502,
    body: '<html>bad gateway</html>',
    contentType: 'application/json',
  });
  const result = await call('/api/bad-gateway');
  expect(result.error).toEqual({ status: 502, message: '502: <html>bad gateway</html>' });
});

test('a JSON reply is parsed and a text reply stays text', async () => {
  server.route('GET /api/json-ok', jsonReply(200, { message: 'success', result: { uniqueHolders: 3 } }));
  server.route('GET /api/text-ok', { status: 200, body: 'pong', contentType: 'text/plain' });
  expect((await call('/api/json-ok')).data).toEqual({ message: 'success', result: { uniqueHolders: 3 } });
  expect((await call('/api/text-ok')).data).toBe('pong');
});

test('an unreachable server is a FETCH_ERROR whose message says why', async () => {
  // A port that was just free: nothing listens there.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  const result = await call(`http://127.0.0.1:${port}/api/nothing-listens-here`);
  expect(result.error?.status).toBe('FETCH_ERROR');
  expect(result.error?.message).toMatch(/fetch failed \(ECONNREFUSED\)/);
  // A port fetch itself refuses to ask says so too.
  expect((await call('http://127.0.0.1:1/api/blocked-port')).error?.message).toMatch(/fetch failed \(bad port\)/);
});

/** A server that drops the connection of the first `drops` requests of each method without an answer. */
async function droppingServer(drops: number) {
  const seen: string[] = [];
  const flaky = createServer((req, res) => {
    seen.push(req.method!);
    if (seen.filter((method) => method === req.method).length <= drops) req.socket.destroy();
    else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
  return {
    seen,
    origin: `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => flaky.close(resolve)),
  };
}

test('a read whose connection is dropped is sent again; a mutation is not', async () => {
  // A kept-alive connection the server closed as it was reused.
  const server = await droppingServer(1);
  try {
    expect((await call(`${server.origin}/api/read`)).data).toEqual({ ok: true });
    expect(server.seen).toEqual(['GET', 'GET']);
    const posted = await call({ url: `${server.origin}/api/likes/nft/7`, method: 'POST' });
    expect(posted.error?.status).toBe('FETCH_ERROR');
    expect(posted.error?.message).toMatch(/fetch failed \(\w+/);
    expect(server.seen).toEqual(['GET', 'GET', 'POST']);
  } finally {
    await server.close();
  }
});

test('a read is sent up to three times in all: two closed connections in a row, then a FETCH_ERROR', async () => {
  // Connections opened together expire together: the second one taken may be closed too.
  const twice = await droppingServer(2);
  try {
    expect((await call(`${twice.origin}/api/read`)).data).toEqual({ ok: true });
    expect(twice.seen).toEqual(['GET', 'GET', 'GET']);
  } finally {
    await twice.close();
  }
  const always = await droppingServer(Infinity);
  try {
    expect((await call(`${always.origin}/api/read`)).error?.status).toBe('FETCH_ERROR');
    expect(always.seen).toEqual(['GET', 'GET', 'GET']);
  } finally {
    await always.close();
  }
});

test('requests go to the configured base URL with credentials included', async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  try {
    server.route('GET /api/where', jsonReply(200, { ok: true }));
    await call('/api/where');
    const request = fetchSpy.mock.calls[0][0] as Request;
    expect(request.url).toBe(`${server.url}/api/where`);
    expect(request.credentials).toBe('include');
  } finally {
    fetchSpy.mockRestore();
  }
});

test('mutations without a body still send a JSON content type; bodies are sent as JSON', async () => {
  server.route('DELETE /api/likes/nft/7', jsonReply(200, { likeCount: 0 }));
  server.route('PUT /api/admin/hall-of-fame/3', jsonReply(200, {}));
  await call({ url: '/api/likes/nft/7', method: 'DELETE' });
  await call({ url: '/api/admin/hall-of-fame/3', method: 'PUT', body: { month: 2, year: 2025 } });

  const [deleteRequest, putRequest] = server.requests.slice(-2);
  expect(deleteRequest).toMatchObject({ method: 'DELETE', contentType: 'application/json', body: '' });
  expect(putRequest.contentType).toBe('application/json');
  expect(JSON.parse(putRequest.body)).toEqual({ month: 2, year: 2025 });
});

test('httpError ignores JSON bodies that are not the error shape', () => {
  expect(httpError(502, 'Bad Gateway', '{"oops":true}')).toEqual({ status: 502, message: '502: {"oops":true}' });
  expect(httpError(503, 'Service Unavailable', '')).toEqual({ status: 503, message: '503: Service Unavailable' });
});

test('errorMessage reads an ApiError, an Error or falls back', () => {
  expect(errorMessage(httpError(500, 'Internal Server Error', 'boom'))).toBe('500: boom');
  expect(errorMessage(new Error('network down'))).toBe('network down');
  expect(errorMessage(undefined, 'Failed to like NFT. Try again later.')).toBe('Failed to like NFT. Try again later.');
});
