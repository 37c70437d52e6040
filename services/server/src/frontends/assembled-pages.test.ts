import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { withFirstView, type RenderedFirstView } from '@nacho/page-render';
import { assembledPages } from './assembled-pages';

const shell = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><div id="root"></div></body></html>`;
const view = (html: string, cached: boolean): RenderedFirstView => ({
  kind: 'rendered',
  html,
  stateJson: JSON.stringify({ html }),
  complete: true,
  degraded: [],
  cached,
  timings: { reads: 0, render: 0, css: 0, total: 0 },
});
const text = (bytes: string | Buffer, encoding: 'br' | 'gzip') =>
  (encoding === 'br' ? brotliDecompressSync(bytes as Buffer) : gunzipSync(bytes as Buffer)).toString();

describe('assembledPages', () => {
  it('sends the shell page with the view put in, as withFirstView makes it, in each encoding or none', () => {
    const assemble = assembledPages();
    const cached = view('<main>cached</main>', true);
    expect(text(assemble(shell('a'), cached, 'br'), 'br')).toBe(withFirstView(shell('a'), cached));
    expect(text(assemble(shell('a'), cached, 'gzip'), 'gzip')).toBe(withFirstView(shell('a'), cached));
    expect(assemble(shell('a'), cached, undefined)).toBe(withFirstView(shell('a'), cached));
    const fresh = view('<main>fresh</main>', false);
    expect(text(assemble(shell('a'), fresh, 'br'), 'br')).toBe(withFirstView(shell('a'), fresh));
  });

  it('keeps the bytes of a cached view, not of a fresh render', () => {
    const assemble = assembledPages();
    const cached = view('<main>cached</main>', true);
    expect(assemble(shell('a'), cached, 'br')).toBe(assemble(shell('a'), cached, 'br'));
    const fresh = view('<main>fresh</main>', false);
    expect(assemble(shell('a'), fresh, 'br')).not.toBe(assemble(shell('a'), fresh, 'br'));
  });

  it('keeps bytes per view and shell page: another shell page or another view is another page', () => {
    const assemble = assembledPages({ perView: 2 });
    const one = view('<main>one</main>', true);
    const two = view('<main>two</main>', true);
    expect(text(assemble(shell('a'), one, 'br'), 'br')).toContain('<main>one</main>');
    expect(text(assemble(shell('b'), one, 'br'), 'br')).toContain('<title>b</title>');
    expect(text(assemble(shell('a'), two, 'br'), 'br')).toContain('<main>two</main>');
    // A third shell page for one view drops its oldest; each is still sent right.
    expect(text(assemble(shell('c'), one, 'br'), 'br')).toBe(withFirstView(shell('c'), one));
    expect(text(assemble(shell('a'), one, 'br'), 'br')).toBe(withFirstView(shell('a'), one));
  });
});
