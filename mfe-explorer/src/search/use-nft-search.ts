import { useCallback, useRef, useState } from 'react';
import { classifySearch, searchValidationToast, type SearchTab } from '@nacho/domain';
import { toast } from '@nacho/ui';
import { useLazyGetTokenQuery, useLazyGetWalletPageQuery } from '../api/explorer-api';
import { DEFAULT_WALLET_VIEW, walletPageArgs } from '../wallet/wallet-view-state';
import { ADDRESS_SEARCH_ERROR_TOAST, NFT_SEARCH_ERROR_TOAST } from './search-texts';

/** What the dialog shows under the search box after a search. */
export type SearchOutcome =
  | { kind: 'not-found'; query: string }
  /** An NFT-id auto-search: that NFT and all NFTs of its owner, filtered by its traits. */
  | { kind: 'nft-owner'; tokenId: number; owner: string };

export interface RunSearchOptions {
  /** The auto-search of the dialog's initial query: an NFT id shows its owner's NFTs instead of navigating. */
  auto?: boolean;
}

export interface NftSearch {
  busy: boolean;
  outcome: SearchOutcome | null;
  /** The tab matching what was searched last (nft for an id, address for an address). */
  searchedTab: SearchTab | null;
  run: (input: string, options?: RunSearchOptions) => Promise<void>;
}

/**
 * SPEC "Search classification": validates the input (toasts for empty or invalid), asks the nft
 * service, and either navigates (an existing NFT, a wallet with NFTs) or reports the outcome.
 */
export function useNftSearch(navigateTo: (path: string) => void): NftSearch {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);
  const [searchedTab, setSearchedTab] = useState<SearchTab | null>(null);
  const [getToken] = useLazyGetTokenQuery();
  const [getWalletPage] = useLazyGetWalletPageQuery();
  // A newer search wins over one still in flight.
  const latest = useRef(0);

  const run = useCallback(
    async (input: string, options: RunSearchOptions = {}) => {
      const search = classifySearch(input);
      const warning = searchValidationToast(search);
      if (warning) {
        toast(warning);
        return;
      }
      if (search.kind !== 'nft' && search.kind !== 'address') return;
      const id = ++latest.current;
      const current = () => id === latest.current;
      setBusy(true);
      setSearchedTab(search.kind);
      try {
        if (search.kind === 'nft') {
          const token = await getToken(search.tokenId, true)
            .unwrap()
            .catch(() => null);
          if (!current()) return;
          if (!token) {
            toast({ ...NFT_SEARCH_ERROR_TOAST, variant: 'destructive' });
            setOutcome({ kind: 'not-found', query: input.trim() });
          } else if (options.auto) {
            setOutcome({ kind: 'nft-owner', tokenId: token.tokenId, owner: token.owner });
          } else {
            navigateTo(`/nft/${token.tokenId}`);
          }
          return;
        }
        // The wallet page's own first query, so the page opens from the cache.
        const wallet = await getWalletPage(walletPageArgs(search.address, DEFAULT_WALLET_VIEW), true)
          .unwrap()
          .catch(() => null);
        if (!current()) return;
        if (wallet && wallet.count > 0) {
          navigateTo(`/wallet/${wallet.address}`);
        } else {
          toast({ ...ADDRESS_SEARCH_ERROR_TOAST, variant: 'destructive' });
          setOutcome({ kind: 'not-found', query: input.trim() });
        }
      } finally {
        if (current()) setBusy(false);
      }
    },
    [getToken, getWalletPage, navigateTo],
  );

  return { busy, outcome, searchedTab, run };
}
