import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { renderCardPngHere, svgToPngHere, type CardNode } from './card-renderer';
import type { RenderAnswer, RenderJob } from './card-worker';

type JobBody = { kind: 'card'; node: CardNode } | { kind: 'svg'; svg: string; size: number };

/**
 * The compiled worker: beside this file in dist, or, when this file runs from source (jest), the
 * build's copy; undefined when there is none (then rendering happens on the calling thread).
 */
function workerFile(): string | undefined {
  for (const file of [
    path.join(__dirname, 'card-worker.js'),
    path.resolve(__dirname, '../../dist/previews/card-worker.js'),
  ]) {
    if (existsSync(file)) return file;
  }
  return undefined;
}

/**
 * Renders cards on a worker thread. satori and resvg are CPU-bound for 20-80 ms a card: on the
 * service's own thread every API request waiting meanwhile would wait that long too (measured:
 * bench/previews). One worker by default: a burst of crawlers queues there, the API keeps its thread.
 * A worker that dies is replaced at the next job; its jobs fail (the request answers 500).
 */
export class RenderPool {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(png: Buffer): void; reject(err: Error): void }>();
  private readonly file = workerFile();

  /** True when jobs run on a worker thread (false: on the calling thread). */
  get threaded(): boolean {
    return this.file !== undefined;
  }

  card(node: CardNode): Promise<Buffer> {
    return this.run({ kind: 'card', node });
  }

  svg(svg: string, size: number): Promise<Buffer> {
    return this.run({ kind: 'svg', svg, size });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private run(body: JobBody): Promise<Buffer> {
    if (!this.file)
      return body.kind === 'card' ? renderCardPngHere(body.node) : Promise.resolve(svgToPngHere(body.svg, body.size));
    const worker = this.ensureWorker(this.file);
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...body } as RenderJob);
    });
  }

  private ensureWorker(file: string): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(file);
    // An idle worker does not keep the process alive (a service stops by closing its server).
    worker.unref();
    worker.on('message', (answer: RenderAnswer) => {
      const job = this.pending.get(answer.id);
      if (!job) return;
      this.pending.delete(answer.id);
      if (answer.png) job.resolve(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength));
      else job.reject(new Error(answer.error ?? 'render failed'));
    });
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const job of this.pending.values()) job.reject(err);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`card renderer exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }
}
