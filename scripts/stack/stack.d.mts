/** Types of stack.mjs for the TypeScript tests (e2e-stack/). */
export interface StackProcess {
  name: string;
  /** nft | contest | market | worker | static | edge */
  kind: string;
  pid: number | undefined;
  /** Undefined for the workers (no HTTP). */
  port: number | undefined;
  /** The node processes' metrics port (GET /metrics on 127.0.0.1); undefined for nginx. */
  metricsPort?: number;
  logFile: string;
}

export interface StackProcessStatus extends StackProcess {
  running: boolean;
  healthy: boolean;
}

export interface Stack {
  edgeUrl: string;
  runDir: string;
  databaseUrl: string;
  redisUrl: string;
  readonly processes: StackProcess[];
  stop(): Promise<void>;
  kill(name: string, signal?: NodeJS.Signals): Promise<void>;
  start(name: string): Promise<void>;
  status(): Promise<StackProcessStatus[]>;
}

export interface StartStackOptions {
  port?: number;
  runDir?: string;
  databaseUrl?: string;
  redisUrl?: string;
  replicas?: number;
  workers?: number;
  env?: Record<string, string>;
  staticRoots?: Partial<Record<'shell' | 'mfe-explorer' | 'mfe-contest' | 'mfe-admin', string>>;
  log?: (line: string) => void;
}

export const SERVICES: string[];
export const FRONT_ENDS: string[];
export function startStack(options?: StartStackOptions): Promise<Stack>;
export function attachStack(runDir: string): Stack;

/** The module's shape, for `await import()` of it from CommonJS tests. */
export interface StackModule {
  SERVICES: string[];
  FRONT_ENDS: string[];
  startStack(options?: StartStackOptions): Promise<Stack>;
  attachStack(runDir: string): Stack;
}
