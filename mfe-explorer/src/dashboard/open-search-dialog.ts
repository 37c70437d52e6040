import type { SearchTab } from '@nacho/domain';

/*
 * The shell owns the search dialog and opens it on a window event
 * (shell/src/search-dialog/search-dialog-events.ts). The shell is not importable from a
 * remote, so the event's name and detail are repeated here; they are the contract.
 */
export const OPEN_SEARCH_DIALOG_EVENT = 'nacho:open-search-dialog';

export interface SearchDialogRequest {
  tab: SearchTab;
  query: string;
}

export function openSearchDialog(request: SearchDialogRequest): void {
  window.dispatchEvent(new CustomEvent<SearchDialogRequest>(OPEN_SEARCH_DIALOG_EVENT, { detail: request }));
}
