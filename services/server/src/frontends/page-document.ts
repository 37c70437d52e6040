import { RUNTIME_CONFIG_ELEMENT_ID } from '@nacho/contracts';
import { jsonForScriptElement, LOW_PRIORITY, lowerScriptPreloads, withScriptsAfterContent } from '@nacho/page-render';
import type { RuntimeConfig } from './runtime-config';
import type { PreloadHint } from './route-preloads';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const linkTag = ({ href, as, crossorigin }: PreloadHint, priority = '') =>
  `<link rel="preload" as="${as}"${priority} href="${escapeAttribute(href)}"${crossorigin ? ` crossorigin="${crossorigin}"` : ''}>`;

/**
 * How a page's scripts load: all preloaded from <head> (a page the browser renders); preloaded from
 * <head> at low priority (a page that carries its first view, to a phone: its content needs no
 * script, and its stylesheet and images are not queued behind about fifteen scripts on the
 * browser's six connections); or listed after the content, the federation manifest with them and
 * nothing in <head> (the same page to a desktop browser, withScriptsAfterContent).
 */
export type ScriptLoading = 'preload' | 'preload-low' | 'after-content';

/**
 * The shell's index.html with the route's preload hints at the end of <head> and the runtime config
 * inlined as a data block (type application/json: never executed, so the CSP's script-src does not
 * apply) at the end of <body>, after the page's content and before the page's own script (placed
 * there by the build). The shell reads the block instead of fetching /runtime-config.json, one round
 * trip less before it can load a remote. Not in <head>: Chromium's parser yields at a <script>
 * element, data block or not, and the server-rendered content after it was parsed later.
 */
export function renderPage(
  template: string,
  config: Partial<RuntimeConfig> | undefined,
  hints: readonly PreloadHint[],
  { scripts = 'preload' }: { scripts?: ScriptLoading } = {},
): string {
  const isScript = (hint: PreloadHint) => hint.as === 'script';
  let page = template;
  let head: string;
  if (scripts === 'after-content') {
    const listed = hints.map(({ href, as, crossorigin }) => ({
      href,
      ...(crossorigin ? { crossorigin } : {}),
      ...(as === 'fetch' ? { as } : {}),
    }));
    page = withScriptsAfterContent(template, listed);
    head = '';
  } else {
    const low = scripts === 'preload-low';
    if (low) page = lowerScriptPreloads(template);
    head = hints.map((hint) => linkTag(hint, low && isScript(hint) ? LOW_PRIORITY : '')).join('');
  }
  const body = config
    ? `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${jsonForScriptElement(config)}</script>`
    : '';
  const withHead = insertAt(page, page.indexOf('</head>'), head);
  const bodyStart = withHead.indexOf('<body');
  const script = bodyStart < 0 ? -1 : withHead.indexOf('<script', bodyStart);
  return insertAt(withHead, script >= 0 ? script : withHead.lastIndexOf('</body>'), body);
}

/** `text` inserted at `at`, or at the start when `at` is -1. */
const insertAt = (html: string, at: number, text: string) =>
  at < 0 ? text + html : html.slice(0, at) + text + html.slice(at);
