import type { CollectionSource } from '../types';
import { createKrc721Client } from './client';
import { createIpfsMetadataFetcher } from './ipfs-metadata';
import { walkOwners } from './paging';
import { resolveRetryPolicy, type RetryPolicy } from './retry';

export interface Krc721SourceOptions {
  apiUrl: string;
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
  const client = createKrc721Client({
    apiUrl: options.apiUrl,
    network: options.network,
    timeoutMs: options.requestTimeoutMs ?? 8_000,
    hedgeDelayMs: options.requestHedgeDelayMs ?? 2000,
    retry,
  });
  const fetchFromGateways = createIpfsMetadataFetcher({
    gateways: options.ipfsGateways,
    timeoutMs: options.gatewayTimeoutMs ?? 10_000,
    retry: { ...retry, attempts: 3, ...options.gatewayRetry },
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
    async fetchMetadata(tokenId, info, signal) {
      if (!info.buri) throw new Error(`collection ${info.tick} has no buri: cannot locate metadata`);
      return fetchFromGateways(info.buri, tokenId, signal);
    },
  };
}
