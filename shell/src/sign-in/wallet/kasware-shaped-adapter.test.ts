import { kaswareAdapter } from './kasware-adapter';
import type { KaswareShapedProvider } from './kasware-shaped-adapter';
import { okxAdapter } from './okx-adapter';
import { signatureToHex, WalletRejectedError } from './wallet-adapter';

const HEX = 'ab'.repeat(64);
const KEY = `02${'11'.repeat(32)}`;

afterEach(() => {
  delete window.kasware;
  delete window.okxwallet;
});

// KasWare's window.kasware and OKX's window.okxwallet.kaspa are the same shape: one adapter each.
describe.each([
  ['KasWare', kaswareAdapter, (p: Partial<KaswareShapedProvider>) => (window.kasware = p as KaswareShapedProvider)],
  [
    'OKX Wallet',
    okxAdapter,
    (p: Partial<KaswareShapedProvider>) => (window.okxwallet = { kaspa: p as KaswareShapedProvider }),
  ],
])('%s adapter', (name, adapter, install) => {
  it('says whether the wallet is there', () => {
    expect(adapter.name).toBe(name);
    expect(adapter.isInstalled()).toBe(false);
    install({});
    expect(adapter.isInstalled()).toBe(true);
  });

  it('connects: the first account and its public key', async () => {
    install({ requestAccounts: async () => ['kaspa:qabc', 'kaspa:qdef'], getPublicKey: async () => KEY });
    expect(await adapter.connect()).toEqual({ address: 'kaspa:qabc', publicKey: KEY });
  });

  it('a locked wallet (no account) is a clear error', async () => {
    install({ requestAccounts: async () => [], getPublicKey: async () => KEY });
    await expect(adapter.connect()).rejects.toThrow(`${name} returned no account: unlock the wallet and try again`);
  });

  it.each(['schnorr', 'ecdsa'] as const)(
    'signs %s with {type} (current docs) and falls back to the string argument (older docs)',
    async (keyType) => {
      const calls: unknown[] = [];
      install({
        signMessage: async (_m: string, type?: unknown) => {
          calls.push(type);
          if (typeof type !== 'string') throw new Error('invalid params');
          return HEX.toUpperCase();
        },
      });
      expect(await adapter.signMessage('hello', keyType)).toBe(HEX);
      expect(calls).toEqual([{ type: keyType }, keyType]);
    },
  );

  it('does not fall back when the options form works', async () => {
    const signMessage = jest.fn(async () => btoa(String.fromCharCode(...new Array(64).fill(0xab))));
    install({ signMessage });
    expect(await adapter.signMessage('hello', 'ecdsa')).toBe(HEX);
    expect(signMessage).toHaveBeenCalledTimes(1);
  });

  it('falls back when the options form answers something that is not a signature', async () => {
    const signMessage = jest.fn(async (_m: string, type?: unknown) =>
      typeof type === 'string' ? HEX : btoa(String.fromCharCode(...new Array(65).fill(1))),
    );
    install({ signMessage });
    expect(await adapter.signMessage('hello', 'schnorr')).toBe(HEX);
    expect(signMessage).toHaveBeenCalledTimes(2);
  });

  it('a refusal in the wallet is a cancellation, not a retry with the old argument', async () => {
    const signMessage = jest.fn(async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    });
    install({ signMessage });
    await expect(adapter.signMessage('hello', 'schnorr')).rejects.toBeInstanceOf(WalletRejectedError);
    expect(signMessage).toHaveBeenCalledTimes(1);
    install({ requestAccounts: () => Promise.reject('User denied') });
    await expect(adapter.connect()).rejects.toBeInstanceOf(WalletRejectedError);
  });

  it('reports account changes and stops when unsubscribed', () => {
    const listeners = new Set<(accounts: string[]) => void>();
    install({
      on: (_e: string, l: (accounts: string[]) => void) => listeners.add(l),
      removeListener: (_e: string, l: (accounts: string[]) => void) => listeners.delete(l),
    });
    const seen: string[][] = [];
    const off = adapter.onAccountsChanged((accounts) => seen.push(accounts));
    listeners.forEach((l) => l(['kaspa:qother']));
    off();
    listeners.forEach((l) => l([]));
    expect(seen).toEqual([['kaspa:qother']]);
    expect(listeners.size).toBe(0);
  });
});

describe('signatureToHex', () => {
  it('keeps 64-byte hex (lower-cased, 0x dropped), converts 64-byte base64, reads {signature}', () => {
    expect(signatureToHex(HEX.toUpperCase())).toBe(HEX);
    expect(signatureToHex(`0x${HEX}`)).toBe(HEX);
    expect(signatureToHex(btoa(String.fromCharCode(...new Array(64).fill(0xab))))).toBe(HEX);
    expect(signatureToHex({ signature: HEX })).toBe(HEX);
  });

  it('refuses anything else (a 65-byte recoverable signature, garbage, nothing)', () => {
    expect(() => signatureToHex(btoa(String.fromCharCode(...new Array(65).fill(1))))).toThrow(/unknown format/);
    expect(() => signatureToHex('not a signature')).toThrow(/unknown format/);
    expect(() => signatureToHex(undefined)).toThrow('The wallet returned no signature');
  });
});
