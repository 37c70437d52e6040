import type { KaswareShapedProvider } from './kasware-shaped-adapter';
import type { Kip12ProviderDetail } from './kip12-adapter';
import { createWalletDiscovery } from './wallet-discovery';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const SVG = 'data:image/svg+xml;base64,PHN2Zy8+';
const HEX = 'ef'.repeat(64);

function kaswareShaped(address: string): KaswareShapedProvider {
  return {
    requestAccounts: async () => [address],
    getPublicKey: async () => `02${'33'.repeat(32)}`,
    signMessage: async () => HEX,
  };
}

function kip12Detail(
  id: string,
  name: string,
  overrides: Partial<Kip12ProviderDetail['info']> = {},
): Kip12ProviderDetail {
  const requests: unknown[] = [];
  return {
    info: {
      id,
      name,
      icon: SVG,
      capabilities: [{ protocol: 'KASPA', methods: ['get-account', 'sign-message', 'send'] }],
      ...overrides,
    },
    provider: {
      connect: async () => undefined,
      request: async (args) => {
        requests.push(args);
        return args.method === 'get-account'
          ? { address: 'kaspa:qkip12', publicKey: `03${'44'.repeat(32)}` }
          : { signature: HEX };
      },
    },
  };
}

/** Wallets that answer the page's request, as the two drafts describe, each on its own. */
function answerRequests(announce: () => void) {
  window.addEventListener('kaspa:requestProvider', announce);
  return () => window.removeEventListener('kaspa:requestProvider', announce);
}

describe('wallet discovery', () => {
  it('lists two wallets that announce at once by the two drafts, by the name and icon they announce', async () => {
    const ws = {
      info: { uuid: 'u-1', name: 'Nova Wallet', icon: PNG, rdns: 'com.nova' },
      provider: kaswareShaped('kaspa:qnova'),
    };
    const kip = kip12Detail('kip-1', 'Twelve');
    const stop = answerRequests(() => {
      window.dispatchEvent(new CustomEvent('kaspa:announceProvider', { detail: Object.freeze(ws) }));
      window.dispatchEvent(new CustomEvent('kaspa:provider', { detail: Object.freeze(kip) }));
    });
    const discovery = createWalletDiscovery(window);
    const changes = jest.fn();
    discovery.subscribe(changes);
    discovery.request();
    stop();

    const wallets = discovery.getSnapshot().map((w) => w.adapter);
    expect(wallets.map((w) => [w.id, w.name, w.icon])).toEqual([
      ['ws:com.nova', 'Nova Wallet', PNG],
      ['kip12:kip-1', 'Twelve', SVG],
    ]);
    expect(changes).toHaveBeenCalledTimes(2);
    // Each signs in through its own protocol.
    expect(await wallets[0]!.connect()).toEqual({ address: 'kaspa:qnova', publicKey: `02${'33'.repeat(32)}` });
    expect(await wallets[1]!.connect()).toEqual({ address: 'kaspa:qkip12', publicKey: `03${'44'.repeat(32)}` });
    expect(await wallets[1]!.signMessage('hi', 'schnorr')).toBe(HEX);
  });

  it('keeps the first of repeated announces (a replay, the same provider under another id)', () => {
    const discovery = createWalletDiscovery(window);
    discovery.request();
    const provider = kaswareShaped('kaspa:qa');
    const announce = (info: object, p: unknown = provider) =>
      window.dispatchEvent(new CustomEvent('kaspa:announceProvider', { detail: { info, provider: p } }));
    announce({ uuid: 'u-1', name: 'First', rdns: 'com.first' });
    announce({ uuid: 'u-2', name: 'First again', rdns: 'com.first' }, kaswareShaped('kaspa:qb'));
    announce({ uuid: 'u-3', name: 'Same provider' });
    discovery.request(); // asking again adds listeners only once
    expect(discovery.getSnapshot().map((w) => w.adapter.name)).toEqual(['First']);
  });

  it('ignores announces it cannot use, and icons that are not data:image/ URIs', () => {
    const discovery = createWalletDiscovery(window);
    discovery.request();
    const announce = (type: string, detail: unknown) => window.dispatchEvent(new CustomEvent(type, { detail }));
    announce('kaspa:announceProvider', null);
    announce('kaspa:announceProvider', { info: { uuid: 'x', name: ' ' }, provider: kaswareShaped('kaspa:q') });
    announce('kaspa:announceProvider', { info: { uuid: 'y', name: 'No provider' }, provider: {} });
    announce(
      'kaspa:provider',
      kip12Detail('no-sign', 'Cannot sign', { capabilities: [{ protocol: 'KASPA', methods: ['get-account'] }] }),
    );
    announce('kaspa:provider', kip12Detail('no-caps', 'No capabilities', { capabilities: undefined }));
    announce('kaspa:announceProvider', {
      info: { uuid: 'r', name: 'Remote icon', icon: 'https://tracker.example/i.png' },
      provider: kaswareShaped('kaspa:qr'),
    });
    announce('kaspa:provider', kip12Detail('js', 'Script icon', { icon: 'javascript:alert(1)' }));
    announce('kaspa:provider', kip12Detail('html', 'HTML icon', { icon: 'data:text/html,<script>alert(1)</script>' }));
    expect(discovery.getSnapshot().map((w) => [w.adapter.name, w.adapter.icon])).toEqual([
      ['Remote icon', undefined],
      ['Script icon', undefined],
      ['HTML icon', undefined],
    ]);
  });

  it("signs a KIP-12 wallet out on its kaspa:disconnect, not on another wallet's", () => {
    const discovery = createWalletDiscovery(window);
    discovery.request();
    window.dispatchEvent(new CustomEvent('kaspa:provider', { detail: kip12Detail('kip-9', 'Nine') }));
    const seen: string[][] = [];
    const off = discovery.getSnapshot()[0]!.adapter.onAccountsChanged((accounts) => seen.push(accounts));
    window.dispatchEvent(new CustomEvent('kaspa:disconnect', { detail: { extensionId: 'other' } }));
    window.dispatchEvent(
      new CustomEvent('kaspa:disconnect', { detail: { extensionId: 'kip-9', reason: 'User initiated' } }),
    );
    off();
    window.dispatchEvent(new CustomEvent('kaspa:disconnect', { detail: { extensionId: 'kip-9' } }));
    expect(seen).toEqual([[]]);
  });
});
