/**
 * A fresh SQLite database holding the demo collection (10,000 NFTs) with every derived table:
 * through the worker's own sync when it is built, else by inserting the generated collection and
 * deriving the tables with the simple rules of docs/internals.md.
 */
import { requireCompiled } from './compiled.mjs';

const { createDb } = requireCompiled('services/core/dist/index.js');
const { COLLECTION_TABLES, migrateLatest } = requireCompiled('services/db/dist/index.js');
const { effectiveStakingPower, specialKind } = requireCompiled('packages/domain/dist/index.js');

const NOW = Date.UTC(2026, 0, 15);
const CHUNK = 200;

async function insertAll(db, table, rows) {
  for (let i = 0; i < rows.length; i += CHUNK) await db(table).insert(rows.slice(i, i + CHUNK));
}

/** 1, 2, 2, 4: equal keys share a rank. `rows` must be sorted best first. */
function competitionRanks(rows, keyOf) {
  const ranks = [];
  rows.forEach((row, i) => {
    ranks.push(i > 0 && keyOf(row) === keyOf(rows[i - 1]) ? ranks[i - 1] : i + 1);
  });
  return ranks;
}

function deriveTables(tokens, metadata) {
  const counts = new Map();
  for (const m of metadata) {
    for (const a of m.attributes) {
      if (a.trait_type === 'Edition') continue;
      const key = `${a.trait_type}\u0000${a.value}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const traitStats = [...counts].map(([key, count]) => {
    const [trait_type, value] = key.split('\u0000');
    return { trait_type, value, count, percentage: (count / metadata.length) * 100 };
  });

  // Information content (OpenRarity's measure): rarer trait values add more.
  const scored = metadata
    .map((m) => {
      const traits = m.attributes.filter((a) => a.trait_type !== 'Edition');
      const score = traits.reduce(
        (sum, a) => sum - Math.log2(counts.get(`${a.trait_type}\u0000${a.value}`) / metadata.length),
        0,
      );
      const unique = traits.filter((a) => counts.get(`${a.trait_type}\u0000${a.value}`) === 1).length;
      return { token_id: m.tokenId, score: Math.round(score * 1e9) / 1e9, unique_trait_count: unique };
    })
    .sort((a, b) => b.score - a.score || a.token_id - b.token_id);
  const rankOf = competitionRanks(scored, (r) => r.score);
  const rarity = scored.map((r, i) => ({ ...r, rank: rankOf[i] }));

  const specials = metadata
    .map((m) => ({ token_id: m.tokenId, kind: specialKind(m.attributes) }))
    .filter((s) => s.kind);

  const byOwner = new Map();
  for (const t of tokens) {
    const h = byOwner.get(t.owner) ?? { address: t.owner, token_count: 0, total_power: 0, op: 0n };
    h.token_count += 1;
    h.total_power += effectiveStakingPower(t.stakingPower);
    h.op += BigInt(t.opScoreMod);
    byOwner.set(t.owner, h);
  }
  const holders = [...byOwner.values()].sort((a, b) => b.total_power - a.total_power);
  const powerRanks = competitionRanks(holders, (h) => h.total_power);
  return {
    traitStats,
    rarity,
    specials,
    holders: holders.map((h, i) => ({
      address: h.address,
      token_count: h.token_count,
      total_power: h.total_power,
      power_rank: powerRanks[i],
      op_score_total: h.op.toString(),
    })),
  };
}

async function seedDirectly(db) {
  const { generateDemoCollection } = requireCompiled('services/worker/dist/sources/demo/index.js');
  const demo = generateDemoCollection({ endAt: NOW });
  const info = demo.info;
  await db('collection_info').insert({
    tick: info.tick,
    deployer: info.deployer,
    royalty_to: info.royaltyTo,
    buri: info.buri,
    max: info.max,
    royalty_fee: info.royaltyFee,
    daa_mint_start: info.daaMintStart,
    premint: info.premint,
    tx_id_rev: info.txIdRev,
    mts_add: info.mtsAdd,
    minted: info.minted,
    op_score_mod: info.opScoreMod,
    state: info.state,
    mts_mod: info.mtsMod,
    op_score_add: info.opScoreAdd,
    updated_at: NOW,
  });
  const tokens = demo.tokens.map((t) => ({ ...t, owner: t.owner.toLowerCase() }));
  await insertAll(
    db,
    'tokens',
    tokens.map((t) => ({
      token_id: t.tokenId,
      tick: info.tick,
      owner: t.owner,
      op_score_mod: t.opScoreMod,
      staking_power: t.stakingPower,
      updated_at: NOW,
    })),
  );
  await insertAll(
    db,
    'nft_metadata',
    demo.metadata.map((m) => ({
      token_id: m.tokenId,
      name: m.name,
      description: m.description,
      image: m.image,
      attributes: JSON.stringify(m.attributes),
      fetched_at: NOW,
    })),
  );
  const derived = deriveTables(tokens, demo.metadata);
  await insertAll(db, 'trait_stats', derived.traitStats);
  await insertAll(db, 'nft_rarity', derived.rarity);
  await insertAll(db, 'special_nfts', derived.specials);
  await insertAll(db, 'holders', derived.holders);
  await db('sync_state').insert({
    id: 'collection',
    collection_version: 1,
    phase: 'done',
    done: 10000,
    total: 10000,
    started_at: NOW - 1000,
    finished_at: NOW,
    updated_at: NOW,
  });
}

async function seedWithWorkerSync(db, dataDir, databaseUrl) {
  let worker;
  try {
    worker = requireCompiled('services/worker/dist/index.js');
  } catch {
    return false;
  }
  if (typeof worker.runCollectionSync !== 'function') return false;
  const { createLogger, loadConfig } = requireCompiled('services/core/dist/index.js');
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    LOG_LEVEL: 'warn',
    COLLECTION_SOURCE: 'demo',
  });
  try {
    const result = await worker.runCollectionSync({ config, logger: createLogger(config), db });
    return result.outcome === 'synced' && result.collectionVersion > 0;
  } catch (err) {
    console.warn(`worker sync failed (${err.message}); seeding directly instead`);
    return false;
  }
}

async function clearCollectionTables(db) {
  for (const table of COLLECTION_TABLES) await db(table).del();
}

/** Seeds DATA_DIR/nacho.sqlite (or the PostgreSQL database at databaseUrl); returns how it was seeded. */
export async function seedDatabase(dataDir, databaseUrl) {
  const db = createDb({ dataDir, databaseUrl });
  try {
    await migrateLatest(db);
    if (process.env.BENCH_SEED !== 'direct' && (await seedWithWorkerSync(db, dataDir, databaseUrl)))
      return 'worker runCollectionSync (demo source)';
    await clearCollectionTables(db);
    await seedDirectly(db);
    return 'demo generator rows inserted directly, derived tables computed in the bench';
  } finally {
    await db.destroy();
  }
}

/** Request targets that depend on the seeded data: the largest wallet and a 3-trait search with a result. */
export async function pickTargets(dataDir) {
  const db = createDb({ dataDir });
  try {
    const largest = await db('holders')
      .orderBy([{ column: 'token_count', order: 'desc' }, { column: 'address' }])
      .first('address', 'token_count');
    const common = async (type) =>
      (
        await db('trait_stats')
          .where({ trait_type: type })
          .orderBy([{ column: 'count', order: 'desc' }, { column: 'value' }])
          .first('value')
      ).value;
    const traits = `Role=${await common('Role')},Mood=${await common('Mood')},Realm=${await common('Realm')}`;
    return { largestWallet: largest.address, largestWalletCount: largest.token_count, traits };
  } finally {
    await db.destroy();
  }
}
