import { SERVER_RENDER_STATE_ELEMENT_ID } from '@nacho/contracts';
import type { CriticalCss } from './critical-css';
import { stylesheetLinks } from './stylesheet-links';

/** The first view the server rendered: the app's markup, its data serialised for a data block, its critical CSS. */
export interface FirstView {
  html: string;
  stateJson?: string;
  criticalCss?: CriticalCss;
}

/** The empty #root of the built index.html (minified: the quotes may be gone). */
const ROOT = /<div id=(["']?)root\1><\/div>/;

/**
 * The page's critical CSS in a <style> where its first stylesheet link was, and the stylesheet links
 * moved to the end of <body>: a link there does not hold the paint of the content before it, and
 * needs no script or onload handler (the CSP allows neither inline; it allows inline styles). The
 * page's scripts still wait for the whole stylesheet before they run (the parser inserted it), so
 * the page is hydrated, and other routes rendered, with every rule there. The page is left as it is
 * when its stylesheets are not the ones the CSS was cut from (a shell deployed since).
 */
function withCriticalCss(template: string, { stylesheets, css }: CriticalCss): string {
  const links = stylesheetLinks(template);
  const end = template.lastIndexOf('</body>');
  if (end < 0 || links.length !== stylesheets.length || links.some((link, i) => link.href !== stylesheets[i]))
    return template;
  let page = '';
  let at = 0;
  for (const [i, link] of links.entries()) {
    page += template.slice(at, link.index) + (i === 0 ? `<style>${css}</style>` : '');
    at = link.index + link.tag.length;
  }
  return page + template.slice(at, end) + links.map((link) => link.tag).join('') + template.slice(end);
}

/**
 * The shell's index.html with the first view inside #root and its data in a JSON data block (type
 * application/json: never executed, so the page's CSP stays as it is), with its critical CSS. A
 * template without an empty #root is returned as it is.
 */
export function withFirstView(template: string, view: FirstView): string {
  if (!ROOT.test(template)) return template;
  const page = view.criticalCss ? withCriticalCss(template, view.criticalCss) : template;
  const root = ROOT.exec(page)!;
  const data =
    view.stateJson === undefined
      ? ''
      : `<script type="application/json" id="${SERVER_RENDER_STATE_ELEMENT_ID}">${view.stateJson}</script>`;
  const end = root.index + root[0].length;
  return `${page.slice(0, root.index)}<div id="root">${view.html}</div>${data}${page.slice(end)}`;
}
