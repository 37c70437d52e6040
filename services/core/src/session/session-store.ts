/** The external store contract of koa-session; `sess` is the JSON koa-session saves. */
export interface SessionStore {
  get(sid: string): Promise<Record<string, unknown> | undefined>;
  set(sid: string, sess: Record<string, unknown>, maxAgeMs: number, opts: { changed: boolean }): Promise<void>;
  destroy(sid: string): Promise<void>;
}
