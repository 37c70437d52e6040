/**
 * The scripts of a page whose first view the server rendered, and the federation manifest their
 * remote is found by: the server lists them in a JSON data block instead of preload hints in
 * <head>, and the shell's entry (main.js, deferred, so it runs once the page is parsed) starts them
 * all at once. Preloaded from <head>, the browser compiled about 800 KB of script while it parsed
 * the content, and on two cores the content came out later; even the two hints that stayed (main.js
 * and the manifest) made the page's data show about 9 ms later (BENCHMARKS.md, issue 37).
 */
export const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';

/**
 * A file the page loads: its path on this origin, the crossorigin mode it is requested with, and
 * `as: 'fetch'` for one read by fetch() (the federation manifest); a script otherwise.
 */
export interface PageScript {
  href: string;
  crossorigin?: 'anonymous' | 'use-credentials';
  as?: 'fetch';
}

const isPageScript = (value: unknown): value is PageScript => {
  if (typeof value !== 'object' || value === null) return false;
  const { href, crossorigin, as } = value as Record<string, unknown>;
  // Same origin only: a path, never a protocol-relative or absolute URL.
  return (
    typeof href === 'string' &&
    href.startsWith('/') &&
    !href.startsWith('//') &&
    (crossorigin === undefined || crossorigin === 'anonymous' || crossorigin === 'use-credentials') &&
    (as === undefined || as === 'fetch')
  );
};

/** The scripts listed in the page, or [] when it lists none or the block is not a list of them. */
export function pageScripts(doc: { getElementById(id: string): { textContent: string | null } | null }): PageScript[] {
  const text = doc.getElementById(PAGE_SCRIPTS_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isPageScript) : [];
  } catch {
    return [];
  }
}
