import type http from 'node:http';
import { sendJson, startLocalServer, type LocalServer } from '../../krc721/testing/local-server';

/** How the stand-in answers the next requests. */
export type KaspacomFault = 'none' | 'hang' | '503' | 'html' | 'empty';

export interface FakeKaspacom extends LocalServer {
  /** Sold orders in kaspa.com's format (rows may be malformed on purpose). */
  orders: unknown[];
  floor: unknown;
  fault: KaspacomFault;
}

const HTML_ERROR =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';

/** A local stand-in for api.kaspa.com's KRC-721 market routes, answering in their format, with faults on demand. */
export async function startFakeKaspacom(now: () => number = Date.now): Promise<FakeKaspacom> {
  const state: Pick<FakeKaspacom, 'orders' | 'floor' | 'fault'> = { orders: [], floor: null, fault: 'none' };
  const handle = (_request: http.IncomingMessage, response: http.ServerResponse, url: URL) => {
    if (state.fault === 'hang') return; // accepts and never answers
    if (state.fault === '503') return sendJson(response, 503, { message: 'Service Unavailable' });
    if (state.fault === 'html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(HTML_ERROR);
    }
    const ticker = url.searchParams.get('ticker') ?? '';
    if (url.pathname === '/api/krc721/sold-orders') {
      if (state.fault === 'empty') return sendJson(response, 200, []);
      const minutes = Number(url.searchParams.get('minutes'));
      const since = now() - minutes * 60_000;
      const inWindow = state.orders.filter((o) => {
        if (typeof o !== 'object' || o === null) return true;
        const row = o as Record<string, unknown>;
        const at = Date.parse(String(row.fulfillmentTimestamp ?? row.createdAt ?? ''));
        return Number.isNaN(at) || at > since;
      });
      return sendJson(response, 200, inWindow);
    }
    if (url.pathname === '/api/krc721/floor-price') {
      return sendJson(
        response,
        200,
        state.fault === 'empty' || state.floor === null ? [] : [{ ticker, floor_price: state.floor }],
      );
    }
    sendJson(response, 404, { message: 'Not Found' });
  };
  const server = await startLocalServer(handle);
  return Object.assign(state, server) as FakeKaspacom;
}

/** A sold order as kaspa.com sends it: price and tokenId as strings, ISO times. */
export function soldOrder(
  id: string,
  tokenId: number,
  price: number,
  soldAt: number,
  extra: Record<string, unknown> = {},
) {
  return {
    _id: id,
    ticker: 'NACHO',
    tokenId: String(tokenId),
    price: String(price),
    sellerAddress: `kaspa:qseller${id}`,
    buyerAddress: `kaspa:qbuyer${id}`,
    createdAt: new Date(soldAt - 60_000).toISOString(),
    status: 'completed',
    fulfillmentTimestamp: new Date(soldAt).toISOString(),
    ...extra,
  };
}
