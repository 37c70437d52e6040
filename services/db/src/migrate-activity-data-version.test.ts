import { eachDatabase } from './testing';

const version = async (db: ReturnType<Parameters<Parameters<typeof eachDatabase>[1]>[0]['db']>) =>
  Number(
    ((await db('activity_data_version').where({ id: 1 }).first('version')) as { version: number | string }).version,
  );

const activity = (opScore: string) => ({
  token_id: 1,
  kind: 'transfer',
  from_addr: 'kaspa:a',
  to_addr: 'kaspa:b',
  at: 1000,
  op_score: opScore,
});

/** Migration 023: every write to nft_activity or market_sales changes the activity data version. */
eachDatabase('migration 023: the activity data version', (ctx) => {
  it('changes on each insert, update and delete of activity rows and sales, and on nothing else', async () => {
    const db = ctx.db();
    const seen = [await version(db)];
    const step = async (write: () => Promise<unknown>) => {
      await write();
      seen.push(await version(db));
    };
    await step(() => db('nft_activity').insert([activity('1'), activity('2')]));
    await step(() => db('nft_activity').where({ op_score: '1' }).update({ sale_order_id: 'o-1' }));
    await step(() =>
      db('market_sales').insert({ order_id: 'o-1', token_id: 1, price_kas: 5, sold_at: 1000, source: 'demo' }),
    );
    await step(() => db('market_sales').where({ order_id: 'o-1' }).update({ price_kas: 6 }));
    await step(() => db('market_sales').del());
    await step(() => db('nft_activity').where({ op_score: '2' }).del());
    // Other tables leave it alone.
    await step(() => db('nft_listings').insert({ token_id: 1, price_sompi: 1, updated_at: 1 }));
    for (let i = 1; i < seen.length - 1; i++) expect([i, seen[i]! > seen[i - 1]!]).toEqual([i, true]);
    expect(seen.at(-1)).toBe(seen.at(-2));
  });

  it('changes when PostgreSQL truncates the tables (a restore)', async () => {
    if (ctx.dialect !== 'postgres') return;
    const db = ctx.db();
    await db('nft_activity').insert(activity('3'));
    const before = await version(db);
    await db.raw('truncate nft_activity');
    expect(await version(db)).toBeGreaterThan(before);
  });
});
