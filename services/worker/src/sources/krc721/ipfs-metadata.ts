import pRetry from 'p-retry';
import type { Dispatcher } from 'undici';
import { parseNftMetadata } from '../metadata-doc';
import type { NftMetadataDoc } from '../types';
import { createGatewayHealth, type GatewayHealth } from './gateway-health';
import { httpGet, NetworkError, RequestTimeoutError } from './http-get';
import { isRetryableStatus, parseJsonBody, parseRetryAfter, retryDelayMs, sleep, type RetryPolicy } from './retry';

export class MetadataUnavailableError extends Error {
  constructor(readonly tokenId: number, readonly reasons: string[]) {
    super(`metadata of token ${tokenId} unavailable: ${reasons.join('; ')}`);
    this.name = 'MetadataUnavailableError';
  }
}

export interface IpfsMetadataOptions {
  /** Base URLs ending in '/', e.g. https://ipfs.io/ipfs/, tried in this order (failing ones last). */
  gateways: string[];
  /** Per gateway request, body included. */
  timeoutMs: number;
  /** `attempts` = rounds over all gateways; backoff between rounds. */
  retry: RetryPolicy;
  /** Ask the next gateway too when the current one has not answered within this; default: adaptive (GatewayHealth.hedgeDelayMs). */
  hedgeDelayMs?: number;
  /** Shared memory of failing gateways; default: one per fetcher. */
  health?: GatewayHealth;
  /** Connection pool; default: undici's global one. */
  dispatcher?: Dispatcher;
}

/** Where `{buri}/{tokenId}` can be read: one URL per gateway for ipfs://, else the URL itself. */
export function metadataUrls(buri: string, tokenId: number, gateways: readonly string[]): string[] {
  return metadataTargets(buri, tokenId, gateways).map((t) => t.url);
}

interface Target { gateway: string; url: string }

function metadataTargets(buri: string, tokenId: number, gateways: readonly string[]): Target[] {
  const base = buri.replace(/\/+$/, '');
  if (base.startsWith('ipfs://')) {
    const path = base.slice('ipfs://'.length).replace(/^ipfs\//, '');
    return gateways.map((gateway) => ({ gateway, url: `${gateway}${path}/${tokenId}` }));
  }
  const url = `${base}/${tokenId}`;
  return [{ gateway: new URL(url).origin, url }];
}

type Attempt =
  | { kind: 'found'; doc: NftMetadataDoc }
  | { kind: 'not-found' }
  | { kind: 'failed'; reason: string; retryAfterMs?: number };

/** One gateway, one request; throws only when `signal` aborts. */
async function tryGateway(url: string, timeoutMs: number, signal: AbortSignal, dispatcher?: Dispatcher): Promise<Attempt> {
  try {
    const answer = await httpGet(url, { timeoutMs, signal, dispatcher });
    if (answer.status >= 200 && answer.status <= 299) return { kind: 'found', doc: parseNftMetadata(parseJsonBody(answer)) };
    if (answer.status === 404) return { kind: 'not-found' };
    const retryAfterMs = answer.status === 429 ? parseRetryAfter(answer.header('retry-after')) : undefined;
    const retryable = isRetryableStatus(answer.status) ? '' : ' (not retryable)';
    return { kind: 'failed', reason: `${url}: HTTP ${answer.status}${retryable}`, retryAfterMs };
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    const reason = error instanceof RequestTimeoutError ? `timed out after ${timeoutMs} ms`
      : error instanceof NetworkError ? 'connection error'
      : error instanceof Error ? error.message : String(error);
    return { kind: 'failed', reason: `${url}: ${reason}` };
  }
}

/** Cancels the requests still going when a round has its answer (one object: no stack trace per round). */
const ROUND_SETTLED = new Error('round settled');

class RoundFailedError extends Error {
  constructor(readonly reasons: string[], readonly retryAfterMs: number | undefined) {
    super(reasons.join('; '));
    this.name = 'RoundFailedError';
  }
}

/**
 * One round: asks the gateways one after another (the next as soon as one fails or says 404, or
 * when it has not answered within the hedge delay) and takes the first document; the requests
 * still going are then cancelled. Not found only when every gateway says so. When all but slow
 * ones have failed, the round fails one hedge delay later rather than waiting for their timeout.
 */
function askGateways(targets: Target[], options: IpfsMetadataOptions & { health: GatewayHealth }, signal?: AbortSignal): Promise<NftMetadataDoc | null> {
  const round = new AbortController();
  const cancel = () => round.abort(signal!.reason);
  signal?.addEventListener('abort', cancel, { once: true });
  let hedge: NodeJS.Timeout | undefined;
  const hedgeDelayMs = options.hedgeDelayMs ?? options.health.hedgeDelayMs();

  return new Promise<NftMetadataDoc | null>((resolve, reject) => {
    let next = 0;
    let pending = 0;
    let notFound = 0;
    let settled = false;
    let retryAfterMs: number | undefined;
    const reasons: string[] = [];
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    const launch = () => {
      clearTimeout(hedge);
      if (settled || next >= targets.length) return;
      const target = targets[next++];
      pending += 1;
      if (next < targets.length) hedge = setTimeout(launch, hedgeDelayMs);
      const startedAt = performance.now();
      tryGateway(target.url, options.timeoutMs, round.signal, options.dispatcher).then((attempt) => {
        pending -= 1;
        if (settled) return;
        if (attempt.kind === 'failed') {
          options.health.failed(target.gateway);
          reasons.push(attempt.reason);
          if (attempt.retryAfterMs !== undefined) retryAfterMs = Math.max(retryAfterMs ?? 0, attempt.retryAfterMs);
        } else {
          options.health.succeeded(target.gateway, performance.now() - startedAt);
          if (attempt.kind === 'found') return settle(() => resolve(attempt.doc));
          notFound += 1;
        }
        if (next < targets.length) return launch();
        const fail = () => settle(() => reject(new RoundFailedError(reasons, retryAfterMs)));
        if (pending === 0) return notFound === targets.length ? settle(() => resolve(null)) : fail();
        // Every other gateway has failed; one still pending gets one more hedge delay, then the round
        // counts as failed (its slow request is cancelled) so that the next round can start.
        if (attempt.kind === 'failed') {
          clearTimeout(hedge);
          reasons.push('a gateway slower than the hedge delay');
          hedge = setTimeout(fail, hedgeDelayMs);
        }
      }, (error: unknown) => settle(() => reject(error)));
    };
    launch();
  }).finally(() => {
    clearTimeout(hedge);
    signal?.removeEventListener('abort', cancel);
    round.abort(ROUND_SETTLED);
  });
}

/**
 * Metadata through IPFS gateways: each round asks the gateways (failing ones last, see
 * GatewayHealth) and takes the first document. When every gateway says 404 the token has no
 * metadata (null). Otherwise the round is repeated (p-retry) after an exponential backoff that
 * honours the longest Retry-After seen, up to `retry.attempts` rounds.
 */
export function createIpfsMetadataFetcher(options: IpfsMetadataOptions) {
  const pause = options.retry.sleep ?? sleep;
  const health = options.health ?? createGatewayHealth();
  return function fetchMetadata(buri: string, tokenId: number, signal?: AbortSignal): Promise<NftMetadataDoc | null> {
    const targets = metadataTargets(buri, tokenId, options.gateways);
    let lastReasons: string[] = [];
    return pRetry(
      async () => {
        try {
          return await askGateways(health.order(targets, (t) => t.gateway), { ...options, health }, signal);
        } catch (error) {
          if (error instanceof RoundFailedError) {
            lastReasons = error.reasons;
            throw error;
          }
          throw new pRetry.AbortError(error as Error);
        }
      },
      {
        retries: Math.max(0, options.retry.attempts - 1),
        minTimeout: 0,
        maxTimeout: 0,
        factor: 1,
        randomize: false,
        onFailedAttempt: async (error) => {
          if (error.retriesLeft <= 0) throw new MetadataUnavailableError(tokenId, lastReasons);
          await pause(retryDelayMs(error.attemptNumber - 1, options.retry, (error as unknown as RoundFailedError).retryAfterMs), signal);
        },
      },
    );
  };
}
