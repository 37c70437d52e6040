import type { ApiDocumentSource } from './api-documents';

/** What the page passes to Scalar.createApiReference: the documents and a read-only reference. */
export interface ReferenceConfiguration {
  sources: Array<ApiDocumentSource & { default?: boolean }>;
  [option: string]: unknown;
}

interface BrowserScope {
  __zod_globalConfig?: { jitless?: boolean };
  Scalar?: { createApiReference(selector: string, configuration: ReferenceConfiguration): unknown };
  document: { addEventListener(type: 'DOMContentLoaded', listener: () => void): void };
}

/**
 * Runs in the browser, serialized into /api/docs/boot.js ahead of the deferred renderer bundle, so it
 * may use nothing outside its own body: not even the counters coverage would add to it (hence the
 * ignore, which leaves it uninstrumented).
 */
/* istanbul ignore next */
function bootReference(selector: string, configuration: ReferenceConfiguration): void {
  const scope = globalThis as unknown as BrowserScope;
  // zod (inside the bundle) probes eval to compile faster parsers; the page forbids eval, and the
  // probe would be reported as a CSP violation. Its global config turns the probe off.
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
  scope.document.addEventListener('DOMContentLoaded', () => {
    scope.Scalar?.createApiReference(selector, configuration);
  });
}

/** The boot script's source: the function above called with this configuration. */
export function bootScript(selector: string, configuration: ReferenceConfiguration): string {
  return `(${bootReference.toString()})(${JSON.stringify(selector)}, ${JSON.stringify(configuration)});\n`;
}
