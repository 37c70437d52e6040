import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { HolderSort } from '../api/explorer-types';
import {
  readHoldersView,
  searchHolders,
  sortHoldersBy,
  toggleHoldersDirection,
  writeHoldersView,
  type HoldersView,
} from './holders-view-state';

/** The holders view from the URL, and the changes the screen can make to it. */
export function useHoldersView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readHoldersView(params), [params]);

  const change = useCallback(
    (next: (current: HoldersView) => HoldersView, options?: { replace?: boolean }) =>
      setParams((current) => {
        const before = readHoldersView(current);
        const after = next(before);
        return after === before ? current : writeHoldersView(after, current);
      }, options),
    [setParams],
  );

  return {
    view,
    sortBy: useCallback((column: HolderSort) => change((v) => sortHoldersBy(v, column)), [change]),
    toggleDirection: useCallback(() => change(toggleHoldersDirection), [change]),
    setPage: useCallback(
      (page: number, options?: { replace?: boolean }) => change((v) => ({ ...v, page }), options),
      [change],
    ),
    // Refining a search replaces the history entry, so Back goes to the list before the search
    // rather than undoing one pause in typing at a time.
    setSearch: useCallback(
      (search: string) =>
        change((v) => searchHolders(v, search), { replace: view.search !== '' && search.trim() !== '' }),
      [change, view.search],
    ),
  };
}
