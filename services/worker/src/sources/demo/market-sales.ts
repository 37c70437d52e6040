import type { SpecialKind } from './assign-traits';
import type { SeededRandom } from './seeded-random';

export const SALES_WINDOW_DAYS = 60;
const DAY_MS = 86_400_000;
const FLOOR_LIMITS = { min: 2_000, max: 6_000 };

export interface DemoSale {
  orderId: string;
  tokenId: number;
  priceKas: number;
  seller: string;
  buyer: string;
  soldAt: number;
}

export interface SaleToken {
  special: SpecialKind | null;
  /** 0 (plainest) .. 1 (rarest traits) among its kind; drives the premium over the floor. */
  rarity: number;
}

function salePrice(random: SeededRandom, floor: number, token: SaleToken): number {
  if (token.special === 'unique') return Math.round((floor * (60 + 90 * random.next())) / 10) * 10;
  if (token.special === 'rare') return Math.round((floor * (15 + 25 * random.next())) / 10) * 10;
  const premium = -Math.log(1 - random.next()) * 0.3;
  return Math.round(floor * (0.97 + premium) * (1 + 0.6 * token.rarity));
}

/**
 * Sales over the SALES_WINDOW_DAYS days ending at endAt, around a floor that drifts day by day.
 * Ownership is consistent: a token's latest buyer is its current owner, and each earlier buyer
 * is the seller of the next sale of that token.
 */
export function simulateMarketSales(
  random: SeededRandom,
  endAt: number,
  owners: string[],
  tokens: SaleToken[],
): DemoSale[] {
  const holders = [...new Set(owners)];
  const windowStart = endAt - SALES_WINDOW_DAYS * DAY_MS;
  const drift = random.normal() * 0.004;
  let floor = random.int(2_800, 4_500);
  const drafts: { tokenId: number; priceKas: number; soldAt: number }[] = [];
  for (let day = 0; day < SALES_WINDOW_DAYS; day++) {
    floor = Math.min(FLOOR_LIMITS.max, Math.max(FLOOR_LIMITS.min, floor * Math.exp(drift + 0.05 * random.normal())));
    const busy = random.next() < 0.08 ? 2.5 : 1;
    const count = Math.round((8 + 10 * random.next()) * busy * (0.6 + 0.8 * random.next()));
    for (let i = 0; i < count; i++) {
      const tokenId = random.int(1, tokens.length);
      drafts.push({
        tokenId,
        priceKas: salePrice(random, floor, tokens[tokenId - 1]),
        soldAt: windowStart + day * DAY_MS + 1 + random.int(0, DAY_MS - 1),
      });
    }
  }
  drafts.sort((a, b) => a.soldAt - b.soldAt);

  const sellers = new Array<string>(drafts.length);
  const buyers = new Array<string>(drafts.length);
  const holderNow = new Map<number, string>();
  for (let i = drafts.length - 1; i >= 0; i--) {
    const { tokenId } = drafts[i];
    const buyer = holderNow.get(tokenId) ?? owners[tokenId - 1];
    let seller = random.pick(holders);
    while (seller === buyer) seller = random.pick(holders);
    buyers[i] = buyer;
    sellers[i] = seller;
    holderNow.set(tokenId, seller);
  }

  return drafts.map((draft, index) => ({
    orderId:
      Math.floor(draft.soldAt / 1000)
        .toString(16)
        .padStart(8, '0') +
      random.hex(10) +
      index.toString(16).padStart(6, '0'),
    tokenId: draft.tokenId,
    priceKas: draft.priceKas,
    seller: sellers[index],
    buyer: buyers[index],
    soldAt: draft.soldAt,
  }));
}
