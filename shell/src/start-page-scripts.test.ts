import { PAGE_SCRIPTS_ELEMENT_ID } from '@nacho/contracts';
import { startPageScripts } from './start-page-scripts';

function listScripts(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_SCRIPTS_ELEMENT_ID;
  block.textContent = text;
  document.body.append(block);
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
    crossorigin: link.getAttribute('crossorigin'),
  }));

describe('startPageScripts', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it("preloads each script the server listed, and the manifest as a fetch, in the list's order and with its crossorigin mode", () => {
    listScripts(
      JSON.stringify([
        { href: '/shared-react.1a2b3c4d.js' },
        { href: '/mfe/explorer/mf-manifest.json', crossorigin: 'anonymous', as: 'fetch' },
        { href: '/mfe/explorer/remoteEntry.js', crossorigin: 'anonymous' },
      ]),
    );
    startPageScripts();
    expect(preloads()).toEqual([
      { as: 'script', href: '/shared-react.1a2b3c4d.js', crossorigin: null },
      { as: 'fetch', href: '/mfe/explorer/mf-manifest.json', crossorigin: 'anonymous' },
      { as: 'script', href: '/mfe/explorer/remoteEntry.js', crossorigin: 'anonymous' },
    ]);
  });

  it('starts nothing on a page without a list (a page the browser renders preloads from <head>)', () => {
    startPageScripts();
    expect(preloads()).toEqual([]);
  });

  it('skips what is not a script on this origin, and a broken list altogether', () => {
    listScripts(
      JSON.stringify([
        { href: '//elsewhere.example/x.js' },
        { href: 'https://elsewhere.example/x.js' },
        { href: 'javascript:alert(1)' },
        { href: '/ok.js', crossorigin: 'sometimes' },
        { href: '/ok.js', as: 'style' },
        '/bare-string.js',
        { href: '/ok.js' },
      ]),
    );
    startPageScripts();
    expect(preloads().map((link) => link.href)).toEqual(['/ok.js']);

    document.body.innerHTML = '';
    document.head.innerHTML = '';
    listScripts('[{"href":"/cut-off.js"');
    startPageScripts();
    expect(preloads()).toEqual([]);
  });
});
