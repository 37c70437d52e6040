import { defineRoute, type NftRoute } from '../http/route-definition';
import { OpenApiReply } from '@nacho/contracts';

/** Serves the document built from the route list it belongs to. */
export function openApiRoute(document: () => object): NftRoute {
  return defineRoute({
    path: '/openapi.json',
    summary: "This API's OpenAPI 3.1 document",
    tag: 'meta',
    reply: OpenApiReply,
    errors: [],
    usesSnapshot: false,
    handle({ ctx }) {
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.body = document();
    },
  });
}
