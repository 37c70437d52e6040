import { signatureToHex, walletCall, type WalletAccount, type WalletAdapter } from './wallet-adapter';
import { safeWalletIcon } from './wallet-icon-source';

/** What a wallet announces with KIP-12's `kaspa:provider` event (kaspanet/kips, kip12/kip12.md, draft). */
export interface Kip12ProviderDetail {
  info: { id: string; name: string; icon?: string; capabilities?: Array<{ protocol: string; methods: string[] }> };
  provider: {
    request(args: { protocol: string; method: string; params: object }): Promise<unknown>;
    connect(): Promise<unknown>;
    disconnect?(): Promise<unknown>;
  };
}

const PROTOCOL = 'KASPA';
const NEEDED_METHODS = ['get-account', 'sign-message'];

/** Whether the announce is well formed and offers the two methods sign-in needs. */
export function isUsableKip12Detail(detail: unknown): detail is Kip12ProviderDetail {
  const d = detail as Partial<Kip12ProviderDetail> | null;
  if (!d?.info || typeof d.info.id !== 'string' || typeof d.info.name !== 'string' || !d.info.name.trim()) return false;
  if (typeof d.provider?.request !== 'function' || typeof d.provider.connect !== 'function') return false;
  const kaspa = d.info.capabilities?.find((c) => String(c?.protocol).toUpperCase() === PROTOCOL);
  return NEEDED_METHODS.every((m) => Array.isArray(kaspa?.methods) && kaspa.methods.includes(m));
}

/**
 * A KIP-12 wallet. The draft names the methods but not the shapes of their answers: get-account
 * is read as {address, publicKey}, sign-message as the signature (hex or base64, or {signature}).
 * Its only account event is the wallet's `kaspa:disconnect`, which counts as a disconnect.
 */
export function kip12Adapter({ info, provider }: Kip12ProviderDetail): WalletAdapter {
  const name = info.name.trim();
  const request = (method: string, params: object) =>
    walletCall(() => provider.request({ protocol: PROTOCOL, method, params }));
  return {
    id: `kip12:${info.id}`,
    name,
    icon: safeWalletIcon(info.icon),
    isInstalled: () => true,
    async connect(): Promise<WalletAccount> {
      await walletCall(() => provider.connect());
      const account = (await request('get-account', {})) as Partial<WalletAccount> | null;
      if (typeof account?.address !== 'string' || typeof account.publicKey !== 'string') {
        throw new Error(`${name} returned no account: unlock the wallet and try again`);
      }
      return { address: account.address, publicKey: account.publicKey };
    },
    async signMessage(message, keyType) {
      return signatureToHex(await request('sign-message', { message, type: keyType }));
    },
    onAccountsChanged(listener) {
      const onDisconnect = (event: Event) => {
        const from = (event as CustomEvent<{ extensionId?: unknown } | null>).detail?.extensionId;
        if (from === undefined || from === info.id) listener([]);
      };
      window.addEventListener('kaspa:disconnect', onDisconnect);
      return () => window.removeEventListener('kaspa:disconnect', onDisconnect);
    },
  };
}
