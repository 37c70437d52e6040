// First: it puts TextEncoder on the global object, which react-router needs at import time.
import { installFakeApi, success, type FakeApi } from '../dashboard/testing/fake-api';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createAppStore } from '@nacho/api';
import { NftDetailScreen } from './nft-detail-screen';
import { nftDetail } from './testing/nft-detail-fixtures';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn(() => null), loadRemote: jest.fn() }));

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  (loadRemote as jest.Mock).mockResolvedValue({ default: () => null });
});
afterEach(() => {
  api.uninstall();
  Reflect.deleteProperty(navigator, 'share');
});

/** Issue 27: the NFT page has a Share button that shares the page's own absolute URL. */
it('the NFT page shares its own link through the Web Share API', async () => {
  const share = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  const nft = nftDetail();
  api.route(`/api/nft/nfts/${nft.tokenId}/detail`, success(nft));
  render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[`/nft/${nft.tokenId}`]}>
        <Routes>
          <Route path="/nft/:tokenId" element={<NftDetailScreen />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  await screen.findByText('Owned by');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
  expect(share).toHaveBeenCalledWith({
    url: `${window.location.origin}/nft/${nft.tokenId}`,
    title: `NACHO #${nft.tokenId}`,
  });
});
