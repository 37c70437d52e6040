/**
 * What the worker runs for the nft service, without the HTTP layer: importing this entry loads no
 * Koa and no router (an eslint rule holds services/worker to the jobs entries).
 */
export { createStandalonePrerenderer, type StandalonePrerendererDeps } from './previews/standalone-prerenderer';
export type { PrerenderOutcome, PreviewPrerenderer } from './previews/prerender';
