import { pageScripts } from '@nacho/contracts';

/**
 * Starts every script the server listed for this page (the boot chunks and the route's remote
 * code, with the remote's federation manifest) at once, as preloads: the federation runtime's own requests for them, one after another,
 * find them loading or loaded. main.js is deferred, so this runs once the server's content is
 * parsed (services/server/src/frontends/page-document.ts says why not from <head>).
 */
export function startPageScripts(doc: Document = document): void {
  for (const { href, crossorigin, as = 'script' } of pageScripts(doc)) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as);
    if (crossorigin) link.crossOrigin = crossorigin;
    link.setAttribute('href', href);
    doc.head.append(link);
  }
}
