import { SERVER_RENDER_STATE_ELEMENT_ID } from '@nacho/contracts';

/** The first view the server rendered: the app's markup and its data, serialised for a data block. */
export interface FirstView {
  html: string;
  stateJson?: string;
}

/** The empty #root of the built index.html (minified: the quotes may be gone). */
const ROOT = /<div id=(["']?)root\1><\/div>/;

/**
 * The shell's index.html with the first view inside #root and its data in a JSON data block (type
 * application/json: never executed, so the page's CSP stays as it is). A template without an empty
 * #root is returned as it is.
 */
export function withFirstView(template: string, view: FirstView): string {
  const root = ROOT.exec(template);
  if (!root) return template;
  const data =
    view.stateJson === undefined
      ? ''
      : `<script type="application/json" id="${SERVER_RENDER_STATE_ELEMENT_ID}">${view.stateJson}</script>`;
  const end = root.index + root[0].length;
  return `${template.slice(0, root.index)}<div id="root">${view.html}</div>${data}${template.slice(end)}`;
}
