import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_DOCS_CONTENT_SECURITY_POLICY, API_HELMET_OPTIONS, helmetHeaders } from '@nacho/core';
import { pageContentSecurityPolicy } from './content-security-policy';

const DEPLOY = path.resolve(__dirname, '../../../../deploy');
const conf = (name: string) => readFileSync(path.join(DEPLOY, 'nginx', name), 'utf8');
const unquote = (value: string) => value.replace(/^"(.*)"$/, '$1');

/** add_header NAME VALUE always; -> { NAME: VALUE } */
function addedHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [, name, value] of text.matchAll(/^\s*add_header\s+(\S+)\s+("[^"]*"|\S+)\s+always;/gm))
    headers[name!] = unquote(value!);
  return headers;
}

/** The entries of `map $uri $variable { ... }`. */
function mapEntries(text: string, variable: string): Record<string, string> {
  const body = new RegExp(`map \\$uri \\$${variable} \\{([^}]*)\\}`).exec(text)?.[1] ?? '';
  return Object.fromEntries(
    [...body.matchAll(/^\s*("[^"]*"|\S+)\s+("[^"]*"|\S+);/gm)].map(([, key, value]) => [
      unquote(key!),
      unquote(value!),
    ]),
  );
}

const SERVICE_HEADERS = Object.fromEntries(helmetHeaders(API_HELMET_OPTIONS));
const PAGE_CSP = pageContentSecurityPolicy(JSON.parse(readFileSync(path.join(DEPLOY, 'runtime-config.json'), 'utf8')));
const SHARED = Object.entries(SERVICE_HEADERS).filter(
  ([name]) => !['Content-Security-Policy', 'Cross-Origin-Resource-Policy'].includes(name),
);

describe("the nginx configs send the services' security headers", () => {
  it("static hosts: helmet's set, the page CSP for deploy/runtime-config.json, cross-origin for remotes", () => {
    const headers = addedHeaders(conf('static-host.conf'));
    expect(headers).toMatchObject(Object.fromEntries(SHARED));
    expect(headers['Content-Security-Policy']).toBe(PAGE_CSP);
    expect(headers['Cross-Origin-Resource-Policy']).toBe('cross-origin');
  });

  it("edge: helmet's set on every answer, the API CSP under /api/, the page CSP elsewhere, upstream copies hidden", () => {
    const text = `${conf('edge-maps.conf')}\n${conf('edge-server.conf')}`;
    const headers = addedHeaders(text);
    expect(headers).toMatchObject(Object.fromEntries(SHARED));
    expect(headers['Content-Security-Policy']).toBe('$edge_csp');
    expect(mapEntries(text, 'edge_csp')).toMatchObject({
      '~^/api/': SERVICE_HEADERS['Content-Security-Policy'],
      default: PAGE_CSP,
    });
    // The API reference page's own policy, matched before the API's (nginx tries the regexes in order).
    const cspKeys = Object.keys(mapEntries(text, 'edge_csp'));
    expect(mapEntries(text, 'edge_csp')['~^/api/docs(/|$)']).toBe(API_DOCS_CONTENT_SECURITY_POLICY);
    expect(cspKeys.indexOf('~^/api/docs(/|$)')).toBeLessThan(cspKeys.indexOf('~^/api/'));
    expect(mapEntries(text, 'edge_corp')).toMatchObject({ '~^/mfe/': 'cross-origin', default: 'same-origin' });
    for (const name of Object.keys(SERVICE_HEADERS)) expect(text).toContain(`proxy_hide_header ${name};`);
    // Not sent by the services either: a page opened in a new tab would change renderer process.
    for (const config of [text, conf('static-host.conf')])
      expect(config).not.toMatch(/Cross-Origin-Opener-Policy|Origin-Agent-Cluster/i);
  });

  it("edge: a body over the limit is the services' JSON 413, not nginx's HTML page", () => {
    const text = conf('edge-server.conf');
    expect(text).toMatch(/client_max_body_size 64k;/);
    expect(text).toMatch(/error_page 413 @payload_too_large;/);
    const reply = /location @payload_too_large \{[^}]*return 413 '([^']*)';/.exec(text)?.[1];
    expect(JSON.parse(reply!)).toEqual({
      error: { code: 'payload_too_large', message: 'The request body is larger than 64kb' },
    });
  });

  it('static hosts answer a missing asset with 404, not the page', () => {
    expect(conf('static-host.conf')).toMatch(
      /location ~\* "\\\.\(m\?js\|css\|map\|json[^"]*"\s*\{\s*try_files \$uri =404;/,
    );
  });
});
