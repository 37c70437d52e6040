import type { ActivityItem, ActivityPage } from '@nacho/contracts';

/** Test wallets in the real address format. */
export const SELLER = 'kaspa:qypseller0000000000000000000000000000000000000000000000000000000';
export const BUYER = 'kaspa:qypbuyer00000000000000000000000000000000000000000000000000000000';
export const MINTER = 'kaspa:qypminter0000000000000000000000000000000000000000000000000000000';

/** The rows are this old when the test runs ("5 minutes ago"). */
export const NOW = Date.now();
const MIN = 60_000;

/** One of each kind, newest first, as GET /api/nft/activity answers. */
export const ITEMS: ActivityItem[] = [
  {
    id: 'a5',
    kind: 'sale',
    tokenId: 1001,
    from: SELLER,
    to: BUYER,
    priceKas: 1250,
    priceUsd: 43.1,
    at: NOW - 5 * MIN,
    txId: 'tx5',
  },
  {
    id: 'a4',
    kind: 'listing',
    tokenId: 7,
    from: SELLER,
    to: null,
    priceKas: 990,
    priceUsd: null,
    at: NOW - 50 * MIN,
    txId: null,
  },
  {
    id: 'a3',
    kind: 'delisting',
    tokenId: 7,
    from: SELLER,
    to: null,
    priceKas: null,
    priceUsd: null,
    at: NOW - 3 * 60 * MIN,
    txId: null,
  },
  {
    id: 'a2',
    kind: 'transfer',
    tokenId: 1001,
    from: MINTER,
    to: SELLER,
    priceKas: null,
    priceUsd: null,
    at: NOW - 26 * 60 * MIN,
    txId: 'tx2',
  },
  {
    id: 'a1',
    kind: 'mint',
    tokenId: 1001,
    from: null,
    to: MINTER,
    priceKas: null,
    priceUsd: null,
    at: NOW - 40 * 24 * 60 * MIN,
    txId: 'tx1',
  },
];

export const page = (items: ActivityItem[], next: string | null = null): ActivityPage => ({ items, next });

/** Rows a..., numbered from `from` down, each a sale of token i one minute apart. */
export function sales(count: number, from: number): ActivityItem[] {
  return Array.from({ length: count }, (_, index) => {
    const n = from - index;
    return {
      id: `s${n}`,
      kind: 'sale',
      tokenId: n,
      from: SELLER,
      to: BUYER,
      priceKas: n,
      priceUsd: null,
      at: NOW - (1000 - n) * MIN,
      txId: `t${n}`,
    };
  });
}
