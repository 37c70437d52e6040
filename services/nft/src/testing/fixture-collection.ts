import { COLLECTION_TABLES } from '@nacho/db';
import { encodeKaspaAddress } from '@nacho/domain';
import type { Knex } from 'knex';

/** A valid address with a payload mixed from `seed`, so that no two share a long substring. */
export function fixtureAddress(seed: number): string {
  const payload = Uint8Array.from(
    { length: 32 },
    (_, i) => (seed * 97 + i * (seed * 31 + 7) + ((i * i * seed) >> 1)) & 255,
  );
  return encodeKaspaAddress('kaspa', 0, payload);
}

export const WALLET_A = fixtureAddress(1);
export const WALLET_B = fixtureAddress(2);
export const WALLET_C = fixtureAddress(3);
export const WALLET_D = fixtureAddress(4);
/** Valid, but owns nothing. */
export const WALLET_EMPTY = fixtureAddress(9);

/** collection_info.max of the fixture: ids above it are invalid input, ids up to it but not minted are unknown. */
export const FIXTURE_MAX = 20;

type Traits = Record<string, string>;
interface FixtureToken {
  id: number;
  owner: string;
  power: number | null;
  rank: number | null;
  traits: Traits | null;
}

const t = (
  id: number,
  owner: string,
  power: number | null,
  rank: number | null,
  traits: Traits | null,
): FixtureToken => ({ id, owner, power, rank, traits });

/**
 * Twelve tokens over four wallets. C and D tie on count (2) and power (14,000); token 4 has no
 * rank, token 12 no metadata; 3 is the unique NFT, 6 and 8 the rare pair (sharing rank 2).
 */
export const FIXTURE_TOKENS: FixtureToken[] = [
  t(1, WALLET_A, 6000, 5, { Head: 'Crown', Mood: 'Happy', Role: 'Seeker', Type: 'Random' }),
  t(2, WALLET_A, null, 3, { Head: 'Cap', Mood: 'Happy', Role: 'Scribe', Type: 'Random' }),
  t(3, WALLET_A, 500000, 1, { Head: 'Crown', Mood: 'Sad', Role: 'Seeker', Type: 'Unique', Edition: '1 of 1' }),
  t(4, WALLET_A, 7000, null, { Head: 'Halo', Mood: 'Angry', Role: 'Keeper', Type: 'Random' }),
  t(5, WALLET_A, 5500, 4, { Head: 'Cap', Mood: 'Sad', Role: 'Seeker', Type: 'Random' }),
  t(6, WALLET_B, 100000, 2, { Head: 'Crown', Mood: 'Happy', Role: 'Keeper', Type: 'Rare', Edition: '1 of 2' }),
  t(7, WALLET_B, 8000, 6, { Head: 'Cap', Mood: 'Happy', Role: 'Seeker', Type: 'Random' }),
  t(8, WALLET_B, 120000, 2, { Head: 'Halo', Mood: 'Sad', Role: 'Scribe', Type: 'Rare', Edition: '1 of 2' }),
  t(9, WALLET_C, 5000, 8, { Head: 'Cap', Mood: 'Angry', Role: 'Seeker', Type: 'Random' }),
  t(10, WALLET_C, 9000, 7, { Head: 'Crown', Mood: 'Sad', Role: 'Scribe', Type: 'Random' }),
  t(11, WALLET_D, 5000, 9, { Head: 'Cap', Mood: 'Happy', Role: 'Seeker', Type: 'Random' }),
  t(12, WALLET_D, 9000, null, null),
];

const attributesOf = (traits: Traits) => Object.entries(traits).map(([trait_type, value]) => ({ trait_type, value }));

/** The attributes the fixture stores for token `id` (in nft_metadata), in the order its traits are listed. */
export function fixtureAttributes(id: number): { trait_type: string; value: string }[] {
  const traits = FIXTURE_TOKENS.find((tk) => tk.id === id)?.traits;
  if (!traits) throw new Error(`fixture token ${id} has no metadata`);
  return attributesOf(traits);
}

const DEFAULT_POWER = 5000;
const NOW = 1_760_000_000_000;

/** The derived rows, computed the simple way from FIXTURE_TOKENS. */
function derivedRows(tokens: FixtureToken[]) {
  const withMetadata = tokens.filter((tk) => tk.traits);
  const counts = new Map<string, number>();
  for (const tk of withMetadata) {
    for (const [type, value] of Object.entries(tk.traits!)) {
      if (type !== 'Edition') counts.set(`${type}\u0000${value}`, (counts.get(`${type}\u0000${value}`) ?? 0) + 1);
    }
  }
  const traitStats = [...counts].map(([key, count]) => {
    const [trait_type, value] = key.split('\u0000');
    return { trait_type, value, count, percentage: (count / withMetadata.length) * 100 };
  });
  const byOwner = new Map<string, { count: number; power: number }>();
  for (const tk of tokens) {
    const h = byOwner.get(tk.owner) ?? { count: 0, power: 0 };
    h.count += 1;
    h.power += tk.power ?? DEFAULT_POWER;
    byOwner.set(tk.owner, h);
  }
  const holders = [...byOwner].map(([address, h]) => ({
    address,
    token_count: h.count,
    total_power: h.power,
    power_rank: 1 + [...byOwner.values()].filter((o) => o.power > h.power).length,
    op_score_total: String(h.count * 1000),
  }));
  return { traitStats, holders };
}

/** Fills every table the nft service reads, at the given collection_version. */
export async function insertFixtureCollection(
  db: Knex,
  version = 1,
  tokens: FixtureToken[] = FIXTURE_TOKENS,
): Promise<void> {
  await db('collection_info').insert({
    tick: 'NACHO',
    deployer: WALLET_A,
    royalty_to: WALLET_A,
    buri: 'ipfs://fixture',
    max: String(FIXTURE_MAX),
    royalty_fee: '2000000000',
    daa_mint_start: '1',
    premint: '0',
    tx_id_rev: 'abc',
    mts_add: '1700000000000',
    minted: String(tokens.length),
    op_score_mod: '999',
    state: 'deployed',
    mts_mod: '1700000000001',
    op_score_add: '1',
    updated_at: NOW,
  });
  await db('tokens').insert(
    tokens.map((tk) => ({
      token_id: tk.id,
      tick: 'NACHO',
      owner: tk.owner,
      op_score_mod: String(1000 + tk.id),
      staking_power: tk.power,
      updated_at: NOW,
    })),
  );
  const withMetadata = tokens.filter((tk) => tk.traits);
  await db('nft_metadata').insert(
    withMetadata.map((tk) => ({
      token_id: tk.id,
      name: `NACHO #${tk.id}`,
      description: `Fixture NFT ${tk.id}`,
      image: `ipfs://images/${tk.id}.png`,
      attributes: JSON.stringify(attributesOf(tk.traits!)),
      fetched_at: NOW,
    })),
  );
  const { traitStats, holders } = derivedRows(tokens);
  await db('trait_stats').insert(traitStats);
  const ranked = tokens.filter((tk) => tk.rank !== null);
  await db('nft_rarity').insert(
    ranked.map((tk) => ({ token_id: tk.id, score: 100 - tk.rank!, rank: tk.rank, unique_trait_count: 0 })),
  );
  await db('special_nfts').insert(
    withMetadata
      .filter((tk) => tk.traits!.Edition)
      .map((tk) => ({ token_id: tk.id, kind: tk.traits!.Edition === '1 of 1' ? 'unique' : 'rare' })),
  );
  await db('holders').insert(holders);
  await markSyncDone(db, version, tokens);
}

/** What a finished sync writes last: phase done with every token, at a new collection_version. */
export async function markSyncDone(
  db: Knex,
  version: number,
  tokens: readonly unknown[] = FIXTURE_TOKENS,
): Promise<void> {
  await setSyncState(db, { collection_version: version, phase: 'done', done: tokens.length, total: tokens.length });
}

export async function setSyncState(
  db: Knex,
  state: { collection_version: number; phase: string; done?: number; total?: number; last_error?: string | null },
): Promise<void> {
  const row = {
    id: 'collection',
    done: 0,
    total: 0,
    started_at: NOW - 5000,
    finished_at: state.phase === 'done' ? NOW : null,
    last_error: null,
    updated_at: NOW,
    ...state,
  };
  await db('sync_state').insert(row).onConflict('id').merge();
}

/** Empties the tables the fixture fills (and the rest of what a sync writes). */
export async function clearCollection(db: Knex): Promise<void> {
  for (const table of COLLECTION_TABLES) await db(table).del();
}
