import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.map': 'application/json',
};

export interface StaticServer {
  origin: string;
  close: () => Promise<void>;
}

/** Serves `root` with CORS on a free port: a stand-in for a CDN hosting a remote. */
export async function startStaticServer(root: string): Promise<StaticServer> {
  const server: Server = createServer((req, res) => {
    const file = path.join(root, path.normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    const isFile =
      file.startsWith(root) &&
      (() => {
        try {
          return statSync(file).isFile();
        } catch {
          return false;
        }
      })();
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!isFile) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
