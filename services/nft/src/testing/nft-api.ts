import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp, createLogger, type Db } from '@nacho/core';
import { OpenApiReplyValidator, testConfig } from '@nacho/core/testing';
import type { ContestReader } from '../previews/contest-reader';
import { createNftService, type NftService } from '../service';

export interface Reply {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests dig into replies freely
  body: any;
  text: string;
}

export interface NftApi {
  service: NftService;
  validator: OpenApiReplyValidator;
  /** http://127.0.0.1:port */
  base: string;
  /** GET a path under /api/nft; every reply is checked against the OpenAPI document. */
  get(path: string, headers?: Record<string, string>): Promise<Reply>;
  close(): Promise<void>;
}

/** The nft router in the shared Koa app on a free port, with OpenAPI checking of every reply. */
export async function startNftApi(
  db: Db,
  options: { checkIntervalMs?: number; contest?: ContestReader } = {},
): Promise<NftApi> {
  const config = testConfig();
  const logger = createLogger(config);
  const service = createNftService({
    config,
    logger,
    db,
    checkIntervalMs: options.checkIntervalMs,
    contest: options.contest,
  });
  const app = createApp({ config, logger, db, routers: [service.router] });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const raw = async (path: string, headers: Record<string, string> = {}): Promise<Reply> => {
    const res = await fetch(`${base}/api/nft${path}`, { headers, redirect: 'manual' });
    const text = await res.text();
    const isJson = (res.headers.get('content-type') ?? '').includes('json');
    return { status: res.status, headers: res.headers, text, body: isJson && text ? JSON.parse(text) : text };
  };
  const document = (await raw('/openapi.json')).body;
  const validator = new OpenApiReplyValidator(document);

  return {
    service,
    validator,
    base,
    async get(path, headers) {
      const reply = await raw(path, headers);
      validator.validate(
        'GET',
        `/api/nft${path.split('?')[0]}`,
        reply.status,
        reply.headers.get('content-type') ?? '',
        reply.body,
      );
      return reply;
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await service.close();
    },
  };
}
