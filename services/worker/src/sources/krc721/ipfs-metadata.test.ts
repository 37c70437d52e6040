import { createGatewayHealth } from './gateway-health';
import { createIpfsMetadataFetcher, metadataUrls, MetadataUnavailableError } from './ipfs-metadata';
import { resolveRetryPolicy } from './retry';
import { serveMetadata, startFakeGateway, type FakeGateway, type GatewayAnswer } from './testing/fake-gateway';

const CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi';
const DOC = { name: 'NACHO #42', description: 'd', image: 'ipfs://img/42.png', attributes: [{ trait_type: 'Realm', value: 3 }] };
const metadata = new Map([[42, DOC]]);

describe('metadataUrls', () => {
  it('puts ipfs://CID/{tokenId} behind every gateway in order, and uses http(s) buris as they are', () => {
    expect(metadataUrls(`ipfs://${CID}`, 7, ['https://a.example/ipfs/', 'https://b.example/ipfs/'])).toEqual([
      `https://a.example/ipfs/${CID}/7`,
      `https://b.example/ipfs/${CID}/7`,
    ]);
    expect(metadataUrls(`ipfs://ipfs/${CID}/meta/`, 7, ['https://a.example/ipfs/'])).toEqual([`https://a.example/ipfs/${CID}/meta/7`]);
    expect(metadataUrls('https://host/meta', 7, ['https://a.example/ipfs/'])).toEqual(['https://host/meta/7']);
  });
});

describe('IPFS metadata through gateways', () => {
  const log: string[] = [];
  const sleeps: number[] = [];
  const plans: Record<string, GatewayAnswer[]> = { first: [], second: [], third: [] };
  let gateways: FakeGateway[];
  // Each gateway answers from its plan first, then serves the metadata.
  const planned = (name: string) => (cidPath: string, tokenId: number) =>
    plans[name].shift() ?? serveMetadata(CID, metadata)(cidPath, tokenId);

  const fetcher = (overrides: { hedgeDelayMs?: number } = {}) => createIpfsMetadataFetcher({
    ...overrides,
    gateways: gateways.map((g) => g.gatewayUrl),
    timeoutMs: 200,
    retry: resolveRetryPolicy({
      attempts: 3, baseDelayMs: 10, maxDelayMs: 100, random: () => 1,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    }),
  });
  const order = () => log.map((line) => line.split(' ')[0]);

  beforeAll(async () => {
    gateways = [
      await startFakeGateway('first', planned('first'), log),
      await startFakeGateway('second', planned('second'), log),
      await startFakeGateway('third', planned('third'), log),
    ];
  });
  afterAll(() => Promise.all(gateways.map((g) => g.close())));
  beforeEach(() => {
    log.length = 0;
    sleeps.length = 0;
    for (const name of Object.keys(plans)) plans[name] = [];
  });

  it('reads from the first gateway when it answers', async () => {
    expect(await fetcher()(`ipfs://${CID}`, 42)).toEqual({ ...DOC, attributes: [{ trait_type: 'Realm', value: '3' }] });
    expect(log).toEqual([`first /ipfs/${CID}/42`]);
  });

  it('falls back to the next gateway when the first fails with 500', async () => {
    plans.first = [{ kind: 'status', status: 500 }];
    expect(await fetcher()(`ipfs://${CID}`, 42)).toMatchObject({ name: 'NACHO #42' });
    expect(order()).toEqual(['first', 'second']);
    expect(sleeps).toEqual([]);
  });

  it('falls back to the next gateway when the first does not answer within its timeout', async () => {
    plans.first = [{ kind: 'hang' }];
    // No hedge within the test: only the first request's timeout can move the round on (and a
    // slow answer from the second on a loaded machine cannot bring in the third).
    expect(await fetcher({ hedgeDelayMs: 60_000 })(`ipfs://${CID}`, 42)).toMatchObject({ name: 'NACHO #42' });
    expect(order()).toEqual(['first', 'second']);
  });

  it('retries the round after a backoff that honours Retry-After when every gateway fails', async () => {
    plans.first = [{ kind: 'status', status: 502 }, { kind: 'status', status: 500 }];
    plans.second = [{ kind: 'status', status: 429, headers: { 'retry-after': '1' } }];
    plans.third = [{ kind: 'hang' }];
    expect(await fetcher()(`ipfs://${CID}`, 42)).toMatchObject({ name: 'NACHO #42' });
    expect(order()).toEqual(['first', 'second', 'third', 'first', 'second']);
    expect(sleeps).toEqual([1000]);
  });

  it('answers null when every gateway says 404 not found', async () => {
    expect(await fetcher()(`ipfs://${CID}`, 43)).toBeNull();
    expect(order()).toEqual(['first', 'second', 'third']);
  });

  it('treats a document that is not JSON metadata as a failure of that gateway', async () => {
    plans.first = [{ kind: 'json', body: 'not an object' }];
    expect(await fetcher()(`ipfs://${CID}`, 42)).toMatchObject({ name: 'NACHO #42' });
    expect(order()).toEqual(['first', 'second']);
  });

  it('asks a gateway that keeps failing last until its cooldown ends', async () => {
    const clock = { now: 0 };
    const health = createGatewayHealth({ failuresToCoolDown: 3, cooldownMs: 60_000, now: () => clock.now });
    const shared = createIpfsMetadataFetcher({ gateways: gateways.map((g) => g.gatewayUrl), timeoutMs: 2000, retry: resolveRetryPolicy({ attempts: 1 }), health });
    plans.first = Array.from({ length: 10 }, () => ({ kind: 'status', status: 503 }) as GatewayAnswer);
    for (let i = 0; i < 5; i++) await shared(`ipfs://${CID}`, 42);
    expect(order()).toEqual(['first', 'second', 'first', 'second', 'first', 'second', 'second', 'second']);
    clock.now += 60_001;
    log.length = 0;
    await shared(`ipfs://${CID}`, 42);
    expect(order()).toEqual(['first', 'second']);
  });

  it('asks the next gateway as well when the first has not answered within the hedge delay', async () => {
    plans.first = [{ kind: 'hang' }];
    const hedged = createIpfsMetadataFetcher({
      gateways: gateways.map((g) => g.gatewayUrl), timeoutMs: 60_000, retry: resolveRetryPolicy({ attempts: 1 }), hedgeDelayMs: 20,
    });
    // With a one-minute timeout, only the hedge can answer within the test's time.
    expect(await hedged(`ipfs://${CID}`, 42)).toMatchObject({ name: 'NACHO #42' });
    expect(order()).toEqual(['first', 'second']);
  });

  it('gives up after the configured rounds, naming the last failures', async () => {
    for (const name of Object.keys(plans)) plans[name] = Array.from({ length: 3 }, () => ({ kind: 'status', status: 503 }) as GatewayAnswer);
    const attempt = fetcher()(`ipfs://${CID}`, 42);
    await expect(attempt).rejects.toThrow(MetadataUnavailableError);
    await expect(attempt).rejects.toThrow(/HTTP 503/);
    expect(log).toHaveLength(9);
    expect(sleeps).toEqual([10, 20]);
  });
});
