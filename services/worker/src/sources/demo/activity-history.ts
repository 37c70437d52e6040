import { epochMsToOpScore, opScoreToEpochMs } from '../../activity/op-score-time';
import type { ListingEvent, OwnershipEntry, TokenListing } from '../types';
import { fakeTxId } from './fake-ids';
import type { DemoSale } from './market-sales';
import type { SeededRandom } from './seeded-random';

const DAY_MS = 86_400_000;
const SOMPI_PER_KAS = 100_000_000;

export interface DemoActivity {
  /** Ownership history per token, oldest first: the mint, then transfers and the sales' transfers. */
  histories: Map<number, OwnershipEntry[]>;
  /** Listings and delistings before endAt, oldest first (sold listings end in their sale). */
  listingEvents: Map<number, ListingEvent[]>;
  /** The tokens listed at endAt. */
  listings: Map<number, TokenListing>;
}

interface TokenSeed {
  tokenId: number;
  owner: string;
  opScoreMod: string;
}

const sompi = (kas: number) => String(Math.round(kas) * SOMPI_PER_KAS);

/**
 * A plausible history consistent with the current owners and the demo sales: each token is minted
 * by the seller of its first sale (or, for one in seven, by someone who then gave it away), each
 * sale moves it from seller to buyer after a listing at the sale price, some owners list and
 * delist again, and about one token in twenty is listed now, near the recent prices.
 */
export function simulateActivity(
  random: SeededRandom,
  tokens: readonly TokenSeed[],
  sales: readonly DemoSale[],
  endAt: number,
): DemoActivity {
  const salesByToken = new Map<number, DemoSale[]>();
  for (const sale of sales) {
    const list = salesByToken.get(sale.tokenId) ?? [];
    list.push(sale);
    salesByToken.set(sale.tokenId, list);
  }
  const holders = [...new Set(tokens.map((t) => t.owner))];
  const recentPrices = sales.slice(-200).map((s) => s.priceKas);
  const typicalPrice = recentPrices.sort((a, b) => a - b)[Math.floor(recentPrices.length / 2)] ?? 3000;

  const histories = new Map<number, OwnershipEntry[]>();
  const listingEvents = new Map<number, ListingEvent[]>();
  const listings = new Map<number, TokenListing>();
  for (const token of tokens) {
    const mintedAt = opScoreToEpochMs(token.opScoreMod) ?? endAt - 300 * DAY_MS;
    const tokenSales = salesByToken.get(token.tokenId) ?? [];
    const firstHolder = tokenSales[0]?.seller ?? token.owner;
    const gifted = random.next() < 1 / 7;
    const minter = gifted ? random.pick(holders) : firstHolder;
    const history: OwnershipEntry[] = [{ owner: minter, opScoreMod: token.opScoreMod, txId: fakeTxId(random) }];
    const events: ListingEvent[] = [];
    let heldSince = mintedAt;
    if (minter !== firstHolder) {
      const until = tokenSales[0]?.soldAt ?? endAt - DAY_MS;
      const at = heldSince + Math.floor((until - heldSince) * (0.2 + 0.6 * random.next()));
      history.push({
        owner: firstHolder,
        opScoreMod: epochMsToOpScore(at, random.int(0, 9999)),
        txId: fakeTxId(random),
      });
      heldSince = at;
    }
    for (const sale of tokenSales) {
      // Some owners tried a higher price first and took it down.
      if (random.next() < 0.25) {
        const listedAt = heldSince + Math.floor((sale.soldAt - heldSince) * 0.2 * random.next());
        const delistedAt = listedAt + Math.floor((sale.soldAt - listedAt) * 0.3 * random.next());
        events.push({ kind: 'listing', owner: sale.seller, at: listedAt, priceSompi: sompi(sale.priceKas * 1.6) });
        events.push({ kind: 'delisting', owner: sale.seller, at: delistedAt, priceSompi: null });
      }
      const listedAt = sale.soldAt - Math.floor(Math.min(sale.soldAt - heldSince, 10 * DAY_MS) * random.next() * 0.5);
      events.push({ kind: 'listing', owner: sale.seller, at: listedAt, priceSompi: sompi(sale.priceKas) });
      history.push({ owner: sale.buyer, opScoreMod: epochMsToOpScore(sale.soldAt), txId: fakeTxId(random) });
      heldSince = sale.soldAt;
    }
    const listNow = random.next() < 0.05 && heldSince < endAt - 2 * DAY_MS;
    if (listNow) {
      const at = heldSince + Math.floor((endAt - DAY_MS - heldSince) * random.next());
      const opScore = epochMsToOpScore(at, random.int(0, 9999));
      const price = typicalPrice * (0.85 + 1.5 * -Math.log(1 - random.next() * 0.95) * 0.4);
      listings.set(token.tokenId, { priceSompi: sompi(Math.round(price / 10) * 10), opScore, txId: fakeTxId(random) });
    }
    histories.set(token.tokenId, history);
    if (events.length) listingEvents.set(token.tokenId, events);
  }
  return { histories, listingEvents, listings };
}
