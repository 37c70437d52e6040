import type { ApiDocumentSource } from './api-documents';

/** HTML-escapes text for an element's content or a quoted attribute. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface ReferencePageOptions {
  bootScriptUrl: string;
  rendererUrl: string;
  /** Listed for readers without JavaScript. */
  documents: readonly ApiDocumentSource[];
}

/**
 * The reference page: two same-origin scripts, the mount point, and plain links without scripts.
 * The mount point is not #api-reference: the bundle mounts a second, unconfigured copy on that id.
 */
export function referencePage({ bootScriptUrl, rendererUrl, documents }: ReferencePageOptions): string {
  const links = documents.map((d) => `<li><a href="${escapeHtml(d.url)}">${escapeHtml(d.title)}</a></li>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · NACHO explorer</title>
<meta name="description" content="Reference of the NACHO explorer's NFT, market and contest APIs (OpenAPI 3.1).">
<link rel="icon" href="data:,">
<script src="${escapeHtml(bootScriptUrl)}"></script>
<script defer src="${escapeHtml(rendererUrl)}"></script>
</head>
<body>
<noscript><p>The API reference needs JavaScript. The OpenAPI documents:</p><ul>${links}</ul></noscript>
<div id="reference"></div>
</body>
</html>
`;
}
