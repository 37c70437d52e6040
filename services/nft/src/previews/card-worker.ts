import { readlinkSync } from 'node:fs';
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort } from 'node:worker_threads';
import { renderCardPngHere, svgToPngHere, type CardNode } from './card-renderer';

/** A render request of the pool (render-pool.ts); the answer carries the same id. */
export type RenderJob = { id: number } & (
  { kind: 'card'; node: CardNode } | { kind: 'svg'; svg: string; size: number }
);
export type RenderAnswer = { id: number; png?: Uint8Array; error?: string };

/**
 * Renders yield the CPU to the service's own thread: on Linux this thread (its id from
 * /proc/thread-self) gets niceness 10, so while the cores are busy with cards, a request's few
 * milliseconds of work still run at once (measured in bench/previews/burst.mjs). Elsewhere the
 * thread keeps the process's priority.
 */
function yieldToTheService(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) os.setPriority(threadId, 10);
  } catch {
    // Not Linux, or /proc not mounted.
  }
}
yieldToTheService();

/**
 * resvg's pixmap of a card (1200x630x4 bytes, 3 MB) is native memory that V8 does not count: it is
 * freed when its small JS wrapper is collected, and with little JS garbage to prompt a collection
 * 60 cards one after another kept +200 MB of RSS (measured; BENCHMARKS.md). A young-generation
 * collection after each card frees it, in a few milliseconds. `gc` is not exposed to a worker
 * thread (its execArgv refuses V8 flags), so the flag is set here and the function taken from a
 * new context; without it (a V8 that refuses) the pixmaps wait for V8's own collections.
 */
const collectGarbage = ((): ((options: { type: 'minor' }) => void) | undefined => {
  try {
    v8.setFlagsFromString('--expose-gc');
    return vm.runInNewContext('gc') as (options: { type: 'minor' }) => void;
  } catch {
    return undefined;
  }
})();

/** The worker thread: layout and rasterisation off the service's event loop. */
parentPort?.on('message', (job: RenderJob) => {
  void (async () => {
    try {
      const png = job.kind === 'card' ? await renderCardPngHere(job.node) : svgToPngHere(job.svg, job.size);
      const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
      parentPort!.postMessage({ id: job.id, png: bytes } satisfies RenderAnswer, [bytes.buffer as ArrayBuffer]);
    } catch (err) {
      parentPort!.postMessage({
        id: job.id,
        error: err instanceof Error ? err.message : String(err),
      } satisfies RenderAnswer);
    }
    collectGarbage?.({ type: 'minor' });
  })();
});
