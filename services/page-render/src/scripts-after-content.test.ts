import { withScriptsAfterContent } from './scripts-after-content';

const TEMPLATE =
  '<!doctype html><html><head><link rel=preload as=script href=/main.js>' +
  '<link rel=preload as=script href=/shared-react.1a2b3c4d.js><link rel="preload" as="script" href="/bootstrap.5e6f7a8b.js">' +
  '<link rel="preload" as="fetch" href="/mfe/explorer/mf-manifest.json" crossorigin="anonymous">' +
  '<link href=/main.css rel=stylesheet></head><body><div id=root></div><script defer src=/main.js></script></body></html>';

describe('withScriptsAfterContent', () => {
  it("lists the build's preloads and the route's scripts before the page's own script, and preloads nothing from <head>", () => {
    const html = withScriptsAfterContent(TEMPLATE, [
      { href: '/mfe/explorer/remoteEntry.js' },
      { href: '/mfe/explorer/route-nft.0a1b2c3d.js', crossorigin: 'anonymous' },
    ]);
    expect(html).toBe(
      '<!doctype html><html><head>' +
        '<link href=/main.css rel=stylesheet></head><body><div id=root></div>' +
        '<script type="application/json" id="page-scripts">[{"href":"/shared-react.1a2b3c4d.js"},{"href":"/bootstrap.5e6f7a8b.js"},' +
        '{"href":"/mfe/explorer/mf-manifest.json","crossorigin":"anonymous","as":"fetch"},' +
        '{"href":"/mfe/explorer/remoteEntry.js"},{"href":"/mfe/explorer/route-nft.0a1b2c3d.js","crossorigin":"anonymous"}]</script>' +
        '<script defer src=/main.js></script></body></html>',
    );
  });

  it('keeps a list inert: an href cannot close its element', () => {
    const html = withScriptsAfterContent('<html><body><div id=root></div></body></html>', [
      { href: '/x.js</script><script>alert(1)</script>' },
    ]);
    expect(html).toContain(
      '[{"href":"/x.js\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}]</script></body>',
    );
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('leaves a page without script preloads as it is', () => {
    const page = '<html><head></head><body><div id=root></div><script defer src=/main.js></script></body></html>';
    expect(withScriptsAfterContent(page)).toBe(page);
  });
});
