// First: it puts TextEncoder on the global object, which react-router needs at import time.
import { installFakeApi, success, type FakeApi } from '../dashboard/testing/fake-api';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createAppStore } from '@nacho/api';
import { loadImageGateways } from './image-gateways';
import { NftDetailScreen } from './nft-detail-screen';
import { nftDetail } from './testing/nft-detail-fixtures';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => null,
  loadRemote: () => Promise.reject(new Error('no contest remote here')),
}));

let api: FakeApi;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api = installFakeApi({
    '/runtime-config.json': {
      body: { apiBase: '', collectionName: 'NACHO', imageGateways: ['https://ipfs.io/ipfs/'], remotes: {} },
    },
    '/api/nft/nfts/5692/detail': success(nftDetail()),
  });
});
afterEach(() => {
  api.uninstall();
  jest.restoreAllMocks();
});

it("falls back from the service's picture to the IPFS gateways of the runtime config, then to the NACHO #id placeholder", async () => {
  render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={['/nft/5692']}>
        <Routes>
          <Route path="/nft/:tokenId" element={<NftDetailScreen />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  await act(() => loadImageGateways());
  const image = await screen.findByRole('img', { name: 'NACHO #5692' });
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
