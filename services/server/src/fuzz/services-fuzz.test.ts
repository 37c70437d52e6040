import { hashPasscode } from '@nacho/contest';
import {
  closeConnections,
  FuzzStats,
  fuzzPhase,
  isMutation,
  loadService,
  testConfig,
  type FuzzedService,
  type FuzzRole,
} from '@nacho/core/testing';
import { startServer, type RunningServer } from '../start-server';
import { admin, visitor, voter } from './testing/fuzz-roles';
import { fuzzSettings, splitCases } from './testing/fuzz-settings';

const settings = fuzzSettings();
const PASSCODE = 'fuzz-admin-passcode';
/** Each service and where the server serves its OpenAPI document (the contest one covers auth, likes, hall of fame, admin). */
const SERVICES = [
  { name: 'nft', document: '/api/nft/openapi.json' },
  { name: 'market', document: '/api/market/openapi.json' },
  { name: 'contest', document: '/api/contest/openapi.json' },
];
/** Generous: a request takes a few milliseconds; the limit only stops a hung run. */
const timeFor = (cases: number) => 60_000 + cases * 200;

interface Snapshot {
  health: string[];
  plainReads: string[];
}

async function statusAndBody(url: string): Promise<string> {
  const res = await fetch(url);
  const body = (await res.json()) as Record<string, unknown>;
  delete body.uptimeSeconds;
  return `${res.status} ${JSON.stringify(body)}`;
}

/** /healthz, /readyz, and every GET without parameters that answers 200. */
async function snapshot(base: string, services: FuzzedService[]): Promise<Snapshot> {
  const health = [await statusAndBody(`${base}/healthz`), await statusAndBody(`${base}/readyz`)];
  const plain = services.flatMap((s) =>
    s.operations.filter(
      (op) => op.method === 'GET' && !op.pathParams.length && !op.queryParams.some((p) => p.required),
    ),
  );
  const answers = await Promise.all(
    plain.map(async (op) => [op.template, (await fetch(`${base}${op.template}`)).status] as const),
  );
  return { health, plainReads: answers.filter(([, status]) => status === 200).map(([path]) => path) };
}

async function waitForSyncedCollection(base: string): Promise<void> {
  const until = Date.now() + 90_000;
  for (;;) {
    const reply = (await (await fetch(`${base}/api/nft/sync-status`)).json()) as { result: { ready: boolean } };
    if (reply.result.ready) return;
    if (Date.now() > until) throw new Error('the demo collection did not finish its first sync');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe(`every operation of every OpenAPI document, fuzzed (${settings.casesPerService} cases per service, seed ${settings.seed})`, () => {
  let server: RunningServer;
  let base: string;
  const services = new Map<string, FuzzedService>();
  const stats = new FuzzStats();
  let roles: { visitor: FuzzRole; voter: FuzzRole; admin: FuzzRole };
  let before: Snapshot;
  const started = Date.now();

  beforeAll(async () => {
    const env: Record<string, string> = {
      PORT: '0',
      ADMIN_PASSCODE_HASH: await hashPasscode(PASSCODE, { N: 1024, r: 8, p: 1 }),
    };
    if (settings.databaseUrl) env.DATABASE_URL = settings.databaseUrl;
    server = await startServer(testConfig(env));
    base = server.url!;
    await waitForSyncedCollection(base);
    for (const s of SERVICES) services.set(s.name, await loadService(base, s.name, s.document));
    const signedInVoter = voter(base);
    const signedInAdmin = admin(base, PASSCODE);
    await signedInVoter.start();
    await signedInAdmin.start();
    roles = { visitor, voter: signedInVoter, admin: signedInAdmin };
    before = await snapshot(base, [...services.values()]);
  }, 120_000);

  afterAll(async () => {
    closeConnections();
    await server?.stop();
    const documents = [...services.values()].map(
      (s) => `${s.name}: ${s.validator.covered.size}/${s.validator.documented().length} documented replies seen`,
    );
    process.stdout.write(
      `\nfuzz run: seed ${settings.seed}, ${settings.casesPerService} cases per service, ${((Date.now() - started) / 1000).toFixed(0)} s` +
        `${settings.databaseUrl ? ' on PostgreSQL' : ' on SQLite'} (replay: FUZZ_SEED=${settings.seed})\n${documents.join('\n')}\n${stats.table({ statuses: settings.full })}\n`,
    );
  });

  const shares = (service: FuzzedService) =>
    splitCases(
      settings.casesPerService,
      service.operations.filter((op) => !isMutation(op)).length,
      service.operations.filter(isMutation).length,
    );

  SERVICES.forEach(({ name }, index) => {
    it(
      `${name}: every reply to a visitor, a voter and an admin's reads is documented, below 500 and leaks nothing`,
      async () => {
        const service = services.get(name)!;
        const share = shares(service);
        const phase = { base, service, stats };
        await fuzzPhase({
          ...phase,
          role: roles.visitor,
          operations: () => true,
          cases: share.visitor,
          seed: settings.seed + index * 10 + 1,
        });
        await fuzzPhase({
          ...phase,
          role: roles.voter,
          operations: () => true,
          cases: share.voter,
          seed: settings.seed + index * 10 + 2,
        });
        await fuzzPhase({
          ...phase,
          role: roles.admin,
          operations: (op) => !isMutation(op),
          cases: share.adminReads,
          seed: settings.seed + index * 10 + 3,
        });
      },
      timeFor(settings.casesPerService),
    );
  });

  // After every read phase, so that admin corrections (deleted likes, hidden winners) do not empty what the others read.
  it(
    "every reply to an admin's mutations is documented, below 500 and leaks nothing",
    async () => {
      const withMutations = SERVICES.filter(({ name }) => services.get(name)!.operations.some(isMutation));
      expect(withMutations.map((s) => s.name)).toEqual(expect.arrayContaining(['market', 'contest']));
      for (const { name } of withMutations) {
        const service = services.get(name)!;
        const seed = settings.seed + SERVICES.findIndex((s) => s.name === name) * 10 + 4;
        await fuzzPhase({
          base,
          service,
          stats,
          role: roles.admin,
          label: 'admin mutations',
          operations: isMutation,
          cases: shares(service).adminMutations,
          seed,
        });
      }
    },
    timeFor(settings.casesPerService),
  );

  it('the server answers /healthz, /readyz and its plain reads as it did before the run', async () => {
    const after = await snapshot(base, [...services.values()]);
    expect(after.health).toEqual(before.health);
    expect(after.plainReads).toEqual(before.plainReads);
    expect(before.plainReads.length).toBeGreaterThan(5);
  });

  it('sent the configured number of cases to each service', () => {
    for (const { name } of SERVICES) expect(stats.casesOf(name)).toBeGreaterThanOrEqual(settings.casesPerService);
  });
});
