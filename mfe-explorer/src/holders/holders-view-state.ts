import { nextHolderSort, toggleDirection } from '@nacho/domain';
import type { HolderSort, SortDirection } from '../api/explorer-types';

/** What the holders table shows; kept in the URL query string so back/forward and reload keep it. */
export interface HoldersView {
  page: number;
  sort: HolderSort;
  direction: SortDirection;
  search: string;
}

export const DEFAULT_HOLDERS_VIEW: HoldersView = { page: 1, sort: 'count', direction: 'desc', search: '' };

const SORTS: readonly HolderSort[] = ['address', 'count', 'power', 'value'];

/** Query parameter names. */
const PARAM = { page: 'page', sort: 'sort', direction: 'dir', search: 'q' } as const;

export function readHoldersView(params: URLSearchParams): HoldersView {
  const page = Number(params.get(PARAM.page));
  const sort = params.get(PARAM.sort) as HolderSort | null;
  const direction = params.get(PARAM.direction);
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : DEFAULT_HOLDERS_VIEW.page,
    sort: sort && SORTS.includes(sort) ? sort : DEFAULT_HOLDERS_VIEW.sort,
    direction: direction === 'asc' || direction === 'desc' ? direction : DEFAULT_HOLDERS_VIEW.direction,
    search: (params.get(PARAM.search) ?? '').trim(),
  };
}

/** The view as query parameters; defaults are left out so the plain URL is the default view. Other parameters are kept. */
export function writeHoldersView(view: HoldersView, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (name: string, value: string, byDefault: string) =>
    value === byDefault ? params.delete(name) : params.set(name, value);
  set(PARAM.search, view.search.trim(), DEFAULT_HOLDERS_VIEW.search);
  set(PARAM.sort, view.sort, DEFAULT_HOLDERS_VIEW.sort);
  set(PARAM.direction, view.direction, DEFAULT_HOLDERS_VIEW.direction);
  set(PARAM.page, String(view.page), String(DEFAULT_HOLDERS_VIEW.page));
  return params;
}

/** SPEC: choosing the active column again toggles direction, a new column starts descending; the page goes back to 1. */
export function sortHoldersBy(view: HoldersView, column: HolderSort): HoldersView {
  const next = nextHolderSort({ column: view.sort, direction: view.direction }, column);
  return { ...view, sort: next.column, direction: next.direction, page: 1 };
}

export function toggleHoldersDirection(view: HoldersView): HoldersView {
  return { ...view, direction: toggleDirection(view.direction), page: 1 };
}

/** A new search starts at page 1; the same search (ignoring outer spaces) changes nothing. */
export function searchHolders(view: HoldersView, search: string): HoldersView {
  const trimmed = search.trim();
  return trimmed === view.search ? view : { ...view, search: trimmed, page: 1 };
}
