import { readlinkSync } from 'node:fs';
import os from 'node:os';
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
  })();
});
