import type { CollectionInfo, TokenRecord } from '../types';
import { createKrc721Source } from './krc721-source';
import { IncompleteHistoryError } from './paging';
import { resolveRetryPolicy } from './retry';
import { startFakeIndexer, type FakeIndexer, type FakeToken } from './testing/fake-indexer';
import { startLocalServer, type LocalServer } from './testing/local-server';

const INFO: CollectionInfo = {
  tick: 'NACHO',
  deployer: 'kaspa:qdeployer',
  royaltyTo: null,
  buri: 'ipfs://bafy',
  max: '10000',
  royaltyFee: null,
  daaMintStart: null,
  premint: null,
  txIdRev: null,
  mtsAdd: null,
  minted: '3',
  opScoreMod: '1',
  state: 'deployed',
  mtsMod: null,
  opScoreAdd: null,
};
const tx = (n: number) => n.toString(16).padStart(64, '0');
const LONG_HISTORY = Array.from({ length: 120 }, (_, i) => ({
  owner: `kaspa:qowner${i % 9}`,
  opScoreMod: String(1_100_000_000_000n + BigInt(i) * 10_007n),
  txIdRev: tx(i + 1),
}));
const TOKENS: FakeToken[] = [
  {
    tokenId: 1,
    owner: 'kaspa:qseller',
    opScoreMod: '1000000001',
    listing: { priceSompi: '250000000000', opScore: '1000000500', txId: tx(900) },
  },
  { tokenId: 2, owner: LONG_HISTORY.at(-1)!.owner, opScoreMod: LONG_HISTORY.at(-1)!.opScoreMod, history: LONG_HISTORY },
  { tokenId: 3, owner: 'kaspa:qthird', opScoreMod: '1000000003' },
];

describe('krc721 source: listing state, ownership history, indexer failover', () => {
  let indexer: FakeIndexer;
  const sleeps: number[] = [];
  const retry = {
    ...resolveRetryPolicy({ baseDelayMs: 5, random: () => 1, attempts: 3 }),
    sleep: async (ms: number) => void sleeps.push(ms),
  };
  const source = (apiUrls = [indexer.url], requestTimeoutMs = 2000) =>
    createKrc721Source({
      apiUrls,
      network: 'mainnet',
      tick: 'NACHO',
      ipfsGateways: ['http://127.0.0.1:9/'],
      retry,
      requestTimeoutMs,
      requestHedgeDelayMs: 60_000,
    });
  const listAll = async (s = source()) => {
    const tokens: TokenRecord[] = [];
    for await (const page of s.listTokens()) tokens.push(...page);
    return tokens;
  };

  beforeAll(async () => {
    indexer = await startFakeIndexer({ info: INFO, tokens: TOKENS });
  });
  afterAll(() => indexer.close());
  beforeEach(() => {
    indexer.requests.length = 0;
    sleeps.length = 0;
  });

  it("reads each token's listing state from the owner list: price in sompi, listing op score and tx", async () => {
    const tokens = await listAll();
    expect(tokens.map((t) => t.listing)).toEqual([
      { priceSompi: '250000000000', opScore: '1000000500', txId: tx(900) },
      null,
      null,
    ]);
  });

  it('keeps "listing unknown" apart from "unlisted" when an owner item has no status', async () => {
    const body = JSON.stringify({
      message: 'success',
      result: [{ tick: 'NACHO', tokenId: '1', owner: 'kaspa:qa', opScoreMod: '5' }],
    });
    indexer.inject('/owners/NACHO', { status: 200, headers: { 'content-type': 'application/json' }, body });
    const [token] = await listAll();
    expect(token).not.toHaveProperty('listing');
  });

  it('walks a history over pages with next and returns it oldest first', async () => {
    const history = await source().fetchHistory!(2);
    expect(history).toEqual(LONG_HISTORY.map((e) => ({ owner: e.owner, opScoreMod: e.opScoreMod, txId: e.txIdRev })));
    const pages = indexer.requests.filter((r) => r.includes('/history/NACHO/2'));
    expect(pages).toEqual([
      '/api/v1/krc721/mainnet/history/NACHO/2',
      `/api/v1/krc721/mainnet/history/NACHO/2?offset=${LONG_HISTORY[70]!.opScoreMod}`,
      `/api/v1/krc721/mainnet/history/NACHO/2?offset=${LONG_HISTORY[20]!.opScoreMod}`,
    ]);
  });

  it('answers null for a token the indexer does not know', async () => {
    expect(await source().fetchHistory!(77)).toBeNull();
  });

  it('fails the whole history on a 404 in the middle of the paging, never returning a part', async () => {
    indexer.inject(`offset=${LONG_HISTORY[70]!.opScoreMod}`, { status: 404, body: 'not found' });
    await expect(source().fetchHistory!(2)).rejects.toThrow(IncompleteHistoryError);
  });

  it('retries a history page through 429, 5xx, HTML error pages, truncated bodies and resets', async () => {
    const second = `offset=${LONG_HISTORY[70]!.opScoreMod}`;
    indexer.inject(second, { status: 429, headers: { 'retry-after': '1' } });
    indexer.inject(second, { fault: 'html' });
    indexer.inject(`offset=${LONG_HISTORY[20]!.opScoreMod}`, { fault: 'truncated' });
    expect(await source().fetchHistory!(2)).toHaveLength(120);
    indexer.inject('/history/NACHO/3', { fault: 'reset' });
    indexer.inject('/history/NACHO/3', { status: 503 }, 2);
    await expect(source().fetchHistory!(3)).rejects.toThrow(/page 1 answered HTTP 503|page 1 failed/);
  });

  describe('with a list of indexers', () => {
    let down: LocalServer;
    let hanging: LocalServer;
    beforeAll(async () => {
      down = await startLocalServer((_request, response) => {
        response.writeHead(502, { 'content-type': 'text/html' });
        response.end('<html><body>Bad gateway</body></html>');
      });
      hanging = await startLocalServer(() => undefined);
    });
    afterAll(() => Promise.all([down.close(), hanging.close()]));

    it('fails over to the second indexer when the first is down, and stays with it', async () => {
      const s = source([down.url, indexer.url]);
      expect(await listAll(s)).toHaveLength(3);
      expect(await s.fetchHistory!(1)).toEqual([{ owner: 'kaspa:qseller', opScoreMod: '1000000001', txId: tx(0) }]);
      // The down indexer was asked for the first request only (three attempts), then skipped.
      expect(down.requests).toEqual(Array(3).fill('/api/v1/krc721/mainnet/owners/NACHO?limit=50'));
      expect(indexer.requests).toHaveLength(2);
    });

    it('fails over from an indexer that never answers (its timeout) to the next', async () => {
      const s = source([hanging.url, indexer.url], 200);
      expect(await s.fetchHistory!(3)).toHaveLength(1);
      expect(hanging.requests.length).toBeGreaterThanOrEqual(1);
    });

    it('throws the last failure when every indexer fails', async () => {
      await expect(source([down.url, down.url]).fetchHistory!(1)).rejects.toThrow(IncompleteHistoryError);
    });
  });
});
