import type { CollectionInfo } from '../../types';
import * as local from './local-server';

export interface FakeToken {
  tokenId: number;
  owner: string;
  opScoreMod: string;
}

export type InjectedAnswer = InjectedStatus | { fault: local.TransportFault };

export interface InjectedStatus {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface FakeIndexer extends local.LocalServer {
  /** The next `times` requests whose path contains `pathPart` get this answer instead. */
  inject(pathPart: string, answer: InjectedAnswer, times?: number): void;
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
}): Promise<FakeIndexer> {
  const network = options.network ?? 'mainnet';
  const prefix = `/api/v1/krc721/${network}`;
  const tokens = [...options.tokens].sort((a, b) => a.tokenId - b.tokenId);
  const cursorIndex = new Map(tokens.map((t, i) => [t.opScoreMod, i]));
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
    const [route, tick, extra] = url.pathname.slice(prefix.length + 1).split('/');
    if (tick?.toUpperCase() !== options.info.tick || extra !== undefined) return local.sendNotFound(response);

    if (route === 'nfts') return local.sendJson(response, 200, { message: 'success', result: options.info });
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
  };
}
