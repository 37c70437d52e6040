import Router from '@koa/router';
import type { Context } from 'koa';
import { preferredCompression } from '../accepts-gzip';
import { API_DOCUMENT_SOURCES } from './api-documents';
import { bootScript, type ReferenceConfiguration } from './browser-boot';
import { API_DOCS_CONTENT_SECURITY_POLICY } from './content-security-policy';
import { referencePage } from './page-document';
import { scalarStandaloneBundle, type RendererBundle } from './renderer-bundle';

export const API_DOCS_PATH = '/api/docs';

/**
 * Read-only: no request client, no "Test Request" button, nothing fetched from another origin
 * (no web fonts, no telemetry, no agent), no developer toolbar (it shows on localhost by default).
 */
const REFERENCE_CONFIGURATION: ReferenceConfiguration = {
  sources: API_DOCUMENT_SOURCES.map((source, index) => ({ ...source, default: index === 0 })),
  hideClientButton: true,
  hideTestRequestButton: true,
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  persistAuth: false,
  documentDownloadType: 'json',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function sendRenderer(ctx: Context, bundle: RendererBundle): Promise<void> {
  const encoding = preferredCompression(ctx) ?? 'identity';
  const body = await bundle.body(encoding);
  ctx.vary('Accept-Encoding');
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.set('Cache-Control', IMMUTABLE);
  ctx.type = 'text/javascript; charset=utf-8';
  ctx.body = body;
}

/**
 * GET /api/docs: an API reference page for the site's three OpenAPI documents, rendered in the
 * browser by Scalar's standalone bundle served from here (/api/docs/scalar-api-reference-{version}.js).
 * The documents themselves come from their services. Mounted by the all-in-one server and, behind
 * the edge, by the nft service.
 */
export function createApiDocsRouter({ bundle = scalarStandaloneBundle() }: { bundle?: RendererBundle } = {}): Router {
  const bootScriptUrl = `${API_DOCS_PATH}/boot.js`;
  const rendererUrl = `${API_DOCS_PATH}/scalar-api-reference-${bundle.version}.js`;
  const page = referencePage({ bootScriptUrl, rendererUrl, documents: API_DOCUMENT_SOURCES });
  const boot = bootScript('#reference', REFERENCE_CONFIGURATION);
  const router = new Router();
  router.get([API_DOCS_PATH, `${API_DOCS_PATH}/`], (ctx) => {
    ctx.set('Content-Security-Policy', API_DOCS_CONTENT_SECURITY_POLICY);
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page;
  });
  router.get(bootScriptUrl, (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/javascript; charset=utf-8';
    ctx.body = boot;
  });
  router.get(rendererUrl, (ctx) => sendRenderer(ctx, bundle));
  return router;
}
