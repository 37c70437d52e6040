/** Display formatting helpers. */

import { COLLECTION_NAME } from './constants';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Long addresses display as the first 6 and last 4 characters; short ones are unchanged. */
export function shortenAddress(address: string | null | undefined): string {
  const a = address ?? '';
  return a.length <= 13 ? a : `${a.slice(0, 6)}...${a.slice(-4)}`;
}

/** Full English month name for 1..12; "Unknown" for anything else. */
export function monthName(month: number | null | undefined): string {
  if (typeof month !== 'number' || !Number.isInteger(month) || month < 1 || month > 12) return 'Unknown';
  return MONTHS[month - 1];
}

/** "Month Year", e.g. "March 2026". */
export function monthYearLabel(month: number | null | undefined, year: number): string {
  return `${monthName(month)} ${year}`;
}

/** "NACHO #7: NFT of the Month October 2026": what a shared NFT of the Month is called, on every remote. */
export function nftOfTheMonthTitle(tokenId: number, month: number, year: number): string {
  return `${COLLECTION_NAME} #${tokenId}: NFT of the Month ${monthYearLabel(month, year)}`;
}

function finite(n: number): number {
  return Number.isFinite(n) ? n : 0;
}

/** Percentage with one decimal and a % sign, e.g. 22.4 -> "22.4%". */
export function formatPercentOneDecimal(percent: number): string {
  return `${finite(percent).toFixed(1)}%`;
}

/** Percentage with two decimals and a % sign (trait table "Rarity %"). */
export function formatPercentTwoDecimals(percent: number): string {
  return `${finite(percent).toFixed(2)}%`;
}

/** part / whole as a percentage, 0 when whole is 0. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** en-US number with thousands separators; at most `maximumFractionDigits` decimals (default 2). */
export function formatNumber(value: number, maximumFractionDigits = 2, minimumFractionDigits = 0): string {
  const key = `${minimumFractionDigits}/${maximumFractionDigits}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits });
    numberFormats.set(key, f);
  }
  return f.format(finite(value));
}
