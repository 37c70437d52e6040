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
