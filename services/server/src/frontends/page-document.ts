import { RUNTIME_CONFIG_ELEMENT_ID } from '@nacho/contracts';
import type { RuntimeConfig } from './runtime-config';
import type { PreloadHint } from './route-preloads';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that cannot end its <script> element or break the HTML parser (</script>, <!--, U+2028/9). */
const jsonForScriptElement = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The build's script preloads in the template (minified or not). */
const SCRIPT_PRELOAD = /<link rel=["']?preload["']? as=["']?script["']?/g;
const LOW = ' fetchpriority="low"';

function linkTag({ href, as, crossorigin }: PreloadHint, scriptsAfterContent: boolean): string {
  const priority = scriptsAfterContent && as === 'script' ? LOW : '';
  return `<link rel="preload" as="${as}"${priority} href="${escapeAttribute(href)}"${crossorigin ? ` crossorigin="${crossorigin}"` : ''}>`;
}

/**
 * The shell's index.html with the route's preload hints at the end of <head> and the runtime config
 * inlined as a data block (type application/json: never executed, so the CSP's script-src does not
 * apply) at the end of <body>, after the page's content and before the page's own script (placed
 * there by the build). The shell reads the block instead of fetching /runtime-config.json, one round
 * trip less before it can load a remote. Not in <head>: Chromium's parser yields at a <script>
 * element, data block or not, and the server-rendered content after it was parsed later.
 *
 * `scriptsAfterContent` (a page that carries its first view: its content needs no script): the
 * script preloads, the build's and the route's, are fetchpriority="low", so that on a slow
 * connection the stylesheet and the page's images (the largest paint) are not queued behind about
 * fifteen scripts on the browser's six connections; the scripts still leave with the head.
 */
export function renderPage(
  template: string,
  config: Partial<RuntimeConfig> | undefined,
  hints: readonly PreloadHint[],
  { scriptsAfterContent = false }: { scriptsAfterContent?: boolean } = {},
): string {
  const head = hints.map((hint) => linkTag(hint, scriptsAfterContent)).join('');
  const body = config
    ? `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${jsonForScriptElement(config)}</script>`
    : '';
  const page = scriptsAfterContent ? template.replace(SCRIPT_PRELOAD, '$&' + LOW) : template;
  const withHead = insertAt(page, page.indexOf('</head>'), head);
  const bodyStart = withHead.indexOf('<body');
  const script = bodyStart < 0 ? -1 : withHead.indexOf('<script', bodyStart);
  return insertAt(withHead, script >= 0 ? script : withHead.lastIndexOf('</body>'), body);
}

/** `text` inserted at `at`, or at the start when `at` is -1. */
const insertAt = (html: string, at: number, text: string) =>
  at < 0 ? text + html : html.slice(0, at) + text + html.slice(at);
