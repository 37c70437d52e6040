import {
  formatNumber,
  formatPercentOneDecimal,
  formatPercentTwoDecimals,
  monthName,
  monthYearLabel,
  nftOfTheMonthTitle,
  percentOf,
  shortenAddress,
} from './format';

describe('shortenAddress', () => {
  it('keeps the first 6 and last 4 characters', () => {
    expect(shortenAddress('kaspa:qrunpzspjfvvxyzfx38ct7ya2g5m2vwggkpklxdsscqlzyauuqm0ju6q2fjpa')).toBe('kaspa:...fjpa');
    expect(shortenAddress('abcdefghijklmn')).toBe('abcdef...klmn');
  });

  it('leaves strings that would not get shorter unchanged', () => {
    expect(shortenAddress('abcdefghijklm')).toBe('abcdefghijklm');
    expect(shortenAddress('kaspa:qq')).toBe('kaspa:qq');
    expect(shortenAddress('')).toBe('');
    expect(shortenAddress(null)).toBe('');
  });
});

describe('monthName', () => {
  it.each([
    [1, 'January'],
    [2, 'February'],
    [6, 'June'],
    [12, 'December'],
    [0, 'Unknown'],
    [13, 'Unknown'],
    [-1, 'Unknown'],
    [1.5, 'Unknown'],
    [NaN, 'Unknown'],
    [undefined, 'Unknown'],
    [null, 'Unknown'],
  ])('%p -> %s', (m, name) => {
    expect(monthName(m)).toBe(name);
  });

  it('nftOfTheMonthTitle: what a shared NFT of the Month is called', () => {
    expect(nftOfTheMonthTitle(7, 10, 2026)).toBe('NACHO #7: NFT of the Month October 2026');
  });

  it('monthYearLabel', () => {
    expect(monthYearLabel(3, 2026)).toBe('March 2026');
  });
});

describe('percent formatting', () => {
  it('one decimal', () => {
    expect(formatPercentOneDecimal(22.44)).toBe('22.4%');
    expect(formatPercentOneDecimal(22.46)).toBe('22.5%');
    expect(formatPercentOneDecimal(0)).toBe('0.0%');
    expect(formatPercentOneDecimal(NaN)).toBe('0.0%');
  });

  it('two decimals', () => {
    expect(formatPercentTwoDecimals(50.214)).toBe('50.21%');
    expect(formatPercentTwoDecimals(0.1)).toBe('0.10%');
  });

  it('percentOf', () => {
    expect(percentOf(25, 10000)).toBe(0.25);
    expect(percentOf(5, 0)).toBe(0);
  });
});

describe('formatNumber', () => {
  it('uses en-US thousands separators', () => {
    expect(formatNumber(10000)).toBe('10,000');
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(-1500)).toBe('-1,500');
  });

  it('respects fraction digits', () => {
    expect(formatNumber(1234.5, 0)).toBe('1,235');
    expect(formatNumber(2.5, 2, 2)).toBe('2.50');
    expect(formatNumber(NaN)).toBe('0');
  });
});
