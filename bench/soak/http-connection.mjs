/**
 * One client connection to the edge: keep-alive, one request at a time, from its own loopback
 * address (127.x.y.z all reach 127.0.0.1 on Linux), so the edge and the services see one client
 * IP per connection, as they would see different visitors. Every answer comes back timed, with
 * its status, the JSON error code if any and its Set-Cookie lines; a request never throws.
 */
import http from 'node:http';

/** No answer within this long counts as a failure (a hang). */
export const REQUEST_TIMEOUT_MS = 10_000;

export function openConnection(edgeUrl, localAddress, { keepAlive = true } = {}) {
  const edge = new URL(edgeUrl);
  const agent = new http.Agent({ keepAlive, maxSockets: 1, localAddress });
  const request = (method, path, { headers = {}, body } = {}) =>
    new Promise((resolve) => {
      const start = performance.now();
      const done = (answer) => resolve({ ms: performance.now() - start, setCookie: [], ...answer });
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          host: edge.hostname,
          port: edge.port,
          method,
          path,
          agent,
          localAddress,
          // A browser sends Origin with every request but a GET: the services refuse writes without it.
          headers: {
            ...headers,
            ...(method === 'GET' ? {} : { origin: edge.origin }),
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('error', (error) => done({ status: 0, failure: error.message }));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json;
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
            const errorCode = typeof json?.error?.code === 'string' ? json.error.code : undefined;
            done({
              status: res.statusCode,
              json,
              errorCode,
              contentType: res.headers['content-type'] ?? '',
              setCookie: res.headers['set-cookie'] ?? [],
            });
          });
        },
      );
      req.on('error', (error) =>
        done({
          status: 0,
          failure:
            error.name === 'AbortError' || error.name === 'TimeoutError'
              ? `no answer within ${REQUEST_TIMEOUT_MS} ms`
              : `${error.code ?? error.name}: ${error.message}`,
        }),
      );
      req.end(payload);
    });
  return { localAddress, request, close: () => agent.destroy() };
}

/** A browser's cookie jar for one user: kept from Set-Cookie lines, sent as one Cookie header. */
export function cookieJar() {
  const cookies = new Map();
  return {
    keep(setCookie) {
      for (const line of setCookie) {
        const pair = line.split(';')[0];
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    header: () => [...cookies].map(([n, v]) => `${n}=${v}`).join('; '),
    get size() {
      return cookies.size;
    },
  };
}
