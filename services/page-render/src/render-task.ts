import type { PageRenderRequest, PageRenderResult } from '@nacho/contracts';

/** What the pool sends a worker (render-worker.ts): the request and where the shell's server build is. */
export interface RenderTask {
  shellEntry: string;
  request: PageRenderRequest;
}

/** What a worker answers: the render, with its data already serialised for the page (off the main thread). */
export type RenderAnswer = Omit<PageRenderResult, 'state'> & { stateJson?: string };
