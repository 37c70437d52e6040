/**
 * The load a fault test puts on the edge while it breaks something: a few clients, each sending one
 * request after the other (fixed concurrency), every answer recorded with its timing, status, JSON
 * error code and the instance that served it (X-Instance).
 */

/** No answer (status and headers) within this long counts as a hang. */
export const REQUEST_TIMEOUT_MS = 10_000;
/**
 * An answer's body not read this long after its headers counts as a hang too. Apart from the
 * headers' deadline: the full token list (1.4 MB, 340 KB gzipped) is read and unzipped by the
 * test's own process, which shares two cores with the whole stack; under CI's load that read, not
 * the service, once took the request past 10 s.
 */
export const BODY_TIMEOUT_MS = 30_000;

export interface Sample {
  group: string;
  method: string;
  path: string;
  /** ms since the run started. */
  start: number;
  /** Until the body was read. */
  ms: number;
  /** Until the status and headers came (undefined without an answer). */
  headersMs?: number;
  /** 0 when no HTTP answer came (reset, refused, timeout). */
  status: number;
  instance: string | null;
  /** Whether the body parsed as JSON (every API answer must, errors included). */
  json: boolean;
  /** error.code of a JSON error body. */
  errorCode?: string;
  /** The network failure when there was no answer. */
  failure?: string;
}

export interface RequestSpec {
  group: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Sends one request and records it; never throws. The deadlines can be given (the harness's own tests). */
export async function timedRequest(
  base: string,
  spec: RequestSpec,
  t0: number,
  { headersMs = REQUEST_TIMEOUT_MS, bodyMs = BODY_TIMEOUT_MS } = {},
): Promise<Sample> {
  const method = spec.method ?? 'GET';
  const start = performance.now();
  const sample: Sample = {
    group: spec.group,
    method,
    path: spec.path,
    start: start - t0,
    ms: 0,
    status: 0,
    instance: null,
    json: false,
  };
  // Timers and one controller (never AbortSignal.any with a timeout on Node 20): a deadline for the
  // headers, then another for the body.
  const controller = new AbortController();
  let timedOut: string | undefined;
  const deadline = (ms: number, failure: string) =>
    setTimeout(() => {
      timedOut = failure;
      controller.abort();
    }, ms);
  let timer = deadline(headersMs, `no answer within ${headersMs} ms`);
  try {
    const res = await fetch(new URL(spec.path, base), {
      method,
      headers: spec.headers,
      body: spec.body,
      signal: controller.signal,
      redirect: 'manual',
    });
    sample.headersMs = performance.now() - start;
    sample.instance = res.headers.get('x-instance');
    clearTimeout(timer);
    timer = deadline(bodyMs, `answered ${res.status}, its body not read within ${bodyMs} ms`);
    const text = await res.text();
    // Only a whole answer has a status here: a body cut off or never read is no answer.
    sample.status = res.status;
    try {
      const parsed = JSON.parse(text) as { error?: { code?: unknown } };
      sample.json = true;
      if (parsed && typeof parsed.error?.code === 'string') sample.errorCode = parsed.error.code;
    } catch {
      sample.json = false;
    }
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    sample.failure = timedOut ?? `${e.message}${e.cause ? `: ${e.cause.code ?? e.cause.message}` : ''}`;
  } finally {
    clearTimeout(timer);
  }
  sample.ms = performance.now() - start;
  return sample;
}

export interface LoadRun {
  samples: Sample[];
  /** ms since the load started. */
  elapsed(): number;
  /** Lets every client finish its request in flight, then resolves. */
  stop(): Promise<void>;
}

/**
 * Starts `clients` loops; loop i sends next(i, n) for its n-th request, one at a time, until stop().
 * `next` returns the request to send (a write loop may hold a signed-in user's cookie).
 */
export function startLoad(
  base: string,
  clients: number,
  next: (client: number, n: number) => RequestSpec | Promise<RequestSpec>,
): LoadRun {
  const t0 = performance.now();
  const samples: Sample[] = [];
  let running = true;
  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let n = 0; running; n++) samples.push(await timedRequest(base, await next(client, n), t0));
  });
  return {
    samples,
    elapsed: () => performance.now() - t0,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Runs `body` while the load goes on and stops it whatever happens. */
export async function underLoad<T>(load: LoadRun, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } finally {
    await load.stop();
  }
}

/** Waits until the load has run for `ms` (the load itself is the clock: no fixed sleep in the test). */
export async function loadRunsFor(load: LoadRun, ms: number): Promise<void> {
  while (load.elapsed() < ms) await new Promise((r) => setTimeout(r, Math.min(100, ms - load.elapsed())));
}

export interface Figures {
  requests: number;
  failed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  statuses: Record<string, number>;
  instances: Record<string, number>;
  /** The three slowest requests: what they were and who answered. */
  slowest: string[];
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Counts, latency percentiles, answers by status and by instance; `failed` decides what failed. */
export function figuresOf(samples: Sample[], failed: (s: Sample) => boolean): Figures {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const tally = (key: (s: Sample) => string) => {
    const out: Record<string, number> = {};
    for (const s of samples) out[key(s)] = (out[key(s)] ?? 0) + 1;
    return out;
  };
  return {
    requests: samples.length,
    failed: samples.filter(failed).length,
    p50Ms: round(percentile(ms, 50)),
    p99Ms: round(percentile(ms, 99)),
    maxMs: round(ms.at(-1) ?? 0),
    statuses: tally((s) => (s.status ? String(s.status) : `no answer (${s.failure})`)),
    instances: tally((s) => s.instance ?? '(none)'),
    slowest: [...samples]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3)
      .map(
        (s) =>
          `${Math.round(s.ms)} ms ${s.method} ${s.path} -> ${s.status || s.failure} (${s.instance ?? 'static/edge'}) at ${Math.round(s.start)} ms${s.headersMs === undefined ? '' : `, headers in ${Math.round(s.headersMs)} ms`}`,
      ),
  };
}

/** A read failed unless it was answered 200 (static files may be 304: we send no validators, so never). */
export const readFailed = (s: Sample) => s.status !== 200;

/**
 * The answers a like may get while something breaks, each designed: the like's own outcomes
 * (liked; already liked today; daily limit), the services' 503 while the database is away, and the
 * edge's JSON 502/504 for a like in flight on a replica that died or hung. Anything else (a 500, an
 * HTML page, a JSON error nobody designed) is a failure.
 */
const DESIGNED_WRITE_ERRORS: Record<number, string[]> = {
  400: ['already_liked'],
  429: ['daily_limit_reached'],
  502: ['service_unavailable'],
  503: ['database_unavailable'],
  504: ['service_timeout'],
};

/** A write is clean when it succeeded with JSON or got one of the designed JSON errors; a hang, a reset, a 500 or an HTML page is not. */
export const writeNotClean = (s: Sample) => {
  if (s.status === 0 || !s.json) return true;
  if (s.status < 400) return false;
  return !s.errorCode || !(DESIGNED_WRITE_ERRORS[s.status] ?? []).includes(s.errorCode);
};

/** A few failed samples, for the assertion message. */
export const describeSamples = (samples: Sample[], limit = 8) =>
  samples
    .slice(0, limit)
    .map(
      (s) =>
        `${s.method} ${s.path} at ${Math.round(s.start)} ms -> ${s.status || s.failure} ${s.errorCode ?? ''} (${s.instance ?? 'no instance'})`,
    )
    .join('\n');
