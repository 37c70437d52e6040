import type { CollectionInfo, TokenRecord } from '../types';
import { Krc721Error } from './client';
import { CollectionNotFoundError, createKrc721Source } from './krc721-source';
import { IncompleteWalkError } from './paging';
import { resolveRetryPolicy } from './retry';
import { serveMetadata, startFakeGateway, type FakeGateway } from './testing/fake-gateway';
import { startFakeIndexer, type FakeIndexer, type FakeToken } from './testing/fake-indexer';

const CID = 'bafybeihtmrco5nsgu7oerhenam763nhnnanndik4brosqn6l73rwrkpwzm';
const INFO: CollectionInfo = {
  tick: 'NACHO',
  deployer: 'kaspa:qdeployer',
  royaltyTo: 'kaspa:qroyalty',
  buri: `ipfs://${CID}`,
  max: '10000',
  royaltyFee: '2000000000',
  daaMintStart: '98043930',
  premint: '0',
  txIdRev: 'ab'.repeat(32),
  mtsAdd: '1734230475000',
  minted: '120',
  opScoreMod: '981088438543',
  state: 'deployed',
  mtsMod: '1734304443000',
  opScoreAdd: '980348750227',
};
const TOKENS: FakeToken[] = Array.from({ length: 120 }, (_, i) => ({
  tokenId: i + 1,
  owner: `kaspa:qOwner${i % 7}`,
  opScoreMod: String(980_000_000_000n + BigInt(i) * 9_007_199_254_740_993n),
}));

describe('krc721 source against a local indexer', () => {
  let indexer: FakeIndexer;
  let gateway: FakeGateway;
  const sleeps: number[] = [];
  const source = (network: 'mainnet' | 'testnet-10' = 'mainnet', tick = 'NACHO') =>
    createKrc721Source({
      apiUrls: [indexer.url],
      network,
      tick,
      ipfsGateways: [gateway.gatewayUrl],
      retry: {
        ...resolveRetryPolicy({ baseDelayMs: 5, random: () => 1 }),
        sleep: async (ms) => {
          sleeps.push(ms);
        },
      },
    });
  const listAll = async (s = source()) => {
    const pages: TokenRecord[][] = [];
    for await (const page of s.listTokens()) pages.push(page);
    return pages;
  };

  beforeAll(async () => {
    indexer = await startFakeIndexer({ info: INFO, tokens: TOKENS });
    gateway = await startFakeGateway(
      'gw',
      serveMetadata(CID, new Map([[1, { name: 'NACHO #1', description: null, image: null, attributes: [] }]])),
    );
  });
  afterAll(() => Promise.all([indexer.close(), gateway.close()]));
  beforeEach(() => {
    indexer.requests.length = 0;
    sleeps.length = 0;
  });

  it('reads the collection info with every field as a string', async () => {
    expect(await source().fetchCollectionInfo()).toEqual(INFO);
    expect(indexer.requests).toEqual(['/api/v1/krc721/mainnet/nfts/NACHO']);
  });

  it('reports an unknown collection (404 "not found") as not found', async () => {
    await expect(source('mainnet', 'NOPE').fetchCollectionInfo()).rejects.toThrow(CollectionNotFoundError);
    await expect(source('testnet-10').fetchCollectionInfo()).rejects.toThrow(
      'collection NACHO not found on the KRC-721 testnet-10 indexer',
    );
  });

  it('walks /owners with offset = the previous next and limit 50 until next is absent', async () => {
    const pages = await listAll();
    expect(pages.map((p) => p.length)).toEqual([50, 50, 20]);
    expect(indexer.requests).toEqual([
      '/api/v1/krc721/mainnet/owners/NACHO?limit=50',
      `/api/v1/krc721/mainnet/owners/NACHO?offset=${TOKENS[49].opScoreMod}&limit=50`,
      `/api/v1/krc721/mainnet/owners/NACHO?offset=${TOKENS[99].opScoreMod}&limit=50`,
    ]);
    // Page 2 spells the id `tokenid`; owners come as given (the sync lower-cases them).
    expect(pages[1][0]).toEqual({
      tokenId: 51,
      tick: 'NACHO',
      owner: 'kaspa:qOwner1',
      opScoreMod: TOKENS[50].opScoreMod,
      stakingPower: null,
      listing: null,
    });
    expect(pages.flat().map((t) => t.tokenId)).toEqual(TOKENS.map((t) => t.tokenId));
  });

  it('retries a page answered with 429, waiting as long as Retry-After says', async () => {
    const second = `offset=${TOKENS[49].opScoreMod}`;
    const third = `offset=${TOKENS[99].opScoreMod}`;
    indexer.inject(second, { status: 429, headers: { 'retry-after': '3' } });
    indexer.inject(third, { status: 502 });
    const pages = await listAll();
    expect(pages.flat()).toHaveLength(120);
    expect(indexer.requests.filter((r) => r.includes(second))).toHaveLength(2);
    expect(indexer.requests.filter((r) => r.includes(third))).toHaveLength(2);
    expect(sleeps).toEqual([3000, 5]);
  });

  describe('a walk that does not reach its last page fails instead of ending early', () => {
    const second = `offset=${TOKENS[49].opScoreMod}`;
    const failsAtPage2 = async (reason: RegExp) => {
      const walk = listAll();
      await expect(walk).rejects.toThrow(IncompleteWalkError);
      await expect(walk).rejects.toThrow(reason);
    };

    it('on a 404 after the first page', async () => {
      indexer.inject(second, { status: 404, body: 'not found' });
      await failsAtPage2(/token list of NACHO incomplete: page 2 answered 404 not found/);
    });

    it('on a page that keeps failing with 5xx, an HTML page or a cut-off body after the retries', async () => {
      indexer.inject(second, { status: 503 }, 5);
      await failsAtPage2(/page 2 answered HTTP 503/);
      indexer.inject(second, { fault: 'html' }, 5);
      await failsAtPage2(/page 2 failed: not a valid indexer answer/);
      indexer.inject(second, { fault: 'truncated' }, 5);
      await failsAtPage2(/page 2 failed/);
      expect(indexer.requests.filter((r) => r.includes(second))).toHaveLength(15);
    });

    it('on a page whose next repeats an earlier cursor', async () => {
      const repeat = JSON.stringify({ message: 'success', result: [], next: TOKENS[49].opScoreMod });
      indexer.inject(second, { status: 200, headers: { 'content-type': 'application/json' }, body: repeat });
      await failsAtPage2(/page 2 repeats the cursor/);
    });

    it('but reads a 404 on the first page as a collection without tokens', async () => {
      indexer.inject('/owners/NACHO?limit=50', { status: 404, body: 'not found' });
      expect(await listAll()).toEqual([]);
    });

    it('and gets through transient HTML and truncated pages by retrying them', async () => {
      indexer.inject(second, { fault: 'html' });
      indexer.inject(second, { fault: 'truncated' });
      indexer.inject(second, { fault: 'reset' });
      expect((await listAll()).flat()).toHaveLength(120);
    });
  });

  it('fails on an envelope whose message is not success', async () => {
    indexer.inject('/nfts/NACHO', {
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'rate limit exceeded' }),
    });
    await expect(source().fetchCollectionInfo()).rejects.toThrow(Krc721Error);
  });

  it('fetches metadata from {buri}/{tokenId} and answers null for a missing token', async () => {
    expect(await source().fetchMetadata(1, INFO)).toEqual({
      name: 'NACHO #1',
      description: null,
      image: null,
      attributes: [],
    });
    expect(await source().fetchMetadata(2, INFO)).toBeNull();
    expect(gateway.requests).toEqual([`/ipfs/${CID}/1`, `/ipfs/${CID}/2`]);
  });
});
