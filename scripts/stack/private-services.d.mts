/** Types of private-services.mjs for the TypeScript tests (e2e-stack/). */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:PORT/nacho (trust auth on loopback). */
  url: string;
  port: number;
  /** Stops the server the way an operator's restart does (fast: sessions are terminated, 57P01). */
  stop(): Promise<void>;
  /** Starts it again; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Whether it runs (its postmaster.pid is there). */
  running(): boolean;
  /** Stops it for good (immediate), whatever state it is in. */
  dispose(): void;
}

export interface PrivateRedis {
  url: string;
  port: number;
  /** Whether it keeps its data across a restart (appendonly yes). */
  readonly persistent: boolean;
  pid(): number | undefined;
  /** SHUTDOWN by signal (SIGTERM: with appendonly the log is flushed first); resolves once it exited. */
  stop(): Promise<void>;
  /**
   * Starts it again on the same port; resolves once it answers. `{ persistent: false }` starts it
   * without persistence and without the files of before: what a Redis without persistence is after
   * a restart (empty). `{ persistent: true }` turns the append-only file on (again).
   */
  start(options?: { persistent?: boolean }): Promise<void>;
  dispose(): void;
}

export interface PrivateServices {
  dir: string;
  postgres: PrivatePostgres;
  redis: PrivateRedis;
  /** Stops both and removes the folder; runs whatever state they are in. */
  dispose(): void;
}

export interface StartPrivateServicesOptions {
  /** Redis with appendonly yes (default false). */
  persistentRedis?: boolean;
  /** The temp folder's name before its random part (default nacho-faults-, which stop-fault-leftovers.mjs cleans). */
  folderPrefix?: string;
}

export function startPrivatePostgres(dir: string): Promise<PrivatePostgres>;
export function startPrivateRedis(dir: string, options: { persistent: boolean }): Promise<PrivateRedis>;
export function startPrivateServices(options?: StartPrivateServicesOptions): Promise<PrivateServices>;
export function attachPrivateServices(dir: string): PrivateServices;

export interface PrivateServicesModule {
  startPrivatePostgres: typeof startPrivatePostgres;
  startPrivateRedis: typeof startPrivateRedis;
  startPrivateServices: typeof startPrivateServices;
  attachPrivateServices: typeof attachPrivateServices;
}
