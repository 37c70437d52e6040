import { kastleAdapter, type KastleProvider } from './kastle-adapter';
import { WalletRejectedError } from './wallet-adapter';

const HEX = 'cd'.repeat(64);
const ACCOUNT = { address: 'kaspa:qkastle', publicKey: `03${'22'.repeat(32)}` };

function install(provider: Partial<KastleProvider>) {
  window.kastle = provider as KastleProvider;
}

afterEach(() => {
  delete window.kastle;
});

describe('Kastle adapter', () => {
  it('connects, then reads the account from getAccount()', async () => {
    expect(kastleAdapter.isInstalled()).toBe(false);
    const connect = jest.fn(async () => true);
    install({ connect, getAccount: async () => ACCOUNT });
    expect(kastleAdapter.isInstalled()).toBe(true);
    expect(await kastleAdapter.connect()).toEqual(ACCOUNT);
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('a refused connection (false or an error) is a cancellation', async () => {
    install({ connect: async () => false, getAccount: async () => ACCOUNT });
    await expect(kastleAdapter.connect()).rejects.toBeInstanceOf(WalletRejectedError);
    install({ connect: () => Promise.reject(new Error('User rejected')), getAccount: async () => ACCOUNT });
    await expect(kastleAdapter.connect()).rejects.toBeInstanceOf(WalletRejectedError);
  });

  it('a missing account is a clear error', async () => {
    install({ connect: async () => true, getAccount: async () => null as never });
    await expect(kastleAdapter.connect()).rejects.toThrow(
      'Kastle returned no account: unlock the wallet and try again',
    );
  });

  it('signs with signMessage(message) alone', async () => {
    const signMessage = jest.fn(async () => HEX);
    install({ signMessage });
    expect(await kastleAdapter.signMessage('hello', 'schnorr')).toBe(HEX);
    expect(signMessage).toHaveBeenCalledWith('hello');
  });

  it('turns kas:account_changed into accounts, [] when the wallet disconnects', () => {
    const listeners = new Set<(address: string | null) => void>();
    install({
      on: (_e: string, l: (address: string | null) => void) => listeners.add(l),
      removeListener: (_e: string, l: (address: string | null) => void) => listeners.delete(l),
    });
    const seen: string[][] = [];
    const off = kastleAdapter.onAccountsChanged((accounts) => seen.push(accounts));
    listeners.forEach((l) => l('kaspa:qnew'));
    listeners.forEach((l) => l(null));
    off();
    expect(seen).toEqual([['kaspa:qnew'], []]);
    expect(listeners.size).toBe(0);
  });

  it("reads a Kastle without on() from the account messages it posts to the page (only the page's own)", () => {
    install({});
    const seen: string[][] = [];
    const off = kastleAdapter.onAccountsChanged((accounts) => seen.push(accounts));
    window.dispatchEvent(
      new MessageEvent('message', { data: { id: 'kas_accountChanged', response: 'kaspa:qa' }, source: window }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { data: { id: 'kas:account_changed', response: null }, source: window }),
    );
    window.dispatchEvent(new MessageEvent('message', { data: { id: 'kas:account_changed', response: 'kaspa:qb' } }));
    window.dispatchEvent(new MessageEvent('message', { data: { id: 'other', response: 'kaspa:qc' }, source: window }));
    off();
    window.dispatchEvent(
      new MessageEvent('message', { data: { id: 'kas:account_changed', response: 'kaspa:qd' }, source: window }),
    );
    expect(seen).toEqual([['kaspa:qa'], []]);
  });
});
