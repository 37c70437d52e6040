import type { Middleware } from 'koa';
import { badRequest, notFound, type Config, type Db } from '@nacho/core';
import type { StagedSale, StagedSales } from '@nacho/worker';

export const DEMO_SALE_PATH = '/api/dev/demo-sale';

export interface DemoSaleAidDeps {
  config: Pick<Config, 'nodeEnv'>;
  db: Db;
  staged: StagedSales;
  /** Starts a collection sync (its publish starts the activity sync, which announces the new row). */
  sync: () => Promise<void>;
  now?: () => number;
}

/** An address other than `owner` that holds NFTs of the collection: the buyer. */
async function anotherHolder(db: Db, owner: string): Promise<string | undefined> {
  const row = (await db('tokens').whereNot('owner', owner).orderBy('token_id').first('owner')) as
    { owner: string } | undefined;
  return row?.owner;
}

function parseBody(body: unknown): { tokenId: number; priceKas: number } {
  const { tokenId, priceKas = 4_200 } = (body ?? {}) as { tokenId?: unknown; priceKas?: unknown };
  if (typeof tokenId !== 'number' || !Number.isSafeInteger(tokenId) || tokenId < 1)
    throw badRequest('tokenId must be a whole number from 1', 'invalid_input');
  if (typeof priceKas !== 'number' || !Number.isFinite(priceKas) || priceKas <= 0 || priceKas > 1e12)
    throw badRequest('priceKas must be a positive number of KAS', 'invalid_input');
  return { tokenId, priceKas };
}

/**
 * POST /api/dev/demo-sale {tokenId, priceKas?}: a test aid of the demo collection. The token is
 * sold now to another holder through the demo source (see withStagedSales) and a collection sync
 * starts, so the sale reaches the activity feed and the live stream by their ordinary path.
 * Never mounted when NODE_ENV=production, and refusing there even if it were.
 */
export function demoSaleAid({ config, db, staged, sync, now = Date.now }: DemoSaleAidDeps): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== DEMO_SALE_PATH || config.nodeEnv === 'production') return next();
    if (ctx.method !== 'POST') {
      ctx.set('Allow', 'POST');
      ctx.throw(405);
    }
    const { tokenId, priceKas } = parseBody((ctx.request as { body?: unknown }).body);
    const token = (await db('tokens').where({ token_id: tokenId }).first('owner')) as { owner: string } | undefined;
    if (!token) throw notFound(`NFT #${tokenId} is not in the collection`, 'token_not_found');
    const buyer = await anotherHolder(db, token.owner);
    if (!buyer) throw badRequest('The collection has no other holder to buy it', 'no_buyer');
    const sale: StagedSale = staged.add({ tokenId, buyer, priceKas, soldAt: now() });
    await sync();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { result: sale };
  };
}
