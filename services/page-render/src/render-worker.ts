import type { ShellServerModule } from '@nacho/contracts';
import { criticalCssCutter } from './critical-css';
import { jsonForScriptElement } from './json-for-script';
import type { RenderAnswer, RenderTask } from './render-task';

let shell: ShellServerModule | undefined;
let cutter: { shellDist: string; cut: ReturnType<typeof criticalCssCutter> } | undefined;

/**
 * Runs on a worker thread of the pool (page-renderer.ts). The shell's server build is loaded once
 * per thread; it loads the remotes' server code over HTTP and keeps one container per remote.
 */
async function renderInWorker({ shellEntry, shellDist, request }: RenderTask): Promise<RenderAnswer> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's path is only known at run time
  shell ??= require(shellEntry) as ShellServerModule;
  const { state, timings, ...result } = await shell.renderPage(request);
  const started = performance.now();
  let criticalCss;
  if (result.kind === 'rendered') {
    if (cutter?.shellDist !== shellDist) cutter = { shellDist, cut: criticalCssCutter(shellDist) };
    // Without it the page keeps its render-blocking stylesheet: slower to paint, never wrong.
    criticalCss = await cutter.cut(result.html).catch(() => undefined);
  }
  return {
    ...result,
    ...(state ? { stateJson: jsonForScriptElement(state) } : {}),
    ...(criticalCss ? { criticalCss } : {}),
    timings: { ...timings, css: Math.round(performance.now() - started) },
  };
}

// CommonJS `module.exports = fn`: the form piscina calls.
export = renderInWorker;
