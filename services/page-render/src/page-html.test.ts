import { withFirstView } from './page-html';

describe('withFirstView', () => {
  it('puts the markup into the empty #root of the built page (minified or not) and the data block after it', () => {
    for (const root of ['<div id=root></div>', '<div id="root"></div>']) {
      const page = withFirstView(`<html><body><noscript>x</noscript>${root}<p>after</p></body></html>`, {
        html: '<main>Dashboard</main>',
        stateJson: '{"api":{}}',
      });
      expect(page).toBe(
        '<html><body><noscript>x</noscript><div id="root"><main>Dashboard</main></div>' +
          '<script type="application/json" id="server-render-state">{"api":{}}</script><p>after</p></body></html>',
      );
    }
  });

  it('leaves a page without an empty #root as it is, and adds no data block without data', () => {
    expect(withFirstView('<div id="app"></div>', { html: '<main/>' })).toBe('<div id="app"></div>');
    expect(withFirstView('<div id=root></div>', { html: '<main/>' })).toBe('<div id="root"><main/></div>');
  });
});

describe('withFirstView with the critical CSS', () => {
  const template =
    '<!doctype html><html lang=en class=dark><head><style>html{background:#000}</style>' +
    '<link href=/main.1a2b.css rel=stylesheet><link rel=preload as=script href=/main.js></head>' +
    '<body><div id=root></div><script defer src=/main.js></script></body></html>';
  const criticalCss = { stylesheets: ['/main.1a2b.css'], css: '.p-4{padding:1rem}' };

  it('inlines the rules where the stylesheet was, and links the whole stylesheet at the end of <body>, with no script or handler', () => {
    const page = withFirstView(template, { html: '<main class="p-4">Dashboard</main>', criticalCss });
    expect(page).toBe(
      '<!doctype html><html lang=en class=dark><head><style>html{background:#000}</style>' +
        '<style>.p-4{padding:1rem}</style><link rel=preload as=script href=/main.js></head>' +
        '<body><div id="root"><main class="p-4">Dashboard</main></div><script defer src=/main.js></script>' +
        '<link href=/main.1a2b.css rel=stylesheet></body></html>',
    );
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toMatch(/rel=["']?stylesheet/);
    expect(page).not.toMatch(/\son[a-z]+=/i);
    expect(page.match(/<script\b[^>]*>/g)).toEqual(['<script defer src=/main.js>']);
  });

  it('keeps the render-blocking link when the page links other stylesheets than the CSS was cut from (a shell deployed since)', () => {
    const other = { stylesheets: ['/main.9f9f.css'], css: '.p-4{padding:1rem}' };
    const page = withFirstView(template, { html: '<main class="p-4"></main>', criticalCss: other });
    expect(page).toContain('<link href=/main.1a2b.css rel=stylesheet><link rel=preload');
    expect(page).not.toContain('.p-4{padding:1rem}');
  });

  it('moves every stylesheet, in order, and inlines the rules once', () => {
    const two = template.replace(
      '<link href=/main.1a2b.css rel=stylesheet>',
      '$&<link rel="stylesheet" href="/more.css">',
    );
    const page = withFirstView(two, {
      html: '<main></main>',
      criticalCss: { stylesheets: ['/main.1a2b.css', '/more.css'], css: 'a{color:red}' },
    });
    expect(page.match(/<style>a\{color:red\}<\/style>/g)).toHaveLength(1);
    expect(page).toContain(
      '<script defer src=/main.js></script><link href=/main.1a2b.css rel=stylesheet><link rel="stylesheet" href="/more.css"></body>',
    );
  });
});
