import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { renderCardPngHere, svgToPngHere, type CardNode } from './card-renderer';
import type { RenderAnswer, RenderJob } from './card-worker';

type JobBody = { kind: 'card'; node: CardNode } | { kind: 'svg'; svg: string; size: number };

interface QueuedJob {
  body: JobBody;
  resolve(png: Buffer): void;
  reject(err: Error): void;
}

interface Thread {
  worker: Worker;
  /** The one job this thread renders now. */
  job: QueuedJob | undefined;
}

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

export interface RenderPoolOptions {
  /** Worker threads, each rendering one job at a time; default os.availableParallelism(). */
  threads?: number;
}

/**
 * Renders on worker threads. satori and resvg are CPU-bound for 20-80 ms a card: on the service's
 * own thread every API request waiting meanwhile would wait that long too (bench/previews). Each
 * thread gets one job at a time, so at most `threads` renders run at once and the rest wait here,
 * in the order they came (a thread given 300 jobs at once laid them all out together: every card
 * came last and its memory grew by 1.5 GB). A thread that dies fails its job (the request gets
 * the default card) and is replaced at the next job.
 */
export class RenderPool {
  readonly threads: number;
  private readonly idle: Thread[] = [];
  private readonly busy = new Set<Thread>();
  private readonly waiting: QueuedJob[] = [];
  private readonly file = workerFile();
  private started = 0;
  private closed = false;
  private highWater = 0;

  constructor(options: RenderPoolOptions = {}) {
    this.threads = Math.max(1, options.threads ?? os.availableParallelism());
  }

  /** True when jobs run on worker threads (false: on the calling thread). */
  get threaded(): boolean {
    return this.file !== undefined;
  }

  /** Jobs rendering now, jobs waiting for a thread, and the most ever rendering at once. */
  get load(): { rendering: number; waiting: number; mostAtOnce: number } {
    return { rendering: this.busy.size, waiting: this.waiting.length, mostAtOnce: this.highWater };
  }

  card(node: CardNode): Promise<Buffer> {
    return this.run({ kind: 'card', node });
  }

  svg(svg: string, size: number): Promise<Buffer> {
    return this.run({ kind: 'svg', svg, size });
  }

  async close(): Promise<void> {
    this.closed = true;
    const threads = [...this.idle, ...this.busy];
    this.idle.length = 0;
    this.busy.clear();
    for (const job of this.waiting.splice(0)) job.reject(new Error('render pool closed'));
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }

  private run(body: JobBody): Promise<Buffer> {
    if (!this.file)
      return body.kind === 'card' ? renderCardPngHere(body.node) : Promise.resolve(svgToPngHere(body.svg, body.size));
    if (this.closed) return Promise.reject(new Error('render pool closed'));
    return new Promise<Buffer>((resolve, reject) => {
      this.waiting.push({ body, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.waiting.length) {
      const thread = this.idle.pop() ?? (this.started < this.threads ? this.startThread(this.file!) : undefined);
      if (!thread) return;
      const job = this.waiting.shift()!;
      thread.job = job;
      this.busy.add(thread);
      this.highWater = Math.max(this.highWater, this.busy.size);
      thread.worker.postMessage({ id: 1, ...job.body } as RenderJob);
    }
  }

  private startThread(file: string): Thread {
    // A card needs some 20-50 MB of heap: a thread past 128 MB is ended (its job fails), never the process.
    const worker = new Worker(file, { resourceLimits: { maxOldGenerationSizeMb: 128 } });
    // An idle thread does not keep the process alive (a service stops by closing its server).
    worker.unref();
    const thread: Thread = { worker, job: undefined };
    this.started++;
    worker.on('message', (answer: RenderAnswer) => {
      const job = thread.job;
      thread.job = undefined;
      this.busy.delete(thread);
      if (!this.closed) this.idle.push(thread);
      if (job) {
        if (answer.png) job.resolve(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength));
        else job.reject(new Error(answer.error ?? 'render failed'));
      }
      this.dispatch();
    });
    let gone = false;
    const fail = (err: Error) => {
      if (gone) return;
      gone = true;
      this.started--;
      this.busy.delete(thread);
      const at = this.idle.indexOf(thread);
      if (at >= 0) this.idle.splice(at, 1);
      thread.job?.reject(err);
      thread.job = undefined;
      if (!this.closed) this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`card renderer exited with code ${code}`)));
    return thread;
  }
}
