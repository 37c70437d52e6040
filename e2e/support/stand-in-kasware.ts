import type { BrowserContext } from 'playwright-core';
import { schnorr } from '@noble/curves/secp256k1';
import { blake2b } from '@noble/hashes/blake2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { encodeKaspaAddress } from '@nacho/domain';

/** A fresh Kaspa Schnorr key pair signing personal messages as KasWare does (BLAKE2b-256 keyed digest, BIP340). */
export function testWallet() {
  const privateKey = schnorr.utils.randomPrivateKey();
  const xOnly = schnorr.getPublicKey(privateKey);
  const digest = (message: string) =>
    blake2b(utf8ToBytes(message), { dkLen: 32, key: utf8ToBytes('PersonalMessageSigningHash') });
  return {
    address: encodeKaspaAddress('kaspa', 0, xOnly),
    compressedHex: `02${bytesToHex(xOnly)}`,
    sign: (message: string) => bytesToHex(schnorr.sign(digest(message), privateKey)),
  };
}

export interface StandInKasware {
  address: string;
  /** Messages the page asked the wallet to sign, in order. */
  signed: string[];
}

/**
 * Injects a stand-in `window.kasware` into every page of the context. It answers like KasWare
 * (requestAccounts, getPublicKey as compressed hex, signMessage) and signs in Node with a real
 * private key, so the server's signature check is the real one. `legacySignMessage` makes it
 * accept only the older string argument (`signMessage(msg, 'schnorr')`).
 */
export async function injectStandInKasware(
  context: BrowserContext,
  options: { legacySignMessage?: boolean } = {},
): Promise<StandInKasware> {
  const wallet = testWallet();
  const signed: string[] = [];
  await context.exposeFunction('__standInKaswareSign', (message: string) => {
    signed.push(message);
    return wallet.sign(message);
  });
  await context.addInitScript(
    ({ address, publicKey, legacy }) => {
      const listeners: Array<(accounts: string[]) => void> = [];
      const w = window as unknown as Record<string, unknown>;
      const sign = w.__standInKaswareSign as (message: string) => Promise<string>;
      w.kasware = {
        requestAccounts: async () => [address],
        getPublicKey: async () => publicKey,
        signMessage: async (message: string, type: unknown) => {
          if (legacy ? type !== 'schnorr' : (type as { type?: string } | undefined)?.type !== 'schnorr') {
            throw new Error('unsupported signMessage argument');
          }
          return sign(message);
        },
        on: (event: string, listener: (accounts: string[]) => void) => {
          if (event === 'accountsChanged') listeners.push(listener);
        },
        removeListener: (_event: string, listener: (accounts: string[]) => void) => {
          const i = listeners.indexOf(listener);
          if (i >= 0) listeners.splice(i, 1);
        },
      };
      w.__switchKaswareAccount = (accounts: string[]) => listeners.forEach((l) => l(accounts));
    },
    { address: wallet.address, publicKey: wallet.compressedHex, legacy: Boolean(options.legacySignMessage) },
  );
  return { address: wallet.address, signed };
}
