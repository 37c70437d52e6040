import { fakeNftServicePerTest } from './testing/nft-service-per-test';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { WALLET_A } from './testing/fake-nft-service';
import { renderRoute } from './testing/render-with-store';
import { WalletScreen } from './wallet-screen';

fakeNftServicePerTest();
afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

/** Issue 27: the wallet page has a Share button; without the Web Share API it copies the link with a toast. */
it('the wallet page copies its own link with a toast where the browser cannot share', async () => {
  const writeText = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  expect('share' in navigator).toBe(false);
  renderRoute('/wallet/:address', <WalletScreen />, `/wallet/${WALLET_A}`);
  await waitFor(() => expect(screen.getByTestId('wallet-count')).toHaveTextContent('30'));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/wallet/${WALLET_A}`);
  expect(await screen.findByText('Link copied')).toBeInTheDocument();
});
