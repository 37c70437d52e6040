/*
 * The plain host of the first-view benchmark (first-view.mjs): the static copy of each page, and the
 * server's own page bytes, served by a process of its own, as a static host is. In the benchmark's
 * own process it answered from a process already awake (driving the browser), and its first byte came
 * 10-18 ms before any other process's on this loaded machine: a pass-through in that same process
 * to the server answered as late as the server itself (BENCHMARKS.md, sixteenth session).
 */
import { fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { passOn } from './cold-load.mjs';

/** The query parameter under which the plain host sends the server's own page instead of the static copy. */
export const SERVER_HTML = 'server-html';

/**
 * Serves the snapshots at their own paths, the shell's stylesheet from its build (the brotli copy,
 * as the server sends it: a proxied stylesheet would arrive later and flatter the static page), and
 * passes everything else to `target`. What `target` says may be kept (Cache-Control max-age: the
 * NFT images, the hashed scripts) is kept after its first answer and sent from memory, as a static
 * host has its files: proxied on every load, the static copy's images arrived after its data had
 * shown, while the server's own arrive during the parse and are drawn on the same main thread.
 */
function serveStaticSite(pages, target, shellDist) {
  const kept = new Map();
  return createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const page = pages.get(url.pathname);
    const html = page && (url.searchParams.has(SERVER_HTML) ? page.serverHtml : page.snapshot);
    if (html) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(html);
      return;
    }
    const stylesheet = /^\/[\w.-]+\.css$/.test(url.pathname) && path.join(shellDist, url.pathname);
    if (stylesheet && existsSync(`${stylesheet}.br`) && /\bbr\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.writeHead(200, { 'content-type': 'text/css', 'content-encoding': 'br', 'cache-control': 'no-cache' });
      res.end(readFileSync(`${stylesheet}.br`));
      return;
    }
    const key = `${req.headers['accept-encoding'] ?? ''} ${req.url}`;
    const file = kept.get(key);
    if (file) {
      res.writeHead(200, file.headers);
      res.end(file.body);
      return;
    }
    passOn(`${target}${req.url}`, { 'accept-encoding': req.headers['accept-encoding'] ?? '' }, res, {
      headerNames: ['content-type', 'cache-control', 'content-encoding', 'vary'],
      keep: (answer) => {
        if (/max-age=[1-9]/.test(answer.headers['cache-control'] ?? '')) kept.set(key, answer);
      },
    });
  });
}

/**
 * Starts the plain host in a child process. `pages`: path -> { snapshot, serverHtml }.
 * @returns {Promise<{ origin: string; close: () => Promise<void> }>}
 */
export function startStaticSite(pages, target, shellDist) {
  const child = fork(fileURLToPath(import.meta.url), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the static site exited (${code}) before it listened`)));
    child.once('message', ({ port }) =>
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill();
          }),
      }),
    );
    child.send({ pages: [...pages], target, shellDist });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.once('message', ({ pages, target, shellDist }) => {
    const server = serveStaticSite(new Map(pages), target, shellDist);
    server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  });
  process.on('disconnect', () => process.exit(0));
}
