import { parseRuntimeConfig, RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@nacho/contracts';
import { withFirstView } from './page-html';
import { MOBILE_HINT_HEADER, scriptsAfterContentFor, withScriptsAfterContent } from './scripts-after-content';
import type { FirstViewOutcome, PageRenderer } from './page-renderer';

/** What the finisher needs of a Koa context. */
export interface PageRequest {
  url: string;
  get(name: string): string;
  set(name: string, value: string): void;
  vary(name: string): void;
}

/** How a page went out, in its X-First-View header: cached, rendered, partial, or why there is no first view. */
export function firstViewHeader(outcome: FirstViewOutcome | undefined): string {
  const view = outcome?.view;
  if (view) return view.cached ? 'cached' : view.complete ? 'rendered' : 'partial';
  return outcome?.reason ?? 'off';
}

/**
 * Sets X-First-View, and outside production X-First-View-Missing on a partial page: what the render
 * did without (a read over its budget, a remote that did not load), for tests and benchmarks to say why.
 */
export function setFirstViewHeaders(
  ctx: Pick<PageRequest, 'url' | 'set'>,
  outcome: FirstViewOutcome | undefined,
): void {
  ctx.set('X-First-View', firstViewHeader(outcome));
  const view = outcome?.view;
  if (view && !view.complete && process.env.NODE_ENV !== 'production')
    ctx.set(
      'X-First-View-Missing',
      view.degraded
        .join('; ')
        .replace(/[^\x20-\x7e]+/g, ' ')
        .slice(0, 1000),
    );
}

/**
 * The site's runtime config as the browser reads it (GET {origin}/runtime-config.json), kept for
 * `ttlMs`; undefined while it cannot be read (then pages go out without their first view).
 */
export function runtimeConfigFrom(origin: string, { ttlMs = 2000, timeoutMs = 1000 } = {}) {
  let kept: { at: number; config: Promise<RuntimeConfig | undefined> } | undefined;
  const read = async (): Promise<RuntimeConfig | undefined> => {
    try {
      const response = await fetch(new URL(RUNTIME_CONFIG_PATH, origin), { signal: AbortSignal.timeout(timeoutMs) });
      return response.ok ? parseRuntimeConfig(await response.json()) : undefined;
    } catch {
      return undefined;
    }
  };
  return (): Promise<RuntimeConfig | undefined> => {
    if (!kept || Date.now() - kept.at >= ttlMs) kept = { at: Date.now(), config: read() };
    return kept.config;
  };
}

/** Adds the first view to a page's HTML (the nft service's page router in the distributed stack). */
export function firstViewFinisher(renderer: PageRenderer, runtimeConfig: () => Promise<RuntimeConfig | undefined>) {
  return async (ctx: PageRequest, html: string): Promise<string> => {
    const config = await runtimeConfig();
    const outcome = config ? await renderer.firstView(ctx.url, config) : undefined;
    setFirstViewHeaders(ctx, outcome);
    if (!outcome?.view) return html;
    ctx.vary(MOBILE_HINT_HEADER);
    const page = scriptsAfterContentFor(ctx.get(MOBILE_HINT_HEADER)) ? withScriptsAfterContent(html) : html;
    return withFirstView(page, outcome.view);
  };
}
