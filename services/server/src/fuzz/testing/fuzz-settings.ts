/**
 * How big a fuzz run is. `npm test` (no FUZZ_CASES): a short run with a fixed seed, so CI is
 * repeatable. `npm run fuzz`: FUZZ_CASES=10000 per service and a random seed, printed so that a
 * failure can be replayed with FUZZ_SEED=<seed>. FUZZ_DATABASE_URL runs the server on PostgreSQL.
 */
export interface FuzzSettings {
  casesPerService: number;
  seed: number;
  databaseUrl?: string;
  /** A run sized by FUZZ_CASES (`npm run fuzz`): it prints the statuses of every operation too. */
  full: boolean;
}

const CI_CASES_PER_SERVICE = 450;
const CI_SEED = 20261125;

function whole(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, got ${JSON.stringify(value)}`);
  return Number(value);
}

export function fuzzSettings(env: NodeJS.ProcessEnv = process.env): FuzzSettings {
  const cases = whole('FUZZ_CASES', env.FUZZ_CASES);
  const seed =
    whole('FUZZ_SEED', env.FUZZ_SEED) ?? (cases === undefined ? CI_SEED : Math.floor(Math.random() * 2 ** 31));
  return {
    casesPerService: cases ?? CI_CASES_PER_SERVICE,
    seed,
    databaseUrl: env.FUZZ_DATABASE_URL || undefined,
    full: cases !== undefined,
  };
}

/** The share of one role: visitor, voter and admin get a third each; the admin's third is split between reads and mutations. */
export function splitCases(total: number, readOps: number, mutationOps: number) {
  const third = Math.ceil(total / 3);
  const adminTotal = Math.max(0, total - 2 * third);
  const adminMutations =
    mutationOps === 0
      ? 0
      : readOps === 0
        ? adminTotal
        : Math.max(1, Math.round((adminTotal * mutationOps) / (readOps + mutationOps)));
  return { visitor: third, voter: third, adminReads: adminTotal - adminMutations, adminMutations };
}
