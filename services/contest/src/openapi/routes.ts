import Router from '@koa/router';
import { buildContestOpenApiDocument, CONTEST_OPENAPI_PATH, type ContestDocumentOptions } from './build-document';

/** GET /api/contest/openapi.json: the contest service's OpenAPI document, built once on first request. */
export function createContestOpenApiRouter(options: ContestDocumentOptions): Router {
  const router = new Router();
  let document: object | undefined;
  router.get(CONTEST_OPENAPI_PATH, (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = document ??= buildContestOpenApiDocument(options);
  });
  return router;
}
