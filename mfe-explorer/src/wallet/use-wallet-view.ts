import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TraitFilters } from '@nacho/domain';
import {
  readWalletView,
  withFilters,
  withListedOnly,
  withSort,
  writeWalletView,
  type WalletLayout,
  type WalletTab,
  type WalletView,
} from './wallet-view-state';
import type { WalletSortOption } from './wallet-sort-options';

/** The wallet view from the URL, and the changes the page can make to it. */
export function useWalletView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readWalletView(params), [params]);

  const change = useCallback(
    (next: (current: WalletView) => WalletView, options?: { replace?: boolean }) =>
      setParams((current) => writeWalletView(next(readWalletView(current)), current), options),
    [setParams],
  );

  return {
    view,
    setTab: useCallback((tab: WalletTab) => change((v) => ({ ...v, tab }), { replace: true }), [change]),
    setLayout: useCallback((layout: WalletLayout) => change((v) => ({ ...v, layout }), { replace: true }), [change]),
    setSort: useCallback((sort: WalletSortOption) => change((v) => withSort(v, sort)), [change]),
    setPage: useCallback(
      (page: number, options?: { replace?: boolean }) => change((v) => ({ ...v, page }), options),
      [change],
    ),
    setFilters: useCallback((filters: TraitFilters) => change((v) => withFilters(v, filters)), [change]),
    setListedOnly: useCallback((listed: boolean) => change((v) => withListedOnly(v, listed)), [change]),
    clearFilters: useCallback(() => change((v) => withListedOnly(withFilters(v, {}), false)), [change]),
  };
}
