// First: it puts TextEncoder on the global object, which react-router needs at import time.
import { installFakeApi, success, type FakeApi } from '../dashboard/testing/fake-api';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createAppStore, hydrateServerRender, serverRenderApiState, type AppStore } from '@nacho/api';
import { INLINE_PICTURE_MAX_CHARS } from '../api/explorer-api';
import { nftPageFirstReads } from '../prefetch/first-reads';
import { svgDataUrl } from './embedded-picture';
import { loadImageGateways } from './image-gateways';
import { NftDetailScreen } from './nft-detail-screen';
import { nftDetail } from './testing/nft-detail-fixtures';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => null,
  loadRemote: () => Promise.reject(new Error('no contest remote here')),
}));

// As the nft service draws it: colours and references by `#`, a `%` and a non-ASCII text.
const PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">' +
  '<defs><linearGradient id="nacho5692-bg"><stop offset="50%" stop-color="#ffcc00"/></linearGradient></defs>' +
  '<rect width="400" height="400" fill="url(#nacho5692-bg)"/><text x="12" y="388">#5692 ñ 🐱</text></svg>';
const PICTURE_PATH = '/api/nft/image/5692.svg';
const svgReply = (text: string) => ({ text, headers: { 'content-type': 'image/svg+xml' } });

let api: FakeApi;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api = installFakeApi({
    '/runtime-config.json': {
      body: { apiBase: '', collectionName: 'NACHO', imageGateways: ['https://ipfs.io/ipfs/'], remotes: {} },
    },
    '/api/nft/nfts/5692/detail': success(nftDetail()),
    [PICTURE_PATH]: svgReply(PICTURE),
  });
});
afterEach(() => {
  api.uninstall();
  jest.restoreAllMocks();
});

/** The store a browser starts from: the data a server render of /nft/5692 (its first reads) embedded. */
async function hydratedFromServerRender(where: 'server' | 'browser'): Promise<AppStore> {
  const serverStore = createAppStore();
  await nftPageFirstReads(serverStore.dispatch, { tokenId: '5692' }, new URLSearchParams(), where);
  const embedded = serverRenderApiState(serverStore.getState().api);
  const browserStore = createAppStore();
  browserStore.dispatch(hydrateServerRender(JSON.parse(JSON.stringify(embedded))));
  api.requests.length = 0;
  return browserStore;
}

async function renderNftPage(store: AppStore) {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/nft/5692']}>
        <Routes>
          <Route path="/nft/:tokenId" element={<NftDetailScreen />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  await act(() => loadImageGateways());
  return screen.findByRole('img', { name: 'NACHO #5692' });
}

it("falls back from the service's picture to the IPFS gateways of the runtime config, then to the NACHO #id placeholder", async () => {
  const image = await renderNftPage(createAppStore());
  expect(image).toHaveAttribute('src', '/api/nft/image/5692.svg');
  fireEvent.error(image);
  const gateway = screen.getByRole('img', { name: 'NACHO #5692' });
  expect(gateway).toHaveAttribute(
    'src',
    'https://ipfs.io/ipfs/bafybeiotlgtrisy4lh42mj5ugjigefeknzc4hdkrzp6imvbvjtvuvbac4n/5692.png',
  );
  fireEvent.error(gateway);
  expect(screen.getByRole('img', { name: 'NACHO #5692' })).toHaveTextContent('NACHO #5692');
  expect(api.requestsTo('/runtime-config.json')).toHaveLength(1);
});

describe('svgDataUrl', () => {
  it('escapes only what a URL would read otherwise, and reads back as the same picture', () => {
    const url = svgDataUrl(PICTURE);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    const payload = url.slice(url.indexOf(',') + 1);
    expect(payload).not.toMatch(/#|[^\x20-\x7e]/u);
    expect(payload).toContain('fill="url(%23nacho5692-bg)"');
    expect(payload).toContain('offset="50%25"');
    expect(decodeURIComponent(payload)).toBe(PICTURE);
    expect(new URL(url).hash).toBe('');
  });
});

describe("the NFT page's picture in its first view", () => {
  it('is read by the server render only, and shown from the embedded data without a request', async () => {
    const store = await hydratedFromServerRender('server');
    const image = await renderNftPage(store);
    expect(image).toHaveAttribute('src', svgDataUrl(PICTURE));
    expect(api.requestsTo(PICTURE_PATH)).toHaveLength(0);

    // The fallback chain is kept: the service's URL next, then the gateways, then the placeholder.
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'NACHO #5692' })).toHaveAttribute('src', PICTURE_PATH);
  });

  it('is not read in the browser: a page rendered there shows the picture by its URL', async () => {
    const store = await hydratedFromServerRender('browser');
    const image = await renderNftPage(store);
    expect(image).toHaveAttribute('src', PICTURE_PATH);
    // Only the <img> would load it; no read asks for its text.
    expect(api.requestsTo(PICTURE_PATH)).toHaveLength(0);
  });

  it('stays while the page shows it, past the time an unused reply is kept', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const store = await hydratedFromServerRender('server');
      await renderNftPage(store);
      await act(() => jest.advanceTimersByTimeAsync(60 * 60_000));
      expect(screen.getByRole('img', { name: 'NACHO #5692' })).toHaveAttribute('src', svgDataUrl(PICTURE));
      expect(api.requestsTo(PICTURE_PATH)).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['larger than a page should carry', `<svg>${' '.repeat(INLINE_PICTURE_MAX_CHARS)}</svg>`],
    ["not an SVG (a proxy's page)", '<!doctype html><title>Just a moment...</title>'],
  ])('is left out when the reply is %s: the page shows the picture by its URL', async (_case, text) => {
    api.route(PICTURE_PATH, {
      text,
      headers: { 'content-type': text.startsWith('<svg') ? 'image/svg+xml' : 'text/html' },
    });
    const store = await hydratedFromServerRender('server');
    const image = await renderNftPage(store);
    expect(image).toHaveAttribute('src', PICTURE_PATH);
  });
});
