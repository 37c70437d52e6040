import type { BrowserContext } from 'playwright-core';
import { injectStandInWallet, testWallet as keyPair } from './stand-in-wallets';

/** A fresh Kaspa Schnorr key pair signing personal messages as KasWare does (BLAKE2b-256 keyed digest, BIP340). */
export const testWallet = () => keyPair('schnorr');

export interface StandInKasware {
  address: string;
  /** Messages the page asked the wallet to sign, in order. */
  signed: string[];
}

/**
 * Injects a stand-in `window.kasware` into every page of the context (see stand-in-wallets.ts).
 * `legacySignMessage` makes it accept only the older string argument (`signMessage(msg, 'schnorr')`).
 * The page can switch its account with `window.__switchKaswareAccount([...])`.
 */
export async function injectStandInKasware(
  context: BrowserContext,
  options: { legacySignMessage?: boolean } = {},
): Promise<StandInKasware> {
  const wallet = await injectStandInWallet(context, { kind: 'kasware', legacySignMessage: options.legacySignMessage });
  await context.addInitScript((id) => {
    const w = window as unknown as {
      __standIns: Record<string, { switchAccount(a: string): void; disconnect(): void }>;
    };
    (window as unknown as Record<string, unknown>).__switchKaswareAccount = (accounts: string[]) =>
      accounts[0] ? w.__standIns[id]!.switchAccount(accounts[0]) : w.__standIns[id]!.disconnect();
  }, wallet.id);
  return { address: wallet.address, signed: wallet.signed };
}
