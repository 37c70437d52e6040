import { parentPort } from 'node:worker_threads';
import { renderCardPngHere, svgToPngHere, type CardNode } from './card-renderer';

/** A render request of the pool (render-pool.ts); the answer carries the same id. */
export type RenderJob = { id: number } & (
  { kind: 'card'; node: CardNode } | { kind: 'svg'; svg: string; size: number }
);
export type RenderAnswer = { id: number; png?: Uint8Array; error?: string };

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
