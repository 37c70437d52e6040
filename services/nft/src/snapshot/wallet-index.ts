import { powerTier } from '@nacho/domain';
import type { HolderEntry, TokenEntry, WalletEntry } from './types';

/** Per-owner aggregates from the token list; the power rank comes from the holders table. */
export function buildWallets(
  tokens: readonly TokenEntry[],
  holders: ReadonlyMap<string, HolderEntry>,
): Map<string, WalletEntry> {
  const wallets = new Map<string, WalletEntry>();
  for (const token of tokens) {
    let wallet = wallets.get(token.owner);
    if (!wallet) {
      wallet = {
        address: token.owner,
        tokens: [],
        totalPower: 0,
        tier: 'Bronze',
        powerRank: holders.get(token.owner)?.powerRank ?? null,
      };
      wallets.set(token.owner, wallet);
    }
    wallet.tokens.push(token);
    wallet.totalPower += token.stakingPower;
  }
  for (const wallet of wallets.values()) wallet.tier = powerTier(wallet.totalPower);
  return wallets;
}
