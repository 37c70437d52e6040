import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';
import { LRUCache } from 'lru-cache';
import { stylesheetLinks } from './stylesheet-links';

/** The rules of the shell's stylesheets that a first view uses, for its first paint. */
export interface CriticalCss {
  /** The stylesheets' hrefs in the index.html they were cut for: a page with other stylesheets does not use them. */
  stylesheets: string[];
  css: string;
}

const HTML_TAG = /<html\b[^>]*>/i;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#x27;': "'", '&#39;': "'" };
const ENTITY = /&(?:amp|lt|gt|#x27|#39);/g;
const BODY_TAG = /<body\b[^>]*>/i;
/** The <style> that beasties puts into the <head> (the stylesheets merged into one). */
const STYLE = /<style>([\s\S]*?)<\/style>/;

/** Files read again only when their mtime or size changes (a new build); a missing file throws. */
function filesWhenChanged() {
  const files = new Map<string, { stamp: string; text: string }>();
  return (file: string): string => {
    const { mtimeMs, size } = statSync(file);
    const stamp = `${mtimeMs}:${size}`;
    const kept = files.get(file);
    if (kept?.stamp === stamp) return kept.text;
    const text = readFileSync(file, 'utf8');
    files.set(file, { stamp, text });
    return text;
  };
}

/**
 * Cuts the critical CSS of a first view from the stylesheets that the shell's index.html (in
 * `shellDist`) links: every rule whose selector matches an element of the page (beasties, with no
 * browser: all the page's elements, not only those above the fold, so the full stylesheet arriving
 * later moves nothing), with the theme's variables and the @property rules it needs. Runs on the
 * render worker; the result is cached with the page. Undefined without an index.html or stylesheet.
 *
 * The markup with its texts replaced is the key of a small cache: a page rendered again for new data
 * (a like, a price) mostly differs in its texts only, and texts select no rule.
 */
export function criticalCssCutter(shellDist: string, { cacheEntries = 64 } = {}) {
  const read = filesWhenChanged();
  const beasties = new (class extends Beasties {
    override readFile(filename: string): string {
      return read(filename);
    }
  })({
    path: shellDist,
    publicPath: '/',
    // Only the cut rules are kept from its output; where the stylesheet's link goes is page-html.ts's.
    preload: 'body',
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    fonts: false,
    compress: true,
    logLevel: 'silent',
  });
  const cut = new LRUCache<string, CriticalCss>({ max: cacheEntries });

  return async (viewHtml: string): Promise<CriticalCss | undefined> => {
    let template: string;
    try {
      template = read(path.join(shellDist, 'index.html'));
    } catch {
      return undefined;
    }
    const stylesheets = stylesheetLinks(template).map((link) => link.href);
    if (stylesheets.length === 0) return undefined;
    // React escapes '<' and '>' in texts and attributes: every '>...<' run is a text (or nothing).
    // Beasties matches attributes as written ("[&amp;_svg]:size-4" selects nothing): decoded here,
    // all but '&quot;' (a text has no '"': every '="..."' is an attribute).
    const skeleton = viewHtml
      .replace(/>[^<]+</g, '>x<')
      .replace(/="([^"]*)"/g, (_, value: string) => `="${value.replace(ENTITY, (entity) => ENTITIES[entity]!)}"`);
    const key = createHash('sha1').update(JSON.stringify(stylesheets)).update(skeleton).digest('base64');
    const kept = cut.get(key);
    if (kept) return kept;
    // The page's own <html> and <body> (class="dark" selects the dark theme's rules), its stylesheets, its markup.
    const document =
      `<!doctype html>${HTML_TAG.exec(template)?.[0] ?? '<html>'}<head>` +
      stylesheets.map((href) => `<link rel="stylesheet" href="${href.replace(/"/g, '&quot;')}">`).join('') +
      `</head>${BODY_TAG.exec(template)?.[0] ?? '<body>'}<div id="root">${skeleton}</div></body></html>`;
    const output = await beasties.process(document);
    const css = STYLE.exec(output.slice(0, output.indexOf('</head>')))?.[1];
    if (!css) return undefined;
    const result = { stylesheets, css };
    cut.set(key, result);
    return result;
  };
}
