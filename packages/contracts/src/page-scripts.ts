/**
 * The scripts of a page whose first view the server rendered: the server lists them in a JSON
 * data block instead of preload hints in <head>, and the shell's entry (main.js, deferred, so it
 * runs once the page is parsed) starts them all at once. Preloaded from <head>, the browser
 * compiled about 800 KB of script while it parsed the content, and on two cores the content came
 * out later (BENCHMARKS.md, issue 37).
 */
export const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';

/** A script the page loads: its path on this origin, and the crossorigin mode it is requested with. */
export interface PageScript {
  href: string;
  crossorigin?: 'anonymous' | 'use-credentials';
}

const isPageScript = (value: unknown): value is PageScript => {
  if (typeof value !== 'object' || value === null) return false;
  const { href, crossorigin } = value as Record<string, unknown>;
  // Same origin only: a path, never a protocol-relative or absolute URL.
  return (
    typeof href === 'string' &&
    href.startsWith('/') &&
    !href.startsWith('//') &&
    (crossorigin === undefined || crossorigin === 'anonymous' || crossorigin === 'use-credentials')
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
