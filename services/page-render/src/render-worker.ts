import type { ShellServerModule } from '@nacho/contracts';
import { jsonForScriptElement } from './json-for-script';
import type { RenderAnswer, RenderTask } from './render-task';

let shell: ShellServerModule | undefined;

/**
 * Runs on a worker thread of the pool (page-renderer.ts). The shell's server build is loaded once
 * per thread; it loads the remotes' server code over HTTP and keeps one container per remote.
 */
async function renderInWorker({ shellEntry, request }: RenderTask): Promise<RenderAnswer> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's path is only known at run time
  shell ??= require(shellEntry) as ShellServerModule;
  const { state, ...result } = await shell.renderPage(request);
  return state ? { ...result, stateJson: jsonForScriptElement(state) } : result;
}

// CommonJS `module.exports = fn`: the form piscina calls.
export = renderInWorker;
