import type Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import type { SnapshotStore } from '../snapshot/snapshot-store';
import { parseInput, type Db } from '@nacho/core';
import type { Snapshot } from '../snapshot/types';
import type { ActivityReads } from '../queries/activity-reads';

type InputOf<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

export interface RouteInput<P, Q> {
  ctx: Context;
  params: P;
  query: Q;
  snapshot: Snapshot;
  store: SnapshotStore;
  /** For the reads that go to the database (activity, history). */
  db: Db;
  /** The feed's and the histories' reads (on reader threads on SQLite). */
  activity: ActivityReads;
  /** MARKET_SOURCE: whose sales the activity shows. */
  marketSource: string;
  /**
   * The validated params and query as one string: the key for cached replies. Unknown query
   * parameters and spelling variants (case of an address, defaults left out) map to the same key.
   */
  inputKey: string;
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
export function defineRoute<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
>(definition: RouteDefinition<P, Q>): NftRoute {
  return definition as unknown as NftRoute;
}

/** `/tokens/{tokenId}` -> `/tokens/:tokenId` */
export function toRouterPath(openApiPath: string): string {
  return openApiPath.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

/** Registers GET handlers that validate params and query before touching the snapshot. */
export function mountRoutes(
  router: Router,
  routes: readonly NftRoute[],
  store: SnapshotStore,
  data: { db: Db; marketSource: string; activity: ActivityReads },
): void {
  for (const route of routes) {
    router.get(toRouterPath(route.path), async (ctx) => {
      const params = route.params ? parseInput(route.params, ctx.params) : {};
      const query = route.query ? parseInput(route.query, ctx.query) : {};
      const inputKey = `${route.path} ${JSON.stringify(params)} ${JSON.stringify(query)}`;
      const snapshot = route.usesSnapshot === false ? (undefined as unknown as Snapshot) : await store.current();
      await route.handle({ ctx, params, query, snapshot, store, inputKey, ...data });
    });
  }
}
