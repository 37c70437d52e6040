import http from 'node:http';
import type { FuzzRequest } from './request-arbitrary';

export interface FuzzReply {
  status: number;
  contentType: string;
  /** The body as text; empty for an event stream, which is closed once its headers arrive. */
  text: string;
  setsCookie: boolean;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/**
 * Sends the request byte for byte (fetch would normalise dot segments and escapes away) and reads
 * the whole reply. A reply that does not come within `timeoutMs` is an error: a hang is a bug too.
 */
export function sendRequest(
  base: string,
  request: FuzzRequest,
  cookie: string | undefined,
  timeoutMs = 15_000,
): Promise<FuzzReply> {
  const { hostname, port } = new URL(base);
  const headers: Record<string, string> = { ...request.headers };
  if (cookie) headers.cookie = cookie;
  const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: hostname, port, method: request.method, path: request.target, headers, agent },
      (res) => {
        const contentType = res.headers['content-type'] ?? '';
        const reply = (text: string) => ({
          status: res.statusCode ?? 0,
          contentType,
          text,
          setsCookie: (res.headers['set-cookie'] ?? []).length > 0,
        });
        if (contentType.startsWith('text/event-stream')) {
          resolve(reply(''));
          res.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(reply(Buffer.concat(chunks).toString('utf8'))));
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () =>
      req.destroy(new Error(`no reply to ${request.method} ${request.target.slice(0, 200)} within ${timeoutMs} ms`)),
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Closes the kept-alive sockets (at the end of a run, so jest sees no open handle). */
export function closeConnections(): void {
  agent.destroy();
}
