import { API_DOCS_CONTENT_SECURITY_POLICY, API_DOCUMENT_SOURCES } from '@nacho/core';
import { describeInBrowser, useBrowser } from '../e2e/support/browser';
import { stackInfo } from './support/stack-harness';

jest.setTimeout(60_000);

/**
 * The OpenAPI documents and the API reference page through the edge of the distributed stack: each
 * document from its own service's replicas, the page and its scripts from an nft replica
 * (deploy/nginx/edge-server.conf), with the page's own policy set by the edge (edge-maps.conf).
 */
describe('API documents and reference through the edge', () => {
  it.each(API_DOCUMENT_SOURCES.map((source) => ({ ...source, service: source.slug })))(
    '$url comes from the $service service',
    async ({ url, service }) => {
      const res = await fetch(`${stackInfo().edgeUrl}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-instance')).toMatch(new RegExp(`^${service}-\\d+$`));
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
      );
      const document = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
      expect(document.openapi).toBe('3.1.0');
      expect(Object.keys(document.paths).length).toBeGreaterThan(0);
    },
  );

  it('/api/docs and its renderer bundle come from an nft replica, the page under its own policy', async () => {
    const { edgeUrl } = stackInfo();
    const page = await fetch(`${edgeUrl}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('x-instance')).toMatch(/^nft-\d+$/);
    expect(page.headers.get('content-security-policy')).toBe(API_DOCS_CONTENT_SECURITY_POLICY);
    const scripts = [...(await page.text()).matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(2);
    for (const script of scripts) {
      const res = await fetch(`${edgeUrl}${script}`);
      expect({ script, status: res.status, type: res.headers.get('content-type') }).toEqual({
        script,
        status: 200,
        type: 'text/javascript; charset=utf-8',
      });
      await res.arrayBuffer();
    }
  });
});

describeInBrowser('API reference in the browser, through the edge', () => {
  const session = useBrowser();

  it('renders the documents with no CSP violation or console error', async () => {
    const page = session.page();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /Content Security Policy|Refused to/i.test(message.text()))
        problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/api/docs');
    await page.getByRole('heading', { level: 1, name: /NFT read API/ }).waitFor();
    await page.getByRole('button', { name: 'NFT API', exact: true }).click();
    await page.getByRole('option', { name: 'Contest API', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'NACHO contest API' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});
