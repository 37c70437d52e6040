import type { PageRenderRequest, PageRenderResult } from '@nacho/contracts';
import type { CriticalCss } from './critical-css';

/** What the pool sends a worker (render-worker.ts): the request and where the shell's builds are. */
export interface RenderTask {
  shellEntry: string;
  /** The shell's dist (index.html and its stylesheet): the first view's critical CSS is cut from it. */
  shellDist: string;
  request: PageRenderRequest;
}

/**
 * What a worker answers: the render, with its data already serialised for the page and its critical
 * CSS cut (off the main thread); `timings.css`: the time that cut took (ms).
 */
export type RenderAnswer = Omit<PageRenderResult, 'state' | 'timings'> & {
  stateJson?: string;
  criticalCss?: CriticalCss;
  timings: PageRenderResult['timings'] & { css: number };
};
