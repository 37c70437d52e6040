import type { Dispatcher } from 'undici';
import { parseNftMetadata } from '../metadata-doc';
import type { NftMetadataDoc } from '../types';
import type { GatewayHealth } from './gateway-health';
import { httpGet, NetworkError, RequestTimeoutError } from './http-get';
import { isRetryableStatus, parseJsonBody, parseRetryAfter } from './retry';

/** One gateway's URL of a document; `notBefore` (performance.now() time) is when it may be asked, after its Retry-After. */
export interface RoundTarget {
  gateway: string;
  url: string;
  notBefore: number;
}

export interface RoundOptions {
  timeoutMs: number;
  hedgeDelayMs: number;
  health: GatewayHealth;
  dispatcher?: Dispatcher;
}

type Attempt =
  | { kind: 'found'; doc: NftMetadataDoc }
  | { kind: 'not-found' }
  | { kind: 'failed'; reason: string; retryAfterMs?: number };

/** One gateway, one request; throws only when `signal` aborts. */
async function tryGateway(
  url: string,
  timeoutMs: number,
  signal: AbortSignal,
  dispatcher?: Dispatcher,
): Promise<Attempt> {
  try {
    const answer = await httpGet(url, { timeoutMs, signal, dispatcher });
    if (answer.status >= 200 && answer.status <= 299)
      return { kind: 'found', doc: parseNftMetadata(parseJsonBody(answer)) };
    if (answer.status === 404) return { kind: 'not-found' };
    const retryAfterMs = answer.status === 429 ? parseRetryAfter(answer.header('retry-after')) : undefined;
    const retryable = isRetryableStatus(answer.status) ? '' : ' (not retryable)';
    return { kind: 'failed', reason: `${url}: HTTP ${answer.status}${retryable}`, retryAfterMs };
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    const reason =
      error instanceof RequestTimeoutError
        ? `timed out after ${timeoutMs} ms`
        : error instanceof NetworkError
          ? 'connection error'
          : error instanceof Error
            ? error.message
            : String(error);
    return { kind: 'failed', reason: `${url}: ${reason}` };
  }
}

/** Cancels the requests still going when a round has its answer (one object: no stack trace per round). */
const ROUND_SETTLED = new Error('round settled');

export class RoundFailedError extends Error {
  /** `retryAfterMs`: the Retry-After of each gateway that sent one in this round. */
  constructor(
    readonly reasons: string[],
    readonly retryAfterMs: ReadonlyMap<string, number>,
  ) {
    super(reasons.join('; '));
    this.name = 'RoundFailedError';
  }
}

/**
 * One round: asks the gateways one after another (the next as soon as one fails or says 404, or
 * when it has not answered within the hedge delay) and takes the first document; the requests
 * still going are then cancelled. A gateway still under its Retry-After is asked only once that
 * has passed. When every gateway has been asked and none has answered within a further hedge
 * delay, the first one still going is asked once more. Not found only when every gateway says so.
 * When all but slow ones have failed, the round fails one hedge delay later rather than waiting
 * for their timeout.
 * `targets` must be in the order to ask them (see roundOrder).
 */
export function askGateways(
  targets: readonly RoundTarget[],
  options: RoundOptions,
  signal?: AbortSignal,
): Promise<NftMetadataDoc | null> {
  const round = new AbortController();
  const cancel = () => round.abort(signal!.reason);
  if (signal?.aborted) cancel();
  else signal?.addEventListener('abort', cancel, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const { hedgeDelayMs, health } = options;

  return new Promise<NftMetadataDoc | null>((resolve, reject) => {
    let next = 0;
    // Targets with a request going, in the order asked (one may be there twice, see askAgain).
    const inFlight: RoundTarget[] = [];
    let askedAgain = false;
    const notFound = new Set<RoundTarget>();
    let settled = false;
    const retryAfterMs = new Map<string, number>();
    const reasons: string[] = [];
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    // Also ends a round that is only waiting for a Retry-After to pass.
    round.signal.addEventListener('abort', () => settle(() => reject(round.signal.reason)), { once: true });
    const fail = () => settle(() => reject(new RoundFailedError(reasons, retryAfterMs)));

    const ask = (target: RoundTarget) => {
      inFlight.push(target);
      const startedAt = performance.now();
      tryGateway(target.url, options.timeoutMs, round.signal, options.dispatcher).then(
        (attempt) => {
          inFlight.splice(inFlight.indexOf(target), 1);
          if (settled) return;
          if (attempt.kind === 'failed') {
            health.failed(target.gateway);
            reasons.push(attempt.reason);
            if (attempt.retryAfterMs !== undefined) retryAfterMs.set(target.gateway, attempt.retryAfterMs);
          } else {
            health.succeeded(target.gateway, performance.now() - startedAt);
            if (attempt.kind === 'found') return settle(() => resolve(attempt.doc));
            notFound.add(target);
          }
          if (notFound.size === targets.length) return settle(() => resolve(null));
          if (next < targets.length) return launch();
          if (inFlight.length === 0) return fail();
          // Every other gateway has failed; one still pending gets one more hedge delay, then the round
          // counts as failed (its slow request is cancelled) so that the next round can start.
          if (attempt.kind === 'failed') {
            clearTimeout(timer);
            reasons.push('a gateway slower than the hedge delay');
            timer = setTimeout(fail, hedgeDelayMs);
          }
        },
        (error: unknown) => settle(() => reject(error)),
      );
    };

    // Every gateway asked and none has answered within the hedge delay: the same request once more
    // to the first one still going (a lone gateway, or the last one left, is hedged with itself).
    const askAgain = () => {
      if (askedAgain || inFlight.length === 0) return;
      askedAgain = true;
      ask(inFlight[0]);
    };

    const launch = () => {
      clearTimeout(timer);
      if (settled) return;
      if (next >= targets.length) return askAgain();
      const wait = targets[next].notBefore - performance.now();
      if (wait > 0) {
        timer = setTimeout(launch, wait);
        return;
      }
      ask(targets[next++]);
      timer = setTimeout(launch, hedgeDelayMs);
    };
    launch();
  }).finally(() => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
    round.abort(ROUND_SETTLED);
  });
}

/** The order of a round: gateways that may be asked now in `health` order (failing ones last), then those under Retry-After, soonest first. */
export function roundOrder(
  targets: readonly RoundTarget[],
  health: GatewayHealth,
  now = performance.now(),
): RoundTarget[] {
  const ordered = health.order(targets, (t) => t.gateway);
  const ready = ordered.filter((t) => t.notBefore <= now);
  const waiting = ordered.filter((t) => t.notBefore > now).sort((a, b) => a.notBefore - b.notBefore);
  return [...ready, ...waiting];
}
