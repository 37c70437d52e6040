import type { BrowserContext, Page } from 'playwright-core';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { blake2b } from '@noble/hashes/blake2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { encodeKaspaAddress } from '@nacho/domain';

export type KeyType = 'schnorr' | 'ecdsa';

const digest = (message: string) =>
  blake2b(utf8ToBytes(message), { dkLen: 32, key: utf8ToBytes('PersonalMessageSigningHash') });

/**
 * A fresh Kaspa key pair that signs personal messages as the wallets do (BLAKE2b-256 keyed
 * digest): BIP340 Schnorr for a version 0 address, or ECDSA r||s for a version 1 address.
 */
export function testWallet(keyType: KeyType = 'schnorr') {
  const privateKey = secp256k1.utils.randomPrivateKey();
  const compressed = secp256k1.getPublicKey(privateKey, true);
  return {
    keyType,
    address: encodeKaspaAddress(
      'kaspa',
      keyType === 'schnorr' ? 0 : 1,
      keyType === 'schnorr' ? compressed.slice(1) : compressed,
    ),
    /** The 33-byte compressed key, as the wallets' getPublicKey answers. */
    compressedHex: bytesToHex(compressed),
    sign: (message: string) =>
      keyType === 'schnorr'
        ? bytesToHex(schnorr.sign(digest(message), privateKey))
        : bytesToHex(secp256k1.sign(digest(message), privateKey, { prehash: false }).toCompactRawBytes()),
  };
}

/**
 * The injected APIs the stand-ins copy: KasWare's window.kasware, OKX's window.okxwallet.kaspa,
 * Kastle's window.kastle, and wallets announced by the Kaspa Wallet Standard draft
 * (kaspa:announceProvider) or KIP-12 (kaspa:provider).
 */
export type StandInKind = 'kasware' | 'okx' | 'kastle' | 'wallet-standard' | 'kip12';

/** How the stand-in answers a request: as a wallet that signs, one whose user says no, one that never answers. */
export type AnswerMode = 'answer' | 'reject' | 'never';

export interface StandInOptions {
  kind: StandInKind;
  keyType?: KeyType;
  /** KasWare-shaped: accept only the older string type argument (`signMessage(msg, 'schnorr')`). */
  legacySignMessage?: boolean;
  /** What an announcing wallet announces. */
  name?: string;
  icon?: string;
}

export interface StandInWallet {
  id: string;
  address: string;
  /** Messages the page asked the wallet to sign, in order. */
  signed: string[];
  /** How connect and sign requests are answered from now on. */
  setMode(page: Page, modes: { connect?: AnswerMode; sign?: AnswerMode }): Promise<void>;
  /** The wallet switches to another account (Kastle: kas:account_changed; KasWare-shaped: accountsChanged). */
  switchAccount(page: Page, address: string): Promise<void>;
  /** The wallet disconnects the site: no account (KIP-12: its kaspa:disconnect event). */
  disconnect(page: Page): Promise<void>;
}

let nextId = 0;

/**
 * Injects a stand-in wallet into every page of the context. It answers like the real one and signs
 * in Node with a real private key, so the server's signature check is the real one. Several can be
 * injected into one context (each gets its own id).
 */
export async function injectStandInWallet(context: BrowserContext, options: StandInOptions): Promise<StandInWallet> {
  const id = `standin${++nextId}`;
  const keyType = options.keyType ?? 'schnorr';
  const wallet = testWallet(keyType);
  const signed: string[] = [];
  await context.exposeFunction(`__${id}Sign`, (message: string, requested: string) => {
    if (requested !== keyType) throw new Error(`the stand-in holds a ${keyType} key, asked to sign ${requested}`);
    signed.push(message);
    return wallet.sign(message);
  });
  await context.addInitScript(pageSideStandIn, {
    id,
    kind: options.kind,
    keyType,
    legacy: Boolean(options.legacySignMessage),
    address: wallet.address,
    publicKey: wallet.compressedHex,
    name: options.name ?? 'Stand-in wallet',
    icon: options.icon ?? '',
  });
  const control = (page: Page, action: string, arg?: unknown) =>
    page.evaluate(
      ([walletId, name, value]) => {
        const controls = (window as unknown as { __standIns: Record<string, Record<string, (v: unknown) => void>> })
          .__standIns;
        controls[walletId as string]![name as string]!(value);
      },
      [id, action, arg] as const,
    );
  return {
    id,
    address: wallet.address,
    signed,
    setMode: (page, modes) => control(page, 'setMode', modes),
    switchAccount: (page, address) => control(page, 'switchAccount', address),
    disconnect: (page) => control(page, 'disconnect'),
  };
}

interface PageSideOptions {
  id: string;
  kind: StandInKind;
  keyType: KeyType;
  legacy: boolean;
  address: string;
  publicKey: string;
  name: string;
  icon: string;
}

/** Runs in the page (serialised by addInitScript): no closure over Node values. */
function pageSideStandIn({ id, kind, legacy, address, publicKey, name, icon }: PageSideOptions) {
  const w = window as unknown as Record<string, unknown> & { __standIns?: Record<string, unknown> };
  const sign = w[`__${id}Sign`] as (message: string, requested: string) => Promise<string>;
  const modes = { connect: 'answer', sign: 'answer' } as Record<'connect' | 'sign', string>;
  let account: string | null = address;
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const emit = (event: string, value: unknown) => listeners.get(event)?.forEach((l) => l(value));
  const on = (event: string, listener: (value: unknown) => void) => {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)!.add(listener);
  };
  const removeListener = (event: string, listener: (value: unknown) => void) => listeners.get(event)?.delete(listener);
  const answer = <T>(step: 'connect' | 'sign', result: () => Promise<T>): Promise<T> => {
    if (modes[step] === 'never') return new Promise<T>(() => {});
    if (modes[step] === 'reject') return Promise.reject({ code: 4001, message: 'User rejected the request.' });
    return result();
  };
  const accounts = () => (account ? [account] : []);

  // KasWare's shape (also OKX's, and the Kaspa Wallet Standard's provider).
  const kaswareShaped = {
    requestAccounts: () => answer('connect', async () => accounts()),
    getPublicKey: async () => publicKey,
    signMessage: (message: string, type?: unknown) =>
      answer('sign', async () => {
        const requested = legacy ? type : (type as { type?: unknown } | undefined)?.type;
        if (typeof requested !== 'string' || (legacy ? typeof type !== 'string' : typeof type !== 'object')) {
          throw new Error('invalid signMessage argument');
        }
        return sign(message, requested);
      }),
    on,
    removeListener,
  };

  let announce = () => {};
  if (kind === 'kasware') w.kasware = kaswareShaped;
  if (kind === 'okx') w.okxwallet = { kaspa: kaswareShaped };
  if (kind === 'kastle') {
    w.kastle = {
      connect: () => answer('connect', async () => true),
      getAccount: async () => ({ address: account, publicKey }),
      // Kastle signs KIP-5 Schnorr and takes no type.
      signMessage: (message: string) => answer('sign', () => sign(message, 'schnorr')),
      on,
      removeListener,
    };
  }
  if (kind === 'wallet-standard') {
    const detail = Object.freeze({
      info: Object.freeze({ uuid: `${id}-${Math.random()}`, name, icon, rdns: `test.${id}` }),
      provider: { ...kaswareShaped, signMessage: (message: string) => answer('sign', () => sign(message, 'schnorr')) },
    });
    announce = () => window.dispatchEvent(new CustomEvent('kaspa:announceProvider', { detail }));
  }
  if (kind === 'kip12') {
    const detail = Object.freeze({
      info: Object.freeze({
        id,
        name,
        icon,
        capabilities: [{ protocol: 'KASPA', methods: ['get-account', 'sign-message'] }],
      }),
      provider: {
        connect: () => answer('connect', async () => undefined),
        disconnect: async () => undefined,
        request: ({
          protocol,
          method,
          params,
        }: {
          protocol: string;
          method: string;
          params: { message?: string; type?: string };
        }) => {
          if (protocol !== 'KASPA') return Promise.reject(new Error(`unknown protocol ${protocol}`));
          if (method === 'get-account') return Promise.resolve({ address: account, publicKey });
          if (method === 'sign-message') return answer('sign', () => sign(String(params.message), String(params.type)));
          return Promise.reject(new Error(`unknown method ${method}`));
        },
      },
    });
    announce = () => window.dispatchEvent(new CustomEvent('kaspa:provider', { detail }));
  }
  window.addEventListener('kaspa:requestProvider', () => announce());
  announce();

  w.__standIns = {
    ...(w.__standIns ?? {}),
    [id]: {
      setMode: (value: Partial<typeof modes>) => Object.assign(modes, value),
      switchAccount: (next: string) => {
        account = next;
        emit('accountsChanged', accounts());
        emit('kas:account_changed', account);
      },
      disconnect: () => {
        account = null;
        emit('accountsChanged', []);
        emit('kas:account_changed', null);
        if (kind === 'kip12') {
          window.dispatchEvent(
            new CustomEvent('kaspa:disconnect', { detail: { extensionId: id, reason: 'User initiated' } }),
          );
        }
      },
    },
  };
}
