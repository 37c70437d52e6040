import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp, createDb, createLogger } from '@nacho/core';
import { jsonOf, testConfig } from '@nacho/core/testing';
import { migrateLatest } from '@nacho/db';
import { createContestRouters } from '../index';

/** Number(), and so z.coerce.number(), reads all of these as numbers. */
const NOT_PLAIN_DIGITS = ['0x10', '1e2', '%2B5', '%207', '7%20', '5.0'];

describe('contest reads take numbers in plain decimal digits only', () => {
  let server: Server;
  let base: string;
  const config = testConfig();
  const db = createDb(config);

  beforeAll(async () => {
    await migrateLatest(db);
    const logger = createLogger(config);
    server = createApp({ config, logger, db, routers: createContestRouters({ config, logger, db }) }).listen(0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await db.destroy();
  });

  it.each(NOT_PLAIN_DIGITS)('hall-of-fame top ?limit=%s is a 400', async (value) => {
    const res = await fetch(`${base}/api/hall-of-fame/top?limit=${value}`);
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).error).toEqual({ code: 'invalid_input', message: 'limit: must be a whole number' });
  });

  it.each(NOT_PLAIN_DIGITS)('hall-of-fame rankings ?offset=%s is a 400', async (value) => {
    const res = await fetch(`${base}/api/hall-of-fame/rankings?offset=${value}`);
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).error).toEqual({ code: 'invalid_input', message: 'offset: must be a whole number' });
  });

  it.each(NOT_PLAIN_DIGITS)('likes of token %s is a 400', async (value) => {
    const res = await fetch(`${base}/api/likes/nft/${value}`);
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).error).toEqual({ code: 'invalid_input', message: 'tokenId: must be a whole number' });
  });

  it('still answers plain digits', async () => {
    expect((await fetch(`${base}/api/hall-of-fame/top?limit=16`)).status).toBe(200);
    expect((await fetch(`${base}/api/hall-of-fame/rankings?limit=16&offset=20`)).status).toBe(200);
    expect(await jsonOf(await fetch(`${base}/api/likes/nft/16`))).toEqual({ liked: false, count: 0 });
  });
});
