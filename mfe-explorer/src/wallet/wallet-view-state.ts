import { PAGE_SIZES, toggleFilterValue, type TraitFilters } from '@nacho/domain';
import type { WalletPageArgs } from '../api/explorer-types';
import {
  DEFAULT_WALLET_SORT_OPTION,
  isWalletSortOption,
  walletSortOption,
  type WalletSortOption,
} from './wallet-sort-options';

export type WalletTab = 'nfts' | 'traits';
export type WalletLayout = 'grid' | 'list';

/** What the wallet page shows; kept in the URL query string so reload, back and shared links keep it. */
export interface WalletView {
  tab: WalletTab;
  layout: WalletLayout;
  sort: WalletSortOption;
  page: number;
  filters: TraitFilters;
}

export const DEFAULT_WALLET_VIEW: WalletView = {
  tab: 'nfts',
  layout: 'grid',
  sort: DEFAULT_WALLET_SORT_OPTION,
  page: 1,
  filters: {},
};

/** Query parameter names; every selected trait value is one `trait=Type:Value`. */
const PARAM = { tab: 'tab', layout: 'view', sort: 'sort', page: 'page', trait: 'trait' } as const;

function readFilters(params: URLSearchParams): TraitFilters {
  let filters: TraitFilters = {};
  for (const pair of params.getAll(PARAM.trait)) {
    const at = pair.indexOf(':');
    const type = at < 0 ? '' : pair.slice(0, at).trim();
    const value = at < 0 ? '' : pair.slice(at + 1).trim();
    if (type && value && !(filters[type] ?? []).includes(value)) filters = toggleFilterValue(filters, type, value);
  }
  return filters;
}

export function readWalletView(params: URLSearchParams): WalletView {
  const page = Number(params.get(PARAM.page));
  const sort = params.get(PARAM.sort);
  return {
    tab: params.get(PARAM.tab) === 'traits' ? 'traits' : 'nfts',
    layout: params.get(PARAM.layout) === 'list' ? 'list' : 'grid',
    sort: isWalletSortOption(sort) ? sort : DEFAULT_WALLET_VIEW.sort,
    page: Number.isSafeInteger(page) && page >= 1 ? page : DEFAULT_WALLET_VIEW.page,
    filters: readFilters(params),
  };
}

/** The view as query parameters; defaults are left out so the plain URL is the default view. */
export function writeWalletView(view: WalletView, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (name: string, value: string, byDefault: string) =>
    value === byDefault ? params.delete(name) : params.set(name, value);
  set(PARAM.tab, view.tab, DEFAULT_WALLET_VIEW.tab);
  set(PARAM.layout, view.layout, DEFAULT_WALLET_VIEW.layout);
  set(PARAM.sort, view.sort, DEFAULT_WALLET_VIEW.sort);
  set(PARAM.page, String(view.page), String(DEFAULT_WALLET_VIEW.page));
  params.delete(PARAM.trait);
  for (const [type, values] of Object.entries(view.filters))
    for (const value of values) params.append(PARAM.trait, `${type}:${value}`);
  return params;
}

/** SPEC: the page goes back to 1 whenever the filters change. */
export function withFilters(view: WalletView, filters: TraitFilters): WalletView {
  return { ...view, filters, page: 1 };
}

export function withSort(view: WalletView, sort: WalletSortOption): WalletView {
  return sort === view.sort ? view : { ...view, sort, page: 1 };
}

/** The nft service query for a view of a wallet: 10 NFTs a page. */
export function walletPageArgs(address: string, view: Pick<WalletView, 'sort' | 'page' | 'filters'>): WalletPageArgs {
  const { sort, direction } = walletSortOption(view.sort);
  const hasFilters = Object.keys(view.filters).length > 0;
  return {
    address,
    page: view.page,
    pageSize: PAGE_SIZES.walletNfts,
    sort,
    direction,
    ...(hasFilters ? { traits: view.filters } : {}),
  };
}
