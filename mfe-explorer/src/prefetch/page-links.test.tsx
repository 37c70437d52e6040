// First: it puts TextEncoder on the global object, which react-router needs at import time.
import { installFakeFetch, type FakeFetch } from '../wallet/testing/fake-fetch';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { createAppStore } from '@nacho/api';
import { TooltipProvider } from '@nacho/ui';
import { lazyScreens } from '../screens/lazy-screens';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer';
import { nftService, WALLET_A } from '../wallet/testing/fake-nft-service';
import { WalletScreen } from '../wallet/wallet-screen';
import { NftLink, WalletLink } from './page-links';
import { HOVER_INTENT_MS } from './use-intent-prefetch';

// The chunks themselves are webpack's business; here it is enough to see which screen was asked for.
jest.mock('../screens/lazy-screens', () => ({
  lazyScreens: { nft: jest.fn(() => Promise.resolve({})), wallet: jest.fn(() => Promise.resolve({})) },
}));
const loadNftChunk = jest.mocked(lazyScreens.nft);
const loadWalletChunk = jest.mocked(lazyScreens.wallet);

let service: FakeFetch;
let uninstallObserver: () => void;
beforeEach(() => {
  service = installFakeFetch(...nftService);
  uninstallObserver = FakeIntersectionObserver.install();
});
afterEach(() => {
  service.uninstall();
  uninstallObserver();
  jest.useRealTimers();
});

/** Reads of the wallet's NFTs (the page also reads the wallet's value, /value, on its own). */
const walletRequests = () =>
  service
    .requestsTo(`/api/nft/wallets/${encodeURIComponent(WALLET_A)}`)
    .filter((url) => !url.pathname.endsWith('/value'));
const detailRequests = (tokenId: number) => service.requestsTo(`/api/nft/nfts/${tokenId}/detail`);

function renderWithStore(links: React.ReactNode) {
  return render(
    <Provider store={createAppStore()}>
      <MemoryRouter>{links}</MemoryRouter>
    </Provider>,
  );
}

describe('links that load their page ahead of the click', () => {
  it('load the screen code once per page when idle, however many links there are', async () => {
    renderWithStore(
      <>
        <NftLink tokenId={1}>one</NftLink>
        <NftLink tokenId={2}>two</NftLink>
        <NftLink tokenId={3}>three</NftLink>
      </>,
    );
    await waitFor(() => expect(loadNftChunk).toHaveBeenCalledTimes(1));
    expect(loadWalletChunk).not.toHaveBeenCalled();
    expect(service.requests).toHaveLength(0);
  });

  it('load the page when the mouse rests on the link, and nothing when it only passes over', async () => {
    jest.useFakeTimers();
    renderWithStore(
      <>
        <WalletLink address={WALLET_A}>wallet</WalletLink>
        <NftLink tokenId={4}>nft</NftLink>
      </>,
    );
    loadWalletChunk.mockClear();
    const nft = screen.getByRole('link', { name: 'nft' });
    fireEvent.pointerEnter(nft, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(HOVER_INTENT_MS - 20));
    fireEvent.pointerLeave(nft, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(HOVER_INTENT_MS * 2));
    await act(() => Promise.resolve());
    expect(detailRequests(4)).toHaveLength(0);

    const wallet = screen.getByRole('link', { name: 'wallet' });
    fireEvent.pointerEnter(wallet, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(HOVER_INTENT_MS));
    expect(loadWalletChunk).toHaveBeenCalled();
    jest.useRealTimers();
    await waitFor(() => expect(walletRequests()).toHaveLength(1));
    expect(detailRequests(4)).toHaveLength(0);
    // The same first page the wallet screen asks for.
    expect(walletRequests()[0].searchParams.get('page')).toBe('1');
    expect(walletRequests()[0].searchParams.get('pageSize')).toBe('10');
  });

  it('load on keyboard focus and on touch at once, and ask the service only once for the same page', async () => {
    renderWithStore(<NftLink tokenId={5}>nft</NftLink>);
    const link = screen.getByRole('link', { name: 'nft' });
    await userEvent.tab();
    expect(link).toHaveFocus();
    await waitFor(() => expect(detailRequests(5)).toHaveLength(1));
    fireEvent.touchStart(link);
    fireEvent.blur(link);
    fireEvent.focus(link);
    await act(() => Promise.resolve());
    expect(detailRequests(5)).toHaveLength(1);
  });

  it('with prefetchWhenVisible, load the page as soon as the link comes into view', async () => {
    renderWithStore(
      <>
        <WalletLink address={WALLET_A} prefetchWhenVisible>
          owner
        </WalletLink>
        <NftLink tokenId={6}>in a list</NftLink>
      </>,
    );
    expect(walletRequests()).toHaveLength(0);
    act(() => FakeIntersectionObserver.showAll());
    await waitFor(() => expect(walletRequests()).toHaveLength(1));
    expect(detailRequests(6)).toHaveLength(0);
  });

  it('the wallet page opened after a hover shows its NFTs from the loaded reply, without asking again', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <WalletLink address={WALLET_A}>open wallet</WalletLink> },
        { path: '/wallet/:address', element: <WalletScreen /> },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <Provider store={createAppStore()}>
        <TooltipProvider>
          <RouterProvider router={router} />
        </TooltipProvider>
      </Provider>,
    );
    const link = screen.getByRole('link', { name: 'open wallet' });
    fireEvent.focus(link);
    await waitFor(() => expect(walletRequests()).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(link);
    // Filled on the first render of the screen: no skeleton, no second request.
    expect(await screen.findByTestId('wallet-count')).toHaveTextContent('30');
    expect(screen.getAllByTestId('nft-card')).toHaveLength(10);
    expect(walletRequests()).toHaveLength(1);
  });

  it('still work as plain links without a store (no reply is loaded then)', async () => {
    render(
      <MemoryRouter>
        <NftLink tokenId={7}>nft</NftLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'nft' });
    expect(link).toHaveAttribute('href', '/nft/7');
    loadNftChunk.mockClear();
    fireEvent.focus(link);
    expect(loadNftChunk).toHaveBeenCalled();
    await act(() => Promise.resolve());
    expect(service.requests).toHaveLength(0);
  });
});
