import type { CollectionInfo } from '../../types';
import * as local from './local-server';

export interface FakeToken {
  tokenId: number;
  owner: string;
  opScoreMod: string;
  /** Listed for sale: `status` says `listed` with this price; else `unlisted`. */
  listing?: { priceSompi: string; opScore: string | null; txId: string | null } | null;
  /** Ownership history, oldest first; default: one entry (owner, opScoreMod). */
  history?: { owner: string; opScoreMod: string; txIdRev: string }[];
}

const statusOf = (token: FakeToken) =>
  token.listing
    ? {
        state: 'listed',
        ...(token.listing.txId === null ? {} : { listingTxId: token.listing.txId }),
        price: token.listing.priceSompi,
        ...(token.listing.opScore === null ? {} : { opScore: token.listing.opScore }),
      }
    : { state: 'unlisted' };

const historyOf = (token: FakeToken) =>
  token.history ?? [{ owner: token.owner, opScoreMod: token.opScoreMod, txIdRev: '0'.repeat(64) }];

export type InjectedAnswer = InjectedStatus | { fault: local.TransportFault };

export interface InjectedStatus {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface FakeIndexer extends local.LocalServer {
  /** The next `times` requests whose path contains `pathPart` get this answer instead. */
  inject(pathPart: string, answer: InjectedAnswer, times?: number): void;
  /** Changes a token as a new operation on chain would (the owner list and history follow). */
  update(tokenId: number, change: Partial<Omit<FakeToken, 'tokenId'>>): void;
}

const MAX_LIMIT = 50;

/**
 * A local KRC-721 indexer answering like the real one: /api/v1/krc721/{network}/nfts/{tick} and
 * /owners/{tick}?offset=&limit= with the {message, result, next} envelope, numbers as strings,
 * an opaque `next` cursor (an opScoreMod; absent on the last page), `tokenid` spelled in lower case on every
 * other page, and 404 text/plain "not found" for anything unknown.
 */
export async function startFakeIndexer(options: {
  network?: string;
  info: CollectionInfo;
  tokens: FakeToken[];
  /** Called for each request that nothing was injected for: a fault to answer with, or undefined to answer normally. */
  faults?: (path: string) => InjectedAnswer | undefined;
  /** Entries per history page (the real indexer: at most 50). */
  historyPageSize?: number;
}): Promise<FakeIndexer> {
  const historyPageSize = options.historyPageSize ?? MAX_LIMIT;
  const network = options.network ?? 'mainnet';
  const prefix = `/api/v1/krc721/${network}`;
  const tokens = [...options.tokens].sort((a, b) => a.tokenId - b.tokenId);
  let cursorIndex = new Map(tokens.map((t, i) => [t.opScoreMod, i]));
  const injected: { pathPart: string; answer: InjectedAnswer; left: number }[] = [];

  const server = await local.startLocalServer((request, response, url) => {
    const path = url.pathname + url.search;
    const found = injected.find((i) => i.left > 0 && path.includes(i.pathPart));
    if (found) found.left -= 1;
    const injection = found ?? (options.faults ? { answer: options.faults(path) } : undefined);
    if (injection?.answer) {
      if ('fault' in injection.answer) return local.sendFault(request, response, injection.answer.fault);
      const { status, headers, body } = injection.answer;
      return local.sendText(
        response,
        status,
        body ?? (status === 429 ? 'Too Many Requests' : 'Internal Server Error'),
        headers,
      );
    }
    if (request.method !== 'GET' || !url.pathname.startsWith(`${prefix}/`)) return local.sendNotFound(response);
    const [route, tick, id, extra] = url.pathname.slice(prefix.length + 1).split('/');
    if (tick?.toUpperCase() !== options.info.tick || extra !== undefined) return local.sendNotFound(response);
    const token = id === undefined ? undefined : tokens.find((t) => String(t.tokenId) === id);
    if (id !== undefined && !token) return local.sendNotFound(response);

    if (route === 'nfts' && token) {
      const result = {
        tick: options.info.tick,
        tokenId: String(token.tokenId),
        owner: token.owner,
        opScoreMod: token.opScoreMod,
        status: statusOf(token),
        buri: options.info.buri,
      };
      return local.sendJson(response, 200, { message: 'success', result });
    }
    if (route === 'nfts') return local.sendJson(response, 200, { message: 'success', result: options.info });
    if (route === 'history' && token) {
      // Newest first; `next` is the opScoreMod of the page's last entry.
      const entries = [...historyOf(token)].reverse();
      const after = url.searchParams.get('offset');
      const start = after === null ? 0 : entries.findIndex((e) => e.opScoreMod === after) + 1;
      const page = start <= 0 && after !== null ? [] : entries.slice(start, start + historyPageSize);
      const more = page.length > 0 && start + historyPageSize < entries.length;
      return local.sendJson(response, 200, {
        message: 'success',
        result: page,
        ...(more ? { next: page.at(-1)!.opScoreMod } : {}),
      });
    }
    if (id !== undefined) return local.sendNotFound(response);
    if (route === 'owners') {
      const limit = Math.min(MAX_LIMIT, Number(url.searchParams.get('limit') ?? MAX_LIMIT));
      const after = url.searchParams.get('offset');
      // The cursor is the opScoreMod of the previous page's last item: a client must pass `next` back as is.
      const start = after === null ? 0 : (cursorIndex.get(after) ?? -2) + 1;
      const page = start < 0 ? [] : tokens.slice(start, start + limit);
      const pageNumber = Math.floor(Math.max(start, 0) / MAX_LIMIT);
      const result = page.map((t) => ({
        tick: options.info.tick,
        [pageNumber % 2 ? 'tokenid' : 'tokenId']: String(t.tokenId),
        owner: t.owner,
        opScoreMod: t.opScoreMod,
        status: statusOf(t),
      }));
      const more = start >= 0 && start + limit < tokens.length;
      return local.sendJson(response, 200, {
        message: 'success',
        result,
        ...(more ? { next: page.at(-1)!.opScoreMod } : {}),
      });
    }
    return local.sendNotFound(response);
  });

  return {
    ...server,
    inject(pathPart, answer, times = 1) {
      injected.push({ pathPart, answer, left: times });
    },
    update(tokenId, change) {
      const at = tokens.findIndex((t) => t.tokenId === tokenId);
      if (at < 0) throw new Error(`no token ${tokenId}`);
      tokens[at] = { ...tokens[at]!, ...change };
      cursorIndex = new Map(tokens.map((t, i) => [t.opScoreMod, i]));
    },
  };
}
