import { createDocument } from 'zod-openapi';
import { adminPaths } from './admin-paths';
import { authPaths } from './auth-paths';
import { hallOfFamePaths } from './hall-of-fame-paths';
import { likesPaths } from './likes-paths';
import { sealPaths } from './seal-paths';
import { operation } from './responses';

export const CONTEST_OPENAPI_PATH = '/api/contest/openapi.json';

export interface ContestDocumentOptions {
  /** OpenID Connect sign-in is configured (/api/auth/oidc/*). */
  oidc: boolean;
  /** The demo sign-in is mounted (outside production). */
  demo: boolean;
}

/** The OpenAPI 3.1 document of the contest service, from the zod schemas that validate its requests and replies. */
export function buildContestOpenApiDocument(options: ContestDocumentOptions): ReturnType<typeof createDocument> {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'NACHO contest API',
      version: '1.0.0',
      description:
        'Sign-in (sessions, Kaspa wallet, OpenID Connect, demo voter), likes and their live stream, the Hall of Fame and the admin panel. ' +
        "Every POST, PUT and DELETE must carry the site's Origin header and, with a body, Content-Type: application/json.",
    },
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'nacho.sid',
          description: 'The session cookie (__Host-nacho.sid in production) set by a sign-in',
        },
      },
    },
    paths: {
      ...authPaths(options),
      ...likesPaths(),
      ...hallOfFamePaths(),
      ...sealPaths(),
      ...adminPaths(),
      [CONTEST_OPENAPI_PATH]: {
        get: operation('get', 'contest', {
          operationId: 'contestOpenApi',
          summary: 'This document',
          ok: {
            200: {
              description: 'OpenAPI 3.1 (Cache-Control: public, max-age=300)',
              content: { 'application/json': { schema: { type: 'object' } } },
            },
          },
        }),
      },
    },
  });
}
