import type { ServerResponse } from 'node:http';
import { startLocalServer, sendJson, sendText, type LocalServer } from './testing/local-server';
import {
  getWithRetry,
  HttpStatusError,
  parseJsonBody,
  parseRetryAfter,
  resolveRetryPolicy,
  retryDelayMs,
} from './retry';

describe('retryDelayMs', () => {
  const policy = resolveRetryPolicy({ baseDelayMs: 100, maxDelayMs: 1000, maxRetryAfterMs: 5000 });

  it('doubles per retry, caps, and jitters between half and all of it', () => {
    expect(retryDelayMs(0, { ...policy, random: () => 1 })).toBe(100);
    expect(retryDelayMs(0, { ...policy, random: () => 0 })).toBe(50);
    expect(retryDelayMs(2, { ...policy, random: () => 1 })).toBe(400);
    expect(retryDelayMs(10, { ...policy, random: () => 1 })).toBe(1000);
    expect(retryDelayMs(10, { ...policy, random: () => 0 })).toBe(500);
  });

  it('waits at least Retry-After, up to its own cap', () => {
    expect(retryDelayMs(0, { ...policy, random: () => 1 }, 3000)).toBe(3000);
    expect(retryDelayMs(0, { ...policy, random: () => 1 }, 60_000)).toBe(5000);
    expect(retryDelayMs(3, { ...policy, random: () => 1 }, 10)).toBe(800);
  });
});

describe('parseRetryAfter', () => {
  it('reads delay-seconds and HTTP dates', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter(' 0 ')).toBe(0);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(parseRetryAfter(new Date(1_000).toUTCString(), 4_000)).toBe(0);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('getWithRetry', () => {
  let server: LocalServer;
  let script: ((response: ServerResponse) => void)[] = [];
  const sleeps: number[] = [];
  const policy = resolveRetryPolicy({
    attempts: 4,
    baseDelayMs: 10,
    maxDelayMs: 40,
    random: () => 1,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  const getJson = (path: string, extra: { timeoutMs?: number; signal?: AbortSignal } = {}) =>
    getWithRetry(`${server.url}${path}`, { policy, timeoutMs: 1000, ...extra }, (answer) => ({
      status: answer.status,
      json: answer.status === 200 ? parseJsonBody(answer) : answer.body,
    }));

  beforeAll(async () => {
    server = await startLocalServer((_req, res) => {
      const next = script.shift();
      if (next) next(res);
      else sendJson(res, 200, { message: 'success' });
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    script = [];
    sleeps.length = 0;
    server.requests.length = 0;
  });

  it('retries 5xx and 429 with backoff, honouring Retry-After', async () => {
    script = [(res) => sendText(res, 503, 'busy'), (res) => sendText(res, 429, 'slow down', { 'retry-after': '2' })];
    expect(await getJson('/x')).toEqual({ status: 200, json: { message: 'success' } });
    expect(server.requests).toEqual(['/x', '/x', '/x']);
    expect(sleeps).toEqual([10, 2000]);
  });

  it('retries an HTML error page and a body cut off mid-way', async () => {
    script = [
      (res) => sendText(res, 200, '<html><body>502 Bad Gateway</body></html>', { 'content-type': 'text/html' }),
      (res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
        res.end('{"message":"succ');
      },
    ];
    expect(await getJson('/flaky')).toEqual({ status: 200, json: { message: 'success' } });
    expect(server.requests).toHaveLength(3);
  });

  it('hands 404 and other 4xx answers to the reader without retrying', async () => {
    script = [(res) => sendText(res, 404, 'not found')];
    expect(await getJson('/missing')).toEqual({ status: 404, json: 'not found' });
    expect(server.requests).toHaveLength(1);
  });

  it('retries a request that times out', async () => {
    script = [() => undefined];
    expect(await getJson('/slow', { timeoutMs: 100 })).toMatchObject({ status: 200 });
    expect(server.requests).toEqual(['/slow', '/slow']);
  });

  it('gives up after the configured attempts with the last status', async () => {
    script = Array.from({ length: 4 }, () => (res: ServerResponse) => sendText(res, 500, 'down'));
    const attempt = getJson('/down');
    await expect(attempt).rejects.toThrow(HttpStatusError);
    await expect(attempt).rejects.toMatchObject({ status: 500 });
    expect(server.requests).toHaveLength(4);
    expect(sleeps).toEqual([10, 20, 40]);
  });

  it('sends a request that has not answered within the hedge delay once more and takes the first answer', async () => {
    script = [() => undefined];
    const answer = await getWithRetry(`${server.url}/hedged`, { policy, timeoutMs: 60_000, hedgeDelayMs: 20 }, (a) =>
      parseJsonBody(a),
    );
    expect(answer).toEqual({ message: 'success' });
    expect(server.requests).toEqual(['/hedged', '/hedged']);
    expect(sleeps).toEqual([]);
  });

  it('stops at once when the caller aborts', async () => {
    const controller = new AbortController();
    script = [
      (res) => {
        controller.abort(new Error('shutdown'));
        sendText(res, 503, 'busy');
      },
    ];
    await expect(getJson('/abort', { signal: controller.signal })).rejects.toThrow('shutdown');
    expect(server.requests).toHaveLength(1);
  });
});
