import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Koa from 'koa';
import { acceptedEncodingsKey, acceptsGzip, preferredCompression } from './accepts-gzip';

/** A Koa context for a request with this Accept-Encoding header. */
function contextWith(header: string | undefined) {
  const req = new IncomingMessage(new Socket());
  if (header !== undefined) req.headers['accept-encoding'] = header;
  return new Koa().createContext(req, new ServerResponse(req));
}

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['*', true],
    ['gzip;level=1', true],
    ['GZIP', true],
    ['deflate, gzip;q=0', false],
    ['gzip;q=0.5, identity', false],
    ['identity', false],
    ['', false],
    ['x-gzip-like', false],
  ])('%j -> %s', (header, expected) => {
    expect(acceptsGzip(contextWith(header))).toBe(expected);
  });

  it('is false without the header', () => {
    expect(acceptsGzip(contextWith(undefined))).toBe(false);
  });

  it('reads a pathological header (16 k spaces) like any other', () => {
    expect(acceptsGzip(contextWith(`gzip${' '.repeat(16_000)}x, gzip`))).toBe(true);
    expect(acceptsGzip(contextWith(`gzip${' '.repeat(16_000)}x`))).toBe(false);
  });
});

describe('acceptedEncodingsKey', () => {
  it.each([
    ['gzip, deflate, br', 'br+gzip'],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', 'br+gzip'],
    ['*', 'br+gzip'],
    ['br', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['identity', 'identity'],
    ['', 'identity'],
  ])('%j -> %s', (header, expected) => {
    expect(acceptedEncodingsKey(contextWith(header))).toBe(expected);
  });

  it('answers each header, not the one read before it', () => {
    expect(acceptsGzip(contextWith('gzip'))).toBe(true);
    expect(acceptedEncodingsKey(contextWith('br'))).toBe('br');
    expect(acceptsGzip(contextWith('br'))).toBe(false);
  });
});

describe('preferredCompression', () => {
  it.each([
    // Chromium's and Firefox's header: br, though gzip comes first at the same weight.
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['*', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
    ['', undefined],
  ])('%j -> %s', (header, expected) => {
    expect(preferredCompression(contextWith(header))).toBe(expected);
  });
});
