import type Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import type { SnapshotStore } from '../snapshot/snapshot-store';
import { ParsedInputCache } from './parsed-input-cache';
import type { Snapshot } from '../snapshot/types';

type InputOf<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

export interface RouteInput<P, Q> {
  ctx: Context;
  params: P;
  query: Q;
  snapshot: Snapshot;
  store: SnapshotStore;
}

export type ErrorStatus = 400 | 404 | 503;

/**
 * One endpoint: its inputs and reply as zod schemas (used both to validate requests and to
 * generate the OpenAPI document) and the handler that answers from the snapshot.
 */
export interface NftRoute {
  /** OpenAPI form, relative to /api/nft: `/tokens/{tokenId}`. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  reply: z.ZodType;
  replyContentType?: 'application/json' | 'image/svg+xml';
  errors: ErrorStatus[];
  /** Whether replies carry an ETag (and so may be 304 Not Modified). */
  sendsEtag?: boolean;
  /** False for routes that answer without collection data (the OpenAPI document). */
  usesSnapshot?: boolean;
  handle(input: RouteInput<unknown, unknown>): void | Promise<void>;
}

interface RouteDefinition<P, Q> extends Omit<NftRoute, 'params' | 'query' | 'handle'> {
  params?: P;
  query?: Q;
  handle(input: RouteInput<InputOf<P>, InputOf<Q>>): void | Promise<void>;
}

/** Typed helper: the handler sees the parsed types of its own schemas. */
export function defineRoute<P extends z.ZodObject | undefined = undefined, Q extends z.ZodObject | undefined = undefined>(
  definition: RouteDefinition<P, Q>,
): NftRoute {
  return definition as unknown as NftRoute;
}

/** `/tokens/{tokenId}` -> `/tokens/:tokenId` */
export function toRouterPath(openApiPath: string): string {
  return openApiPath.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

/** Registers GET handlers that validate params and query before touching the snapshot. */
export function mountRoutes(router: Router, routes: readonly NftRoute[], store: SnapshotStore): void {
  const inputs = new ParsedInputCache();
  for (const route of routes) {
    router.get(toRouterPath(route.path), async (ctx) => {
      const { params, query } = inputs.parse(route.path, route, ctx);
      const snapshot = route.usesSnapshot === false ? (undefined as unknown as Snapshot) : await store.current();
      await route.handle({ ctx, params, query, snapshot, store });
    });
  }
}
