import { contestCountdownText, countdownParts, likeResetCountdownText } from './countdown';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('countdownParts', () => {
  it('splits into whole units', () => {
    expect(countdownParts(D + 2 * H + 3 * M + 4 * S + 999)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(countdownParts(59 * S)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
  });

  it('is never negative', () => {
    expect(countdownParts(-5 * H)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(NaN)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('contestCountdownText', () => {
  it.each([
    [-1000, 'Contest ended'],
    [0, 'Contest ended'],
    [1, '0d 0h 0m left'],
    [59 * S, '0d 0h 0m left'],
    [60 * S, '0d 0h 1m left'],
    [H - 1, '0d 0h 59m left'],
    [H, '0d 1h 0m left'],
    [D - 1, '0d 23h 59m left'],
    [D, '1d 0h 0m left'],
    [30 * D + 5 * H + 7 * M, '30d 5h 7m left'],
  ])('%d ms -> %s', (ms, text) => {
    expect(contestCountdownText(ms)).toBe(text);
  });
});

describe('likeResetCountdownText', () => {
  it.each([
    [-1, '0s'],
    [0, '0s'],
    [59 * S, '59s'],
    [60 * S - 1, '59s'],
    [60 * S, '1m 0s'],
    [H - 1, '59m 59s'],
    [H, '1h 0m'],
    [D, '24h 0m'],
    [5 * H + 30 * M + 10 * S, '5h 30m'],
  ])('%d ms -> %s', (ms, text) => {
    expect(likeResetCountdownText(ms)).toBe(text);
  });
});
