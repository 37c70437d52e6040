/** `<link rel=stylesheet ...>` of the built page, minified or not. */
const STYLESHEET_LINK = /<link\b[^>]*\brel=["']?stylesheet(?=["'\s/>])[^>]*>/gi;
const HREF = /\bhref=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

export interface StylesheetLink {
  /** The whole tag as written. */
  tag: string;
  href: string;
  index: number;
}

/** The stylesheet links of a page, in document order (those without an href are left out). */
export function stylesheetLinks(html: string): StylesheetLink[] {
  const links: StylesheetLink[] = [];
  for (const match of html.matchAll(STYLESHEET_LINK)) {
    const href = HREF.exec(match[0]);
    const value = href?.[1] ?? href?.[2] ?? href?.[3];
    if (value) links.push({ tag: match[0], href: value, index: match.index });
  }
  return links;
}
