import { foundWallets } from './found-wallets';
import type { KaswareShapedProvider } from './kasware-shaped-adapter';
import type { KastleProvider } from './kastle-adapter';
import { createWalletDiscovery } from './wallet-discovery';
import { lastUsedWalletIds, orderByLastUsed, rememberWalletSignIn, walletOfSession } from './wallet-memory';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const provider = (): KaswareShapedProvider => ({ requestAccounts: async () => ['kaspa:q'] });

afterEach(() => {
  delete window.kasware;
  delete window.kastle;
  delete window.okxwallet;
  localStorage.clear();
});

function announceWalletStandard(
  discovery: ReturnType<typeof createWalletDiscovery>,
  name: string,
  p: unknown,
  icon = PNG,
) {
  window.dispatchEvent(
    new CustomEvent('kaspa:announceProvider', {
      detail: { info: { uuid: `u-${name}`, name, icon, rdns: `x.${name}` }, provider: p },
    }),
  );
  return discovery.getSnapshot();
}

describe('the wallets found', () => {
  it('lists the installed built-in wallets, then announced ones that are not the same wallet', () => {
    window.kasware = provider();
    window.okxwallet = { kaspa: provider() };
    const discovery = createWalletDiscovery(window);
    discovery.request();
    announceWalletStandard(discovery, 'KasWare', window.kasware); // KasWare announcing its own provider
    announceWalletStandard(discovery, 'okx wallet', provider()); // same name as a built-in
    const announced = announceWalletStandard(discovery, 'Nova', provider());
    const wallets = foundWallets(announced, []);
    expect(wallets.map((w) => [w.id, w.name, w.icon])).toEqual([
      ['kasware', 'KasWare', PNG],
      ['okx', 'OKX Wallet', PNG],
      ['ws:x.Nova', 'Nova', PNG],
    ]);
  });

  it('orders them by last use, most recent first, unknown ones after in their own order', () => {
    window.kasware = provider();
    window.kastle = {} as KastleProvider;
    window.okxwallet = { kaspa: provider() };
    expect(foundWallets([], ['okx', 'gone', 'kastle']).map((w) => w.id)).toEqual(['okx', 'kastle', 'kasware']);
    rememberWalletSignIn('kastle', 'kaspa:QA');
    rememberWalletSignIn('okx', 'kaspa:qb');
    rememberWalletSignIn('kastle', 'kaspa:qc');
    expect(lastUsedWalletIds()).toEqual(['kastle', 'okx']);
    expect(foundWallets([]).map((w) => w.id)).toEqual(['kastle', 'okx', 'kasware']);
  });
});

describe('wallet memory', () => {
  it('remembers which wallet signed which address in', () => {
    rememberWalletSignIn('okx', 'kaspa:QXYZ');
    expect(walletOfSession('kaspa:qxyz')).toBe('okx');
    expect(walletOfSession('kaspa:qother')).toBeNull();
  });

  it('survives storage that holds something else or refuses writes', () => {
    localStorage.setItem('nacho-wallets-last-used', '{not json');
    expect(lastUsedWalletIds()).toEqual([]);
    localStorage.setItem('nacho-wallets-last-used', JSON.stringify(['a', 7, 'b']));
    expect(lastUsedWalletIds()).toEqual(['a', 'b']);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      expect(() => rememberWalletSignIn('kasware', 'kaspa:q')).not.toThrow();
    } finally {
      setItem.mockRestore();
    }
    expect(orderByLastUsed([{ id: 'b' }, { id: 'c' }, { id: 'a' }])).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
  });
});
