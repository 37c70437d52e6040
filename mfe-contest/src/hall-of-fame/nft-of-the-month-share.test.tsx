import { installFakeServiceApi, type FakeServiceApi } from '@nacho/api/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createAppStore } from '@nacho/api';
import { NftOfTheMonthCard } from './nft-of-the-month-card';

let api: FakeServiceApi;
afterEach(() => {
  api.uninstall();
  Reflect.deleteProperty(navigator, 'share');
});

/** Issue 27: the NFT of the Month card has a Share button for its month's page. */
it("the NFT of the Month card shares its month's page", async () => {
  const share = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  api = installFakeServiceApi({
    'GET /api/hall-of-fame/nft-of-the-month': {
      body: { nft: { tokenId: 7, likeCount: 25, resetMonth: 10, resetYear: 2026, how: 'crowned' } },
    },
  });
  render(
    <Provider store={createAppStore()}>
      <MemoryRouter>
        <NftOfTheMonthCard />
      </MemoryRouter>
    </Provider>,
  );
  const card = await screen.findByLabelText('NFT of the Month');
  await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Share' })));
  expect(share).toHaveBeenCalledWith({
    url: `${window.location.origin}/hall-of-fame/2026/10`,
    title: 'NACHO #7: NFT of the Month October 2026',
  });
});
