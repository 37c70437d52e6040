import { formatNumber } from '@nacho/domain';
import type { MarketHistoryPoint } from './market-types';

/** One sentence a screen reader (and everyone) can read instead of the chart. */
export function historySummary(points: readonly MarketHistoryPoint[], frameLabel: string, days: number): string {
  if (!points.length) return `No ${frameLabel} market history for the last ${days} days yet.`;
  const floors = points.map((p) => p.floorPrice).filter((f): f is number => f !== null);
  const volumes = points.map((p) => p.volumeKas);
  const kas = (v: number) => `${formatNumber(v, 0)} KAS`;
  const floorText = floors.length
    ? `the ${frameLabel} floor went from ${kas(floors[0]!)} to ${kas(floors[floors.length - 1]!)} (lowest ${kas(Math.min(...floors))}, highest ${kas(Math.max(...floors))})`
    : `there was no ${frameLabel} floor`;
  return `Over the last ${days} days ${floorText}; ${frameLabel} volume ranged from ${kas(Math.min(...volumes))} to ${kas(Math.max(...volumes))}.`;
}
