import { setMaxListeners } from 'node:events';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { CollectionInfo } from '../types';
import { createIpfsMetadataFetcher } from './ipfs-metadata';
import { createKrc721Source } from './krc721-source';
import { resolveRetryPolicy } from './retry';
import { startFakeGateway, type FakeGateway } from './testing/fake-gateway';
import { startFakeIndexer, type FakeIndexer } from './testing/fake-indexer';

// A forced GC is what collects the timeout signal inside AbortSignal.any on Node 20 (nodejs/node#57736).
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const CID = 'bafybeihangs';
const INFO = { tick: 'NACHO', buri: `ipfs://${CID}`, max: '100', minted: '100' } as CollectionInfo;
const TIMEOUT_MS = 300;
const IN_FLIGHT = 64;

/** Settles `work` or fails with `what` after `limitMs`, so a request that never ends fails the test instead of hanging it. */
async function settledWithin<T>(what: string, limitMs: number, work: Promise<T>): Promise<PromiseSettledResult<T>> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} still running after ${limitMs} ms`)), limitMs);
  });
  try {
    return await Promise.race([
      work.then(
        (value) => ({ status: 'fulfilled' as const, value }),
        (reason: unknown) => ({ status: 'rejected' as const, reason }),
      ),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

describe('request timeouts against servers that accept and never answer', () => {
  let gateway: FakeGateway;
  let indexer: FakeIndexer;
  const gcTimer = { id: undefined as NodeJS.Timeout | undefined };

  beforeAll(async () => {
    gateway = await startFakeGateway('hanging', () => ({ kind: 'hang' }));
    indexer = await startFakeIndexer({ info: INFO, tokens: [], faults: () => ({ fault: 'hang' }) });
    gcTimer.id = setInterval(gc, 25);
  });
  afterAll(async () => {
    clearInterval(gcTimer.id);
    await Promise.all([gateway.close(), indexer.close()]);
  });

  const source = () =>
    createKrc721Source({
      apiUrls: [indexer.url],
      network: 'mainnet',
      tick: 'NACHO',
      ipfsGateways: [gateway.gatewayUrl],
      requestTimeoutMs: TIMEOUT_MS,
      gatewayTimeoutMs: TIMEOUT_MS,
      retry: { attempts: 1 },
      gatewayRetry: { attempts: 1 },
    });

  it(`ends ${IN_FLIGHT} metadata requests in flight at once (with the sync's abort signal) within their timeout, under forced GC`, async () => {
    const shutdown = new AbortController();
    setMaxListeners(0, shutdown.signal);
    const s = source();
    const started = Date.now();
    const all = Promise.allSettled(
      Array.from({ length: IN_FLIGHT }, (_, i) => s.fetchMetadata(i + 1, INFO, shutdown.signal)),
    );
    const outcome = await settledWithin('the hanging metadata requests', TIMEOUT_MS * 10, all);
    expect(outcome.status).toBe('fulfilled');
    const results = (outcome as PromiseFulfilledResult<PromiseSettledResult<unknown>[]>).value;
    expect(
      results.every(
        (r) => r.status === 'rejected' && /timed out after 300 ms/.test(String((r.reason as Error).message)),
      ),
    ).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS);
  });

  it("ends a lone hanging gateway's request and the same request hedged to it within their timeout, under forced GC", async () => {
    const fetchMetadata = createIpfsMetadataFetcher({
      gateways: [gateway.gatewayUrl],
      timeoutMs: TIMEOUT_MS,
      hedgeDelayMs: 50,
      retry: resolveRetryPolicy({ attempts: 1 }),
    });
    const outcome = await settledWithin(
      'the hanging metadata request and its hedge',
      TIMEOUT_MS * 10,
      fetchMetadata(INFO.buri!, 1000, new AbortController().signal),
    );
    expect(outcome.status).toBe('rejected');
    // The first request timed out; the hedge got one more hedge delay after that and was cancelled.
    expect(String((outcome as PromiseRejectedResult).reason)).toMatch(
      /timed out after 300 ms; a gateway slower than the hedge delay/,
    );
  });

  it('ends an indexer request within its timeout under forced GC', async () => {
    const shutdown = new AbortController();
    const outcome = await settledWithin(
      'the hanging collection request',
      TIMEOUT_MS * 10,
      source().fetchCollectionInfo(shutdown.signal),
    );
    expect(outcome.status).toBe('rejected');
    expect(String((outcome as PromiseRejectedResult).reason)).toMatch(/within 300 ms/);
  });
});
