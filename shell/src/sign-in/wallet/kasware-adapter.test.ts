import { kaswareAdapter, type KaswareProvider } from './kasware-adapter';
import { signatureToHex, WalletRejectedError } from './wallet-adapter';

const HEX = 'ab'.repeat(64);

function install(provider: Partial<KaswareProvider>) {
  window.kasware = provider as KaswareProvider;
}

afterEach(() => {
  delete window.kasware;
});

describe('KasWare adapter', () => {
  it('says whether the extension is there', () => {
    expect(kaswareAdapter.isInstalled()).toBe(false);
    install({});
    expect(kaswareAdapter.isInstalled()).toBe(true);
  });

  it('connects: the first account and its public key', async () => {
    install({
      requestAccounts: async () => ['kaspa:qabc', 'kaspa:qdef'],
      getPublicKey: async () => `02${'11'.repeat(32)}`,
    });
    expect(await kaswareAdapter.connect()).toEqual({ address: 'kaspa:qabc', publicKey: `02${'11'.repeat(32)}` });
  });

  it('signs with {type: "schnorr"} and falls back to the older string argument', async () => {
    const calls: unknown[] = [];
    install({
      signMessage: async (_m, options) => {
        calls.push(options);
        if (typeof options !== 'string') throw new Error('invalid params');
        return HEX.toUpperCase();
      },
    });
    expect(await kaswareAdapter.signMessage('hello')).toBe(HEX);
    expect(calls).toEqual([{ type: 'schnorr' }, 'schnorr']);
  });

  it('a refusal in the wallet is a cancellation, not a retry with the old argument', async () => {
    const signMessage = jest.fn(async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    });
    install({ signMessage });
    await expect(kaswareAdapter.signMessage('hello')).rejects.toBeInstanceOf(WalletRejectedError);
    expect(signMessage).toHaveBeenCalledTimes(1);
  });
});

describe('signatureToHex', () => {
  it('keeps 64-byte hex (lower-cased) and converts 64-byte base64', () => {
    expect(signatureToHex(HEX.toUpperCase())).toBe(HEX);
    expect(signatureToHex(btoa(String.fromCharCode(...new Array(64).fill(0xab))))).toBe(HEX);
  });

  it('refuses anything else (a 65-byte ECDSA signature, garbage)', () => {
    expect(() => signatureToHex(btoa(String.fromCharCode(...new Array(65).fill(1))))).toThrow(/unknown format/);
    expect(() => signatureToHex('not a signature')).toThrow(/unknown format/);
  });
});
