import { acceptsGzip } from './cache-policy';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['*', true],
    ['deflate, gzip;q=0', false],
    ['identity', false],
    ['', false],
    ['x-gzip-like', false],
  ])('%j -> %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
