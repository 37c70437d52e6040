import type { Dispatcher } from 'undici';
import type { CollectionInfo, OwnershipEntry, TokenRecord } from '../types';
import { collectionInfoSchema, envelopeSchema, historyItemSchema, ownerItemSchema, type Envelope } from './envelope';
import {
  getWithRetry,
  HttpStatusError,
  InvalidAnswerError,
  isTransient,
  parseJsonBody,
  type RetryPolicy,
} from './retry';

export class Krc721Error extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Krc721Error';
  }
}

export interface Krc721ClientOptions {
  /** Indexers, e.g. https://mainnet.krc721.stream (no trailing slash): each request goes to the last one that answered, the next one when it fails. */
  apiUrls: readonly string[];
  network: 'mainnet' | 'testnet-10';
  timeoutMs: number;
  /** Ask again when a request has not answered within this; default: no hedging. */
  hedgeDelayMs?: number;
  retry: RetryPolicy;
  /** Connection pool; default: undici's global one. */
  dispatcher?: Dispatcher;
}

export interface HistoryPage {
  entries: OwnershipEntry[];
  next: string | null;
}

export interface OwnersPage {
  tokens: TokenRecord[];
  /** Offset of the next page; null on the last page. */
  next: string | null;
}

const nextOf = (envelope: Envelope) =>
  envelope.next === undefined || envelope.next === null || envelope.next === '' ? null : String(envelope.next);

/** The public KRC-721 indexer REST API: envelope {message, result?, next?}, a missing item is a 404. */
export function createKrc721Client(options: Krc721ClientOptions) {
  if (!options.apiUrls.length) throw new Error('at least one indexer URL is needed');
  const bases = options.apiUrls.map((url) => `${url}/api/v1/krc721/${options.network}`);
  /** The indexer that answered last: requests start there. */
  let preferred = 0;

  /**
   * The envelope of a successful answer, or null for 404 "not found". Transient failures are retried
   * on one indexer, then the request goes to the next one (failover); the last failure is thrown.
   */
  async function get(
    path: string,
    query: Record<string, string | undefined>,
    signal?: AbortSignal,
  ): Promise<Envelope | null> {
    let lastError: unknown;
    for (let tried = 0; tried < bases.length; tried++) {
      const index = (preferred + tried) % bases.length;
      try {
        const envelope = await getFrom(bases[index]!, path, query, signal);
        preferred = index;
        return envelope;
      } catch (error) {
        if (signal?.aborted || !isTransient(error)) throw error;
        lastError = error;
      }
    }
    throw lastError;
  }

  function getFrom(
    base: string,
    path: string,
    query: Record<string, string | undefined>,
    signal?: AbortSignal,
  ): Promise<Envelope | null> {
    const url = new URL(base + path);
    for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
    const target = url.toString();
    return getWithRetry(
      target,
      {
        policy: options.retry,
        timeoutMs: options.timeoutMs,
        signal,
        hedgeDelayMs: options.hedgeDelayMs,
        dispatcher: options.dispatcher,
      },
      (answer) => {
        if (answer.status === 404) return null;
        if (answer.status < 200 || answer.status > 299) throw new HttpStatusError(target, answer.status);
        const parsed = envelopeSchema.safeParse(parseJsonBody(answer));
        if (!parsed.success)
          throw new InvalidAnswerError(target, `not an indexer envelope (${parsed.error.issues[0]?.message})`);
        if (parsed.data.message !== 'success')
          throw new Krc721Error(`indexer answered "${parsed.data.message}" for ${path}`);
        return parsed.data;
      },
    );
  }

  return {
    async getCollection(tick: string, signal?: AbortSignal): Promise<CollectionInfo | null> {
      const envelope = await get(`/nfts/${encodeURIComponent(tick)}`, {}, signal);
      if (!envelope) return null;
      const info = collectionInfoSchema.safeParse(envelope.result);
      if (!info.success) throw new Krc721Error(`invalid collection info for ${tick}: ${info.error.issues[0]?.message}`);
      return info.data;
    },

    /** null when the indexer answers 404 "not found". */
    async getOwnersPage(
      tick: string,
      page: { offset?: string; limit: number },
      signal?: AbortSignal,
    ): Promise<OwnersPage | null> {
      const envelope = await get(
        `/owners/${encodeURIComponent(tick)}`,
        { offset: page.offset, limit: String(page.limit) },
        signal,
      );
      if (!envelope) return null;
      const items = Array.isArray(envelope.result) ? envelope.result : [];
      const tokens = items.map((raw, index) => {
        const item = ownerItemSchema.safeParse(raw);
        if (!item.success)
          throw new Krc721Error(`invalid owner item ${index} of ${tick}: ${item.error.issues[0]?.message}`);
        return { ...item.data, tick: item.data.tick ?? tick, stakingPower: null };
      });
      return { tokens, next: nextOf(envelope) };
    },

    /** One page of a token's ownership history; null when the indexer answers 404 "not found". */
    async getHistoryPage(
      tick: string,
      tokenId: number,
      page: { offset?: string },
      signal?: AbortSignal,
    ): Promise<HistoryPage | null> {
      const envelope = await get(`/history/${encodeURIComponent(tick)}/${tokenId}`, { offset: page.offset }, signal);
      if (!envelope) return null;
      const items = Array.isArray(envelope.result) ? envelope.result : [];
      const entries = items.map((raw, index) => {
        const item = historyItemSchema.safeParse(raw);
        if (!item.success)
          throw new Krc721Error(
            `invalid history item ${index} of ${tick} #${tokenId}: ${item.error.issues[0]?.message}`,
          );
        return item.data;
      });
      return { entries, next: nextOf(envelope) };
    },
  };
}

export type Krc721Client = ReturnType<typeof createKrc721Client>;
