import { TRAIT_TYPES } from '@nacho/domain';
import { eachDatabase } from '@nacho/db/testing';
import { insertFixtureCollection, WALLET_A } from '../testing/fixture-collection';
import { startNftApi, type NftApi } from '../testing/nft-api';

/** The last data character changed: right shape, wrong checksum. */
const BAD_CHECKSUM = `${WALLET_A.slice(0, -1)}${WALLET_A.endsWith('q') ? 'p' : 'q'}`;
const TRAITS_FORMAT = 'expected Type=Value pairs separated by commas, e.g. Head=Crown,Mood=Happy';
const KNOWN_TYPES = `known types: ${TRAIT_TYPES.join(', ')}`;

const CASES: [path: string, code: string, message: string][] = [
  ['/tokens/abc', 'invalid_input', 'tokenId: must be a whole number'],
  ['/tokens/1.5', 'invalid_input', 'tokenId: must be a whole number'],
  ['/tokens/-3', 'invalid_input', 'tokenId: must be a whole number'],
  ['/tokens/1e3', 'invalid_input', 'tokenId: must be a whole number'],
  ['/tokens/0', 'invalid_input', 'tokenId: must be at least 1'],
  ['/tokens/21', 'invalid_input', 'tokenId: must be at most 20 (the collection size)'],
  ['/tokens/123456789012345678901234567890', 'invalid_input', 'tokenId: must be at most 20 (the collection size)'],
  ['/metadata/x1', 'invalid_input', 'tokenId: must be a whole number'],
  ['/metadata/21', 'invalid_input', 'tokenId: must be at most 20 (the collection size)'],
  ['/nfts/0/detail', 'invalid_input', 'tokenId: must be at least 1'],
  ['/nfts/21/history', 'invalid_input', 'tokenId: must be at most 20 (the collection size)'],
  ['/activity?kind=swap', 'invalid_input', 'kind.0: must be one of mint, transfer, listing, delisting, sale'],
  ['/activity?cursor=!!', 'invalid_input', 'cursor: is not a cursor this API gave'],
  ['/activity?cursor=bm9wZQ', 'invalid_input', 'cursor: is not a cursor this API gave'],
  ['/activity?minPrice=-5', 'invalid_input', 'minPrice: must be a price in KAS, e.g. 1500 or 0.5'],
  ['/activity?limit=101', 'invalid_input', 'limit: must be at most 100'],
  [
    '/activity?wallet=kaspa:qqq',
    'invalid_input',
    'wallet: is not a valid Kaspa address (bad length: address is too short)',
  ],
  [
    '/wallets/kaspa:qqq/value',
    'invalid_input',
    'address: is not a valid Kaspa address (bad length: address is too short)',
  ],
  [`/wallets/${WALLET_A}?listed=maybe`, 'invalid_input', 'listed: must be 1 or 0'],
  ['/search/traits?traits=Head=Crown&sort=cheap', 'invalid_input', 'sort: must be id or price'],
  ['/rarity-rank/abc', 'invalid_input', 'tokenId: must be a whole number'],
  ['/rarity-rank/21', 'invalid_input', 'tokenId: must be at most 20 (the collection size)'],
  ['/image/abc.svg', 'invalid_input', 'tokenId: must be a whole number'],
  ['/image/21.svg', 'invalid_input', 'tokenId: must be at most 20 (the collection size)'],
  ['/owners/notanaddress', 'invalid_input', 'address: must start with kaspa: or kaspatest:'],
  ['/owners/bitcoin:qqq', 'invalid_input', 'address: must start with kaspa: or kaspatest:'],
  ['/owners/kaspa:qqq', 'invalid_input', 'address: is not a valid Kaspa address (bad length: address is too short)'],
  [`/owners/${BAD_CHECKSUM}`, 'invalid_input', 'address: is not a valid Kaspa address (bad checksum)'],
  ['/owners/kaspa:bbbb', 'invalid_input', 'address: is not a valid Kaspa address (bad character "b" at position 6)'],
  ['/wallets/notanaddress', 'invalid_input', 'address: must start with kaspa: or kaspatest:'],
  ['/tokens?limit=0', 'invalid_input', 'limit: must be at least 1'],
  ['/tokens?limit=10001', 'invalid_input', 'limit: must be at most 10000'],
  ['/tokens?limit=ten', 'invalid_input', 'limit: must be a whole number'],
  ['/tokens?limit=1e2', 'invalid_input', 'limit: must be a whole number'],
  ['/tokens?limit=0x10', 'invalid_input', 'limit: must be a whole number'],
  ['/tokens?limit=%2B5', 'invalid_input', 'limit: must be a whole number'],
  ['/tokens?limit=%207', 'invalid_input', 'limit: must be a whole number'],
  ['/tokens/0x10', 'invalid_input', 'tokenId: must be a whole number'],
  ['/metadata/+5', 'invalid_input', 'tokenId: must be a whole number'],
  ['/rarity-rank/%207', 'invalid_input', 'tokenId: must be a whole number'],
  ['/tokens?limit=', 'invalid_input', 'limit: must be a whole number'],
  ['/tokens?limit=5&limit=6', 'invalid_input', 'limit: must be given once, as text'],
  ['/search/traits', 'invalid_input', 'traits: is required'],
  ['/search/traits?traits=Head', 'invalid_input', `traits: "Head" is not Type=Value; ${TRAITS_FORMAT}`],
  ['/search/traits?traits=Head=', 'invalid_input', `traits: "Head=" is not Type=Value; ${TRAITS_FORMAT}`],
  ['/search/traits?traits=Head=Crown,,Mood=Happy', 'invalid_input', `traits: "" is not Type=Value; ${TRAITS_FORMAT}`],
  ['/search/traits?traits==Crown', 'invalid_input', `traits: "=Crown" is not Type=Value; ${TRAITS_FORMAT}`],
  ['/search/traits?traits=Hat=Crown', 'unknown_trait_type', `traits: unknown trait type "Hat"; ${KNOWN_TYPES}`],
  [
    '/search/traits?traits=Edition=1%20of%201',
    'unknown_trait_type',
    `traits: unknown trait type "Edition"; ${KNOWN_TYPES}`,
  ],
  ['/holders/page?sort=name', 'invalid_input', 'sort: must be one of address, count, power, value'],
  ['/holders/page?direction=up', 'invalid_input', 'direction: must be asc or desc'],
  ['/holders/page?page=0', 'invalid_input', 'page: must be at least 1'],
  ['/holders/page?page=abc', 'invalid_input', 'page: must be a whole number'],
  ['/holders/page?pageSize=101', 'invalid_input', 'pageSize: must be at most 100'],
  ['/holders/page?pageSize=0', 'invalid_input', 'pageSize: must be at least 1'],
  [`/wallets/${WALLET_A}?sort=name`, 'invalid_input', 'sort: must be one of id, power, rarity, price'],
  [`/wallets/${WALLET_A}?direction=sideways`, 'invalid_input', 'direction: must be asc or desc'],
  [`/wallets/${WALLET_A}?page=-1`, 'invalid_input', 'page: must be a whole number'],
  [`/wallets/${WALLET_A}?pageSize=500`, 'invalid_input', 'pageSize: must be at most 100'],
  [`/wallets/${WALLET_A}?traits=Mood`, 'invalid_input', `traits: "Mood" is not Type=Value; ${TRAITS_FORMAT}`],
  [`/wallets/${WALLET_A}?traits=Hat=Crown`, 'unknown_trait_type', `traits: unknown trait type "Hat"; ${KNOWN_TYPES}`],
];

/** Odd inputs that must never cause a 500 (unknown query keys such as page[] are ignored). */
const ODD_PATHS = [
  '/tokens/%00',
  '/tokens/%E0%A4%A',
  '/tokens/%20',
  '/tokens/' + '9'.repeat(400),
  '/metadata/%F0%9F%98%80',
  '/owners/%E0%A4%A',
  '/owners/kaspa:',
  '/owners/KASPA:' + 'Q'.repeat(61),
  '/owners/' + 'k'.repeat(500),
  '/wallets/kaspa%3Aqqq?traits=%E0%A4%A',
  `/wallets/${WALLET_A}?traits=a=b=c`,
  `/wallets/${WALLET_A}?page[]=1`,
  '/search/traits?traits=' + 'Head=Crown,'.repeat(200) + 'Head=Cap',
  '/search/traits?traits[a]=b',
  '/search/traits?traits=%E0%A4%A',
  '/holders/page?search=' + 'a'.repeat(500),
  '/holders/page?sort[]=count',
  '/image/%2e%2e.svg',
  '/rarity-rank/all%00',
];

eachDatabase('nft bad input', (ctx) => {
  let api: NftApi;
  beforeAll(async () => {
    await insertFixtureCollection(ctx.db());
    api = await startNftApi(ctx.db());
  });
  afterAll(() => api.close());

  it.each(CASES)('GET %s -> 400 %s', async (path, code, message) => {
    const { status, body } = await api.get(path);
    expect({ status, error: body.error }).toEqual({ status: 400, error: { code, message } });
  });

  it('answers odd input with JSON, never a 500', async () => {
    for (const path of ODD_PATHS) {
      const res = await fetch(`${api.base}/api/nft${path}`);
      const body = (await res.json()) as { error?: { message?: unknown } };
      expect({ path, serverError: res.status >= 500 }).toEqual({ path, serverError: false });
      if (res.status >= 400) expect(typeof body.error?.message).toBe('string');
    }
  });
});
