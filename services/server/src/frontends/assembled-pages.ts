import { withFirstView, type RenderedFirstView } from '@nacho/page-render';
import { compressPage, type PageEncoding } from './compressed-pages';

/**
 * The bytes of pages with their first view put in, kept beside each cached view (the renderer hands
 * out the same object for every hit of a view): a cached view sent again in the same shell page (its
 * head, config and hints) is neither assembled nor compressed again, and is found without hashing its
 * 60 KB. Only the compressed bytes are kept; a browser that takes no compression gets the page
 * assembled anew. A view's bytes go with it when the renderer's cache lets it go. `perView`: the
 * shell pages kept per view (the desktop and the phone form).
 */
export function assembledPages({ perView = 2 }: { perView?: number } = {}) {
  const kept = new WeakMap<RenderedFirstView, Map<string, Partial<Record<PageEncoding, Buffer>>>>();
  return (shellPage: string, view: RenderedFirstView, encoding: PageEncoding | undefined): string | Buffer => {
    if (!view.cached || !encoding) {
      const html = withFirstView(shellPage, view);
      return encoding ? compressPage(encoding, html) : html;
    }
    let byShell = kept.get(view);
    if (!byShell) kept.set(view, (byShell = new Map()));
    let bytes = byShell.get(shellPage);
    if (!bytes) {
      if (byShell.size >= perView) byShell.delete(byShell.keys().next().value!);
      byShell.set(shellPage, (bytes = {}));
    }
    return (bytes[encoding] ??= compressPage(encoding, withFirstView(shellPage, view)));
  };
}
