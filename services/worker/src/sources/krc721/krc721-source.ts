import type { CollectionSource } from '../types';
import { createKrc721Client } from './client';
import { createHttpAgent } from './http-get';
import { createIpfsMetadataFetcher } from './ipfs-metadata';
import { walkHistory, walkOwners } from './paging';
import { resolveRetryPolicy, type RetryPolicy } from './retry';

export interface Krc721SourceOptions {
  /** Indexer base URLs in order of preference (failover). */
  apiUrls: readonly string[];
  network: 'mainnet' | 'testnet-10';
  tick: string;
  ipfsGateways: string[];
  /** Per indexer request (a page of 50 owners), body included; default 8 s. */
  requestTimeoutMs?: number;
  /** An indexer request not answered within this is sent once more; default 2 s. */
  requestHedgeDelayMs?: number;
  /** Per gateway request; default 10 s. */
  gatewayTimeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Rounds over the gateways and their backoff; default: `retry` with 3 attempts. */
  gatewayRetry?: Partial<RetryPolicy>;
  /** Connections per gateway at most (kept alive and reused); default 64. */
  gatewayConnections?: number;
}

export class CollectionNotFoundError extends Error {
  constructor(tick: string, network: string) {
    super(`collection ${tick} not found on the KRC-721 ${network} indexer`);
    this.name = 'CollectionNotFoundError';
  }
}

/** The collection from the public KRC-721 indexer, metadata from IPFS gateways. */
export function createKrc721Source(options: Krc721SourceOptions): CollectionSource {
  const retry = resolveRetryPolicy(options.retry);
  const requestTimeoutMs = options.requestTimeoutMs ?? 8_000;
  const gatewayTimeoutMs = options.gatewayTimeoutMs ?? 10_000;
  // One pool per origin for all of this source's requests (an Agent keeps one per origin).
  const indexerAgent = createHttpAgent({ connections: 4, timeoutMs: requestTimeoutMs });
  const gatewayAgent = createHttpAgent({ connections: options.gatewayConnections ?? 64, timeoutMs: gatewayTimeoutMs });
  const client = createKrc721Client({
    apiUrls: options.apiUrls,
    network: options.network,
    timeoutMs: requestTimeoutMs,
    hedgeDelayMs: options.requestHedgeDelayMs ?? 2000,
    retry,
    dispatcher: indexerAgent,
  });
  const fetchFromGateways = createIpfsMetadataFetcher({
    gateways: options.ipfsGateways,
    timeoutMs: gatewayTimeoutMs,
    retry: { ...retry, attempts: 3, ...options.gatewayRetry },
    dispatcher: gatewayAgent,
  });
  return {
    name: 'krc721',
    async fetchCollectionInfo(signal) {
      const info = await client.getCollection(options.tick, signal);
      if (!info) throw new CollectionNotFoundError(options.tick, options.network);
      return info;
    },
    listTokens(signal) {
      return walkOwners(client, options.tick, signal);
    },
    fetchHistory(tokenId, signal) {
      return walkHistory(client, options.tick, tokenId, signal);
    },
    async fetchMetadata(tokenId, info, signal) {
      if (!info.buri) throw new Error(`collection ${info.tick} has no buri: cannot locate metadata`);
      return fetchFromGateways(info.buri, tokenId, signal);
    },
    async close() {
      await Promise.all([indexerAgent.close(), gatewayAgent.close()]);
    },
  };
}
