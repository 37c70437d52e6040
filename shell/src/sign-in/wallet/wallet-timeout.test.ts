import { WALLET_ANSWER_TIMEOUT_MS, WalletTimeoutError, withWalletTimeout } from './wallet-timeout';

afterEach(() => jest.useRealTimers());

describe('withWalletTimeout', () => {
  it('gives up on a wallet that never answers, with a message that says what to do', async () => {
    jest.useFakeTimers();
    const never = new Promise<string>(() => {});
    const result = withWalletTimeout(never, 'Kastle').catch((err: unknown) => err);
    await jest.advanceTimersByTimeAsync(WALLET_ANSWER_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const err = await result;
    expect(err).toBeInstanceOf(WalletTimeoutError);
    expect((err as Error).message).toBe(
      'Kastle did not answer within 90 seconds. Check the wallet for a waiting request (unlock it if it is locked), then try again.',
    );
  });

  it('passes an answer or a failure through and leaves no timer behind', async () => {
    jest.useFakeTimers();
    await expect(withWalletTimeout(Promise.resolve('ok'), 'KasWare', 1000)).resolves.toBe('ok');
    await expect(withWalletTimeout(Promise.reject(new Error('nope')), 'KasWare', 1000)).rejects.toThrow('nope');
    expect(jest.getTimerCount()).toBe(0);
  });
});
