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
  /** Only the NFTs listed for sale (issue 38). */
  listedOnly: boolean;
}

export const DEFAULT_WALLET_VIEW: WalletView = {
  tab: 'nfts',
  layout: 'grid',
  sort: DEFAULT_WALLET_SORT_OPTION,
  page: 1,
  filters: {},
  listedOnly: false,
};

/** Query parameter names; every selected trait value is one `trait=Type:Value`. */
const PARAM = { tab: 'tab', layout: 'view', sort: 'sort', page: 'page', trait: 'trait', listed: 'listed' } as const;

/** Every `trait=Type:Value` of the query string (the wallet and activity pages share the format). */
export function readTraitFilters(params: URLSearchParams): TraitFilters {
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
    filters: readTraitFilters(params),
    listedOnly: params.get(PARAM.listed) === '1',
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
  set(PARAM.listed, view.listedOnly ? '1' : '0', '0');
  params.delete(PARAM.trait);
  for (const pair of traitFilterPairs(view.filters)) params.append(PARAM.trait, pair);
  return params;
}

/** `{Head: ['Crown']}` -> `['Head:Crown']`. */
export function traitFilterPairs(filters: TraitFilters): string[] {
  return Object.entries(filters).flatMap(([type, values]) => values.map((value) => `${type}:${value}`));
}

/** SPEC: the page goes back to 1 whenever the filters change. */
export function withFilters(view: WalletView, filters: TraitFilters): WalletView {
  return { ...view, filters, page: 1 };
}

export function withListedOnly(view: WalletView, listedOnly: boolean): WalletView {
  return listedOnly === view.listedOnly ? view : { ...view, listedOnly, page: 1 };
}

export function withSort(view: WalletView, sort: WalletSortOption): WalletView {
  return sort === view.sort ? view : { ...view, sort, page: 1 };
}

/** The nft service query for a view of a wallet: 10 NFTs a page. */
export function walletPageArgs(
  address: string,
  view: Pick<WalletView, 'sort' | 'page' | 'filters'> & Partial<Pick<WalletView, 'listedOnly'>>,
): WalletPageArgs {
  const { sort, direction } = walletSortOption(view.sort);
  const hasFilters = Object.keys(view.filters).length > 0;
  return {
    address,
    page: view.page,
    pageSize: PAGE_SIZES.walletNfts,
    sort,
    direction,
    ...(hasFilters ? { traits: view.filters } : {}),
    ...(view.listedOnly ? { listed: true } : {}),
  };
}
