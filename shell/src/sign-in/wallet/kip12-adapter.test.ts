import { isUsableKip12Detail, kip12Adapter, type Kip12ProviderDetail } from './kip12-adapter';
import { WalletRejectedError } from './wallet-adapter';

const HEX = '12'.repeat(64);

function detail(request: Kip12ProviderDetail['provider']['request']): Kip12ProviderDetail {
  return {
    info: {
      id: 'w',
      name: ' Twelve ',
      capabilities: [{ protocol: 'kaspa', methods: ['get-account', 'sign-message'] }],
    },
    provider: { connect: async () => undefined, request },
  };
}

describe('KIP-12 adapter', () => {
  it('asks get-account and sign-message under the KASPA protocol, with the key type', async () => {
    const requests: unknown[] = [];
    const adapter = kip12Adapter(
      detail(async (args) => {
        requests.push(args);
        return args.method === 'get-account' ? { address: 'kaspa:q12', publicKey: '03ab' } : HEX;
      }),
    );
    expect(adapter.name).toBe('Twelve');
    expect(await adapter.connect()).toEqual({ address: 'kaspa:q12', publicKey: '03ab' });
    expect(await adapter.signMessage('hi', 'ecdsa')).toBe(HEX);
    expect(requests).toEqual([
      { protocol: 'KASPA', method: 'get-account', params: {} },
      { protocol: 'KASPA', method: 'sign-message', params: { message: 'hi', type: 'ecdsa' } },
    ]);
  });

  it('a missing account is a clear error, a refusal a cancellation', async () => {
    await expect(kip12Adapter(detail(async () => ({}))).connect()).rejects.toThrow(
      'Twelve returned no account: unlock the wallet and try again',
    );
    await expect(
      kip12Adapter(detail(() => Promise.reject('User rejected'))).signMessage('hi', 'schnorr'),
    ).rejects.toBeInstanceOf(WalletRejectedError);
  });

  it('is usable only with the two methods sign-in needs, under the KASPA protocol (any case)', () => {
    expect(isUsableKip12Detail(detail(async () => null))).toBe(true);
    const only = (protocol: string, methods: string[]) => ({
      ...detail(async () => null),
      info: { id: 'w', name: 'W', capabilities: [{ protocol, methods }] },
    });
    expect(isUsableKip12Detail(only('KRC-20', ['get-account', 'sign-message']))).toBe(false);
    expect(isUsableKip12Detail(only('KASPA', ['get-account']))).toBe(false);
    expect(isUsableKip12Detail({ info: { id: 'w', name: 'W' }, provider: {} })).toBe(false);
  });
});
