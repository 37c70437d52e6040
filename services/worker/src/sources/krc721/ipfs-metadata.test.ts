import { createGatewayHealth } from './gateway-health';
import {
  createIpfsMetadataFetcher,
  metadataUrls,
  MetadataUnavailableError,
  type IpfsMetadataOptions,
} from './ipfs-metadata';
import { resolveRetryPolicy } from './retry';
import { serveMetadata, startFakeGateway, type FakeGateway, type GatewayAnswer } from './testing/fake-gateway';

const CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi';
const DOC = {
  name: 'NACHO #42',
  description: 'd',
  image: 'ipfs://img/42.png',
  attributes: [{ trait_type: 'Realm', value: 3 }],
};
const metadata = new Map([[42, DOC]]);

describe('metadataUrls', () => {
  it('puts ipfs://CID/{tokenId} behind every gateway in order, and uses http(s) buris as they are', () => {
    expect(metadataUrls(`ipfs://${CID}`, 7, ['https://a.example/ipfs/', 'https://b.example/ipfs/'])).toEqual([
      `https://a.example/ipfs/${CID}/7`,
      `https://b.example/ipfs/${CID}/7`,
    ]);
    expect(metadataUrls(`ipfs://ipfs/${CID}/meta/`, 7, ['https://a.example/ipfs/'])).toEqual([
      `https://a.example/ipfs/${CID}/meta/7`,
    ]);
    expect(metadataUrls('https://host/meta', 7, ['https://a.example/ipfs/'])).toEqual(['https://host/meta/7']);
  });
});

describe('IPFS metadata through gateways', () => {
  const log: string[] = [];
  const sleeps: number[] = [];
  const plans: Record<string, GatewayAnswer[]> = { first: [], second: [], third: [] };
  const askedAt: Record<string, number[]> = { first: [], second: [], third: [] };
  let gateways: FakeGateway[];
  // Each gateway answers from its plan first, then serves the metadata.
  const planned = (name: string) => (cidPath: string, tokenId: number) => {
    askedAt[name].push(performance.now());
    return plans[name].shift() ?? serveMetadata(CID, metadata)(cidPath, tokenId);
  };

  // No hedging unless a test asks for it: on a loaded machine a slow answer would bring in more gateways.
  const fetcher = (overrides: Partial<IpfsMetadataOptions> = {}) =>
    createIpfsMetadataFetcher({
      gateways: gateways.map((g) => g.gatewayUrl),
      hedgeDelayMs: 60_000,
      ...overrides,
      timeoutMs: 200,
      retry: resolveRetryPolicy({
        attempts: 3,
        baseDelayMs: 10,
        maxDelayMs: 100,
        random: () => 1,
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
    for (const name of Object.keys(plans)) {
      plans[name] = [];
      askedAt[name] = [];
    }
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
    // Only the first request's timeout can move the round on.
    expect(await fetcher()(`ipfs://${CID}`, 42)).toMatchObject({ name: 'NACHO #42' });
    expect(order()).toEqual(['first', 'second']);
  });

  it('repeats a failed round at once while its gateways are in good standing, asking one that sent Retry-After only after it', async () => {
    plans.first = [
      { kind: 'status', status: 502 },
      { kind: 'status', status: 500 },
    ];
    plans.second = [{ kind: 'status', status: 429, headers: { 'retry-after': '1' } }];
    plans.third = [{ kind: 'hang' }, { kind: 'fault', fault: 'reset' }];
    // The hanging third gateway ends round one by its timeout.
    expect(await fetcher()(`ipfs://${CID}`, 42)).toMatchObject({ name: 'NACHO #42' });
    // Round two asks the others first; the second gateway again only once its Retry-After passed.
    expect(order()).toEqual(['first', 'second', 'third', 'first', 'third', 'second']);
    expect(sleeps).toEqual([]);
    expect(askedAt.second[1] - askedAt.second[0]).toBeGreaterThanOrEqual(1000);
  });

  it('waits for the Retry-After of a lone gateway, and stops waiting when the caller aborts', async () => {
    plans.first = [{ kind: 'status', status: 429, headers: { 'retry-after': '1' } }];
    const lone = fetcher({ gateways: [gateways[0].gatewayUrl] });
    expect(await lone(`ipfs://${CID}`, 42)).toMatchObject({ name: 'NACHO #42' });
    expect(order()).toEqual(['first', 'first']);
    expect(askedAt.first[1] - askedAt.first[0]).toBeGreaterThanOrEqual(1000);

    log.length = 0;
    plans.first = [{ kind: 'status', status: 429, headers: { 'retry-after': '60' } }];
    const shutdown = new AbortController();
    const waiting = fetcher({ gateways: [gateways[0].gatewayUrl], retry: resolveRetryPolicy({ attempts: 3 }) })(
      `ipfs://${CID}`,
      42,
      shutdown.signal,
    );
    setTimeout(() => shutdown.abort(new Error('shutting down')), 100);
    await expect(waiting).rejects.toThrow('shutting down');
    expect(order()).toEqual(['first']);
  });

  it('hedges a lone gateway that has not answered within the hedge delay with the same request', async () => {
    plans.first = [{ kind: 'hang' }];
    const lone = fetcher({
      gateways: [gateways[0].gatewayUrl],
      timeoutMs: 60_000,
      hedgeDelayMs: 20,
      retry: resolveRetryPolicy({ attempts: 1 }),
    });
    // With a one-minute timeout and one round, only the second request can answer within the test's time.
    expect(await lone(`ipfs://${CID}`, 42)).toMatchObject({ name: 'NACHO #42' });
    expect(order()).toEqual(['first', 'first']);
    // A 404 from the second request is the answer: the first, still hanging, is not waited for.
    plans.first = [{ kind: 'hang' }];
    expect(await lone(`ipfs://${CID}`, 43)).toBeNull();
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
    const shared = createIpfsMetadataFetcher({
      gateways: gateways.map((g) => g.gatewayUrl),
      timeoutMs: 2000,
      retry: resolveRetryPolicy({ attempts: 1 }),
      health,
    });
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
      gateways: gateways.map((g) => g.gatewayUrl),
      timeoutMs: 60_000,
      retry: resolveRetryPolicy({ attempts: 1 }),
      hedgeDelayMs: 20,
    });
    // With a one-minute timeout, only the hedge can answer within the test's time.
    expect(await hedged(`ipfs://${CID}`, 42)).toMatchObject({ name: 'NACHO #42' });
    expect(order()).toEqual(['first', 'second']);
  });

  it('gives up after the configured rounds, naming the last failures', async () => {
    for (const name of Object.keys(plans))
      plans[name] = Array.from({ length: 3 }, () => ({ kind: 'status', status: 503 }) as GatewayAnswer);
    const attempt = fetcher()(`ipfs://${CID}`, 42);
    await expect(attempt).rejects.toThrow(MetadataUnavailableError);
    await expect(attempt).rejects.toThrow(/HTTP 503/);
    expect(log).toHaveLength(9);
    // No gateway had failed three times in a row before the last round: no backoff.
    expect(sleeps).toEqual([]);
  });

  it('backs off exponentially between rounds once every gateway is cooling down', async () => {
    for (const name of Object.keys(plans))
      plans[name] = Array.from({ length: 3 }, () => ({ kind: 'status', status: 503 }) as GatewayAnswer);
    const attempt = fetcher({ health: createGatewayHealth({ failuresToCoolDown: 1 }) })(`ipfs://${CID}`, 42);
    await expect(attempt).rejects.toThrow(MetadataUnavailableError);
    expect(log).toHaveLength(9);
    expect(sleeps).toEqual([10, 20]);
  });
});
