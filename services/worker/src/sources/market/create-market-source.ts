import type { Config } from '@nacho/core';
import { createDemoMarketSource } from './demo/demo-market-source';
import { createKaspacomMarketSource } from './kaspacom/kaspacom-market-source';
import type { MarketSource } from './market-source';

/** The configured market (MARKET_SOURCE, KASPACOM_API_URL); keep one per process (the demo caches a day's sales). */
export function createMarketSource(
  config: Pick<Config, 'marketSource' | 'kaspacomApiUrl' | 'collectionTick'>,
): MarketSource {
  if (config.marketSource === 'kaspacom')
    return createKaspacomMarketSource({ apiUrl: config.kaspacomApiUrl, tick: config.collectionTick });
  return createDemoMarketSource();
}
