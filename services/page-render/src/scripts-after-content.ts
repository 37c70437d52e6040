import { PAGE_SCRIPTS_ELEMENT_ID, type PageScript } from '@nacho/contracts';
import { jsonForScriptElement } from './json-for-script';

/** A script or fetch preload (minified or not): its `as` in group 1, and the whole tag to read its attributes from. */
const PRELOAD = /<link rel=["']?preload["']? as=["']?(script|fetch)["']?[^>]*>/g;
const SCRIPT_PRELOAD_START = /<link rel=["']?preload["']? as=["']?script["']?/g;
const HREF = /\shref=["']?([^"'\s>]+)/;
const CROSSORIGIN = /\scrossorigin=["']?(anonymous|use-credentials)\b/;
/** The sources of the page's own script elements. */
const SCRIPT_SRC = /<script[^>]*?\ssrc=["']?([^"'\s>]+)/g;

/** The attribute that puts a preload at low priority, as a tag's next attribute (leading space included). */
export const LOW_PRIORITY = ' fetchpriority="low"';

/** `html` with each of its script preloads at low priority, so that the stylesheet and images go first. */
export const lowerScriptPreloads = (html: string) => html.replace(SCRIPT_PRELOAD_START, `$&${LOW_PRIORITY}`);

/** The header in which Chromium-based browsers say, on every request, whether they are a phone's. */
export const MOBILE_HINT_HEADER = 'Sec-CH-UA-Mobile';

/**
 * Whether a page's scripts go after its content for this browser: a desktop one only (it said
 * `Sec-CH-UA-Mobile: ?0`). On the phone profile (150 ms, 1.6 Mbit/s) the scripts started at the
 * end of the parse made the page answer input about 450 ms later (BENCHMARKS.md); a phone's
 * network, not its cores, is what it waits for. A browser that does not say (Safari, Firefox,
 * crawlers) gets the preloads in <head>, as a phone does. The page varies by the header.
 */
export const scriptsAfterContentFor = (mobileHint: string | undefined) => mobileHint?.trim() === '?0';

/**
 * The shell's index.html for a page that carries its first view (its content needs no script):
 * nothing preloaded from <head>. Its preloads, and the route's `routeScripts`, are listed in a JSON
 * data block (PAGE_SCRIPTS_ELEMENT_ID) before the page's own script at the end of <body>; the
 * shell's deferred main.js starts them all once the page is parsed (shell/src/start-page-scripts.ts).
 * Preloaded from <head>, the browser compiled about 800 KB of script while it parsed the content,
 * and on two cores the content came out later; main.js's own preload and the federation manifest's
 * still cost the data about 9 ms of 45 (BENCHMARKS.md, issue 37): main.js is found at the end of
 * the page by the browser's preload scanner as soon as the page has arrived, and a desktop's page
 * arrives at once.
 */
export function withScriptsAfterContent(template: string, routeScripts: readonly PageScript[] = []): string {
  const ownScripts = new Set([...template.matchAll(SCRIPT_SRC)].map((match) => match[1]));
  const listed: PageScript[] = [];
  const page = template.replace(PRELOAD, (tag, as: string) => {
    const href = HREF.exec(tag)?.[1];
    if (!href) return tag;
    if (ownScripts.has(href)) return '';
    const crossorigin = CROSSORIGIN.exec(tag)?.[1] as PageScript['crossorigin'] | undefined;
    listed.push({ href, ...(crossorigin ? { crossorigin } : {}), ...(as === 'fetch' ? { as: 'fetch' as const } : {}) });
    return '';
  });
  const scripts = [...listed, ...routeScripts];
  if (!scripts.length) return page;
  const block = `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${jsonForScriptElement(scripts)}</script>`;
  const bodyStart = page.indexOf('<body');
  const firstScript = bodyStart < 0 ? -1 : page.indexOf('<script', bodyStart);
  const at = firstScript >= 0 ? firstScript : page.lastIndexOf('</body>');
  return at < 0 ? page + block : page.slice(0, at) + block + page.slice(at);
}
