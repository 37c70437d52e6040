/** One completed sale of an NFT of the collection, prices in KAS. */
export interface MarketSale {
  /** The marketplace's order id; market_sales is unique on it. */
  orderId: string;
  tokenId: number;
  priceKas: number;
  seller: string | null;
  buyer: string | null;
  /** Epoch ms. */
  soldAt: number;
}

export interface MarketSalesBatch {
  sales: MarketSale[];
  /** Rows the source sent that could not be read (logged and counted, never fatal). */
  skipped: number;
}

/** Where sales come from: the demo market or the kaspa.com KRC-721 market API (MARKET_SOURCE). */
export interface MarketSource {
  /** Stored as market_sales.source; the market service reads the configured source's sales only. */
  readonly name: string;
  /** Sales after sinceMs (exclusive) up to now. */
  fetchSalesSince(sinceMs: number, signal?: AbortSignal): Promise<MarketSalesBatch>;
  /** The marketplace's current lowest ask in KAS; null when it has none or does not say. */
  fetchListingFloor(signal?: AbortSignal): Promise<number | null>;
}
