import { parseNftMetadata } from '../metadata-doc';
import type { NftMetadataDoc } from '../types';
import { discardBody, isRetryableStatus, parseRetryAfter, retryDelayMs, sleep, type RetryPolicy } from './retry';

export class MetadataUnavailableError extends Error {
  constructor(readonly tokenId: number, readonly reasons: string[]) {
    super(`metadata of token ${tokenId} unavailable: ${reasons.join('; ')}`);
    this.name = 'MetadataUnavailableError';
  }
}

export interface IpfsMetadataOptions {
  /** Base URLs ending in '/', e.g. https://ipfs.io/ipfs/, tried in this order. */
  gateways: string[];
  /** Per gateway request, body included. */
  timeoutMs: number;
  /** `attempts` = rounds over all gateways; backoff between rounds. */
  retry: RetryPolicy;
}

/** Where `{buri}/{tokenId}` can be read: one URL per gateway for ipfs://, else the URL itself. */
export function metadataUrls(buri: string, tokenId: number, gateways: readonly string[]): string[] {
  const base = buri.replace(/\/+$/, '');
  if (base.startsWith('ipfs://')) {
    const path = base.slice('ipfs://'.length).replace(/^ipfs\//, '');
    return gateways.map((gateway) => `${gateway}${path}/${tokenId}`);
  }
  return [`${base}/${tokenId}`];
}

type Attempt =
  | { kind: 'found'; doc: NftMetadataDoc }
  | { kind: 'not-found' }
  | { kind: 'failed'; reason: string; retryAfterMs?: number };

async function tryGateway(url: string, timeoutMs: number, signal?: AbortSignal): Promise<Attempt> {
  const attemptSignal = signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { signal: attemptSignal, headers: { accept: 'application/json' } });
    if (response.ok) return { kind: 'found', doc: parseNftMetadata(await response.json()) };
    await discardBody(response);
    if (response.status === 404) return { kind: 'not-found' };
    const retryAfterMs = response.status === 429 ? parseRetryAfter(response.headers.get('retry-after')) : undefined;
    const retryable = isRetryableStatus(response.status) ? '' : ' (not retryable)';
    return { kind: 'failed', reason: `${url}: HTTP ${response.status}${retryable}`, retryAfterMs };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    const reason = error instanceof Error ? (error.name === 'TimeoutError' ? `timed out after ${timeoutMs} ms` : error.message) : String(error);
    return { kind: 'failed', reason: `${url}: ${reason}` };
  }
}

/**
 * Metadata through IPFS gateways: each round tries the gateways in order (each with its own
 * timeout) and stops at the first that answers. When every gateway says 404 the token has no
 * metadata (null). Otherwise the round is repeated after an exponential backoff that honours
 * the longest Retry-After seen, up to `retry.attempts` rounds.
 */
export function createIpfsMetadataFetcher(options: IpfsMetadataOptions) {
  const pause = options.retry.sleep ?? sleep;
  return async function fetchMetadata(buri: string, tokenId: number, signal?: AbortSignal): Promise<NftMetadataDoc | null> {
    const urls = metadataUrls(buri, tokenId, options.gateways);
    const reasons: string[] = [];
    for (let round = 0; round < options.retry.attempts; round++) {
      let notFound = 0;
      let retryAfterMs: number | undefined;
      for (const url of urls) {
        const attempt = await tryGateway(url, options.timeoutMs, signal);
        if (attempt.kind === 'found') return attempt.doc;
        if (attempt.kind === 'not-found') {
          notFound += 1;
          continue;
        }
        reasons.push(attempt.reason);
        if (attempt.retryAfterMs !== undefined) retryAfterMs = Math.max(retryAfterMs ?? 0, attempt.retryAfterMs);
      }
      if (notFound === urls.length) return null;
      if (round + 1 < options.retry.attempts) await pause(retryDelayMs(round, options.retry, retryAfterMs), signal);
    }
    throw new MetadataUnavailableError(tokenId, reasons.slice(-urls.length));
  };
}
