import pRetry from 'p-retry';
import type { Dispatcher } from 'undici';
import type { NftMetadataDoc } from '../types';
import { createGatewayHealth, type GatewayHealth } from './gateway-health';
import { askGateways, RoundFailedError, roundOrder, type RoundTarget } from './gateway-round';
import { retryDelayMs, sleep, type RetryPolicy } from './retry';

export class MetadataUnavailableError extends Error {
  constructor(
    readonly tokenId: number,
    readonly reasons: string[],
  ) {
    super(`metadata of token ${tokenId} unavailable: ${reasons.join('; ')}`);
    this.name = 'MetadataUnavailableError';
  }
}

export interface IpfsMetadataOptions {
  /** Base URLs ending in '/', e.g. https://ipfs.io/ipfs/, tried in this order (failing ones last). */
  gateways: string[];
  /** Per gateway request, body included. */
  timeoutMs: number;
  /** `attempts` = rounds over all gateways; backoff between rounds when every gateway is failing. */
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

function metadataTargets(buri: string, tokenId: number, gateways: readonly string[]): RoundTarget[] {
  const base = buri.replace(/\/+$/, '');
  if (base.startsWith('ipfs://')) {
    const path = base.slice('ipfs://'.length).replace(/^ipfs\//, '');
    return gateways.map((gateway) => ({ gateway, url: `${gateway}${path}/${tokenId}`, notBefore: 0 }));
  }
  const url = `${base}/${tokenId}`;
  return [{ gateway: new URL(url).origin, url, notBefore: 0 }];
}

/**
 * Metadata through IPFS gateways: each round asks the gateways (failing ones last, see
 * GatewayHealth) and takes the first document. When every gateway says 404 the token has no
 * metadata (null). Otherwise the round is repeated (p-retry), up to `retry.attempts` rounds:
 *  - at once while one of the gateways is in good standing (not cooling down): its failure was
 *    a single bad answer among good ones, and a backoff would only hold this fetch's slot idle;
 *  - after an exponential backoff when every gateway is failing for everyone (all cooling);
 *  - a gateway that answered 429 with Retry-After is asked for this document again only once
 *    that has passed (up to `retry.maxRetryAfterMs`); the other gateways are not held up by it.
 */
export function createIpfsMetadataFetcher(options: IpfsMetadataOptions) {
  const pause = options.retry.sleep ?? sleep;
  const health = options.health ?? createGatewayHealth();
  return function fetchMetadata(buri: string, tokenId: number, signal?: AbortSignal): Promise<NftMetadataDoc | null> {
    const targets = metadataTargets(buri, tokenId, options.gateways);
    let lastReasons: string[] = [];
    let backoffs = 0;
    return pRetry(
      async () => {
        try {
          const round = { ...options, health, hedgeDelayMs: options.hedgeDelayMs ?? health.hedgeDelayMs() };
          return await askGateways(roundOrder(targets, health), round, signal);
        } catch (error) {
          if (!(error instanceof RoundFailedError)) throw new pRetry.AbortError(error as Error);
          lastReasons = error.reasons;
          const now = performance.now();
          for (const target of targets) {
            const retryAfterMs = error.retryAfterMs.get(target.gateway);
            if (retryAfterMs !== undefined)
              target.notBefore = now + Math.min(retryAfterMs, options.retry.maxRetryAfterMs);
          }
          throw error;
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
          if (targets.some((t) => !health.isCooling(t.gateway))) return;
          await pause(retryDelayMs(backoffs++, options.retry), signal);
        },
      },
    );
  };
}
