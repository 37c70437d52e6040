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

function linkTag({ href, as, crossorigin }: PreloadHint): string {
  return `<link rel="preload" as="${as}" href="${escapeAttribute(href)}"${crossorigin ? ` crossorigin="${crossorigin}"` : ''}>`;
}

/**
 * The shell's index.html with the runtime config inlined as a data block (type
 * application/json: never executed, so the CSP's script-src does not apply) and the route's
 * preload hints, both placed before the page's own scripts. The shell reads the block instead of
 * fetching /runtime-config.json, one round trip less before it can load a remote.
 */
export function renderPage(
  template: string,
  config: Partial<RuntimeConfig> | undefined,
  hints: readonly PreloadHint[],
): string {
  const head = [
    ...hints.map(linkTag),
    ...(config
      ? [`<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${jsonForScriptElement(config)}</script>`]
      : []),
  ].join('');
  const at = template.indexOf('</head>');
  return at < 0 ? head + template : template.slice(0, at) + head + template.slice(at);
}
