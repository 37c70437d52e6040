import { renderPage } from './page-document';

const TEMPLATE =
  '<!doctype html><html><head><title>t</title><link href=/main.css rel=stylesheet></head>' +
  '<body><noscript>x</noscript><div id=root></div><script defer src=/main.js></script></body></html>';

describe('renderPage', () => {
  it('puts the hints in <head> and the runtime config after the content, before the page script', () => {
    const html = renderPage(TEMPLATE, { apiBase: '' }, [{ href: '/mfe/explorer/remoteEntry.js', as: 'script' }]);
    expect(html.indexOf('<link rel="preload" as="script" href="/mfe/explorer/remoteEntry.js">')).toBeLessThan(
      html.indexOf('</head>'),
    );
    const config = html.indexOf('<script type="application/json" id="runtime-config">{"apiBase":""}</script>');
    expect(config).toBeGreaterThan(html.indexOf('<div id=root></div>'));
    expect(config).toBeLessThan(html.indexOf('<script defer src=/main.js>'));
  });

  it('puts the config before </body> in a template without a script, and leaves the page as it is without config or hints', () => {
    const bare = '<html><head></head><body><div id=root></div></body></html>';
    expect(renderPage(bare, { apiBase: '' }, [])).toBe(
      '<html><head></head><body><div id=root></div><script type="application/json" id="runtime-config">{"apiBase":""}</script></body></html>',
    );
    expect(renderPage(TEMPLATE, undefined, [])).toBe(TEMPLATE);
  });

  it("lists a page's scripts and its remote's manifest after its content, the route's with the build's, and preloads nothing from <head>", () => {
    const template = TEMPLATE.replace(
      '</head>',
      '<link rel=preload as=script href=/main.js><link rel=preload as=script href=/shared-react.1a2b3c4d.js></head>',
    );
    const hints = [
      { href: '/mfe/explorer/remoteEntry.js', as: 'script' as const },
      { href: '/mfe/explorer/mf-manifest.json', as: 'fetch' as const, crossorigin: 'anonymous' as const },
    ];
    const html = renderPage(template, { apiBase: '' }, hints, { scripts: 'after-content' });
    expect(html).not.toMatch(/<link rel=["']?preload/);
    const list =
      '<script type="application/json" id="page-scripts">[{"href":"/shared-react.1a2b3c4d.js"},{"href":"/mfe/explorer/remoteEntry.js"},' +
      '{"href":"/mfe/explorer/mf-manifest.json","crossorigin":"anonymous","as":"fetch"}]</script>';
    expect(html.indexOf(list)).toBeGreaterThan(html.indexOf('<div id=root></div>'));
    expect(html.indexOf(list)).toBeLessThan(html.indexOf('<script defer src=/main.js>'));
    expect(html.indexOf('id="runtime-config"')).toBeLessThan(html.indexOf('<script defer src=/main.js>'));
  });

  it('preloads every script from <head> for a page the browser renders, and at low priority for a first view to a phone', () => {
    const template = TEMPLATE.replace('</head>', '<link rel=preload as=script href=/shared-react.1a2b3c4d.js></head>');
    const hints = [
      { href: '/mfe/explorer/remoteEntry.js', as: 'script' as const },
      { href: '/mfe/explorer/mf-manifest.json', as: 'fetch' as const, crossorigin: 'anonymous' as const },
    ];
    const html = renderPage(template, undefined, hints);
    expect(html).toContain('<link rel=preload as=script href=/shared-react.1a2b3c4d.js>');
    expect(html).toContain('<link rel="preload" as="script" href="/mfe/explorer/remoteEntry.js">');
    expect(html).not.toContain('page-scripts');
    expect(html).not.toContain('fetchpriority');

    const low = renderPage(template, undefined, hints, { scripts: 'preload-low' });
    expect(low).toContain('<link rel=preload as=script fetchpriority="low" href=/shared-react.1a2b3c4d.js>');
    expect(low).toContain('<link rel="preload" as="script" fetchpriority="low" href="/mfe/explorer/remoteEntry.js">');
    expect(low).toContain(
      '<link rel="preload" as="fetch" href="/mfe/explorer/mf-manifest.json" crossorigin="anonymous">',
    );
    expect(low).not.toContain('page-scripts');
  });
});
