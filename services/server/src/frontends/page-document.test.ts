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

  it('lowers the script preloads, the build ones and the route ones, for a page that carries its content', () => {
    const template = TEMPLATE.replace('</head>', '<link rel=preload as=script href=/main.js></head>');
    const hints = [
      { href: '/mfe/explorer/remoteEntry.js', as: 'script' as const },
      { href: '/mfe/explorer/mf-manifest.json', as: 'fetch' as const, crossorigin: 'anonymous' as const },
    ];
    const html = renderPage(template, undefined, hints, { scriptsAfterContent: true });
    expect(html).toContain('<link rel=preload as=script fetchpriority="low" href=/main.js>');
    expect(html).toContain('<link rel="preload" as="script" fetchpriority="low" href="/mfe/explorer/remoteEntry.js">');
    expect(html).toContain(
      '<link rel="preload" as="fetch" href="/mfe/explorer/mf-manifest.json" crossorigin="anonymous">',
    );
    expect(renderPage(template, undefined, hints)).not.toContain('fetchpriority');
  });
});
