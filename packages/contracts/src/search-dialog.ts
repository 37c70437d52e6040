import type { SearchTab } from '@nacho/domain';

/**
 * Opening the search dialog is a window event, so anything on the page (the header, a remote's
 * dashboard) can ask for it without importing the shell, and the explorer can replace the
 * dialog without the shell changing.
 */
export const OPEN_SEARCH_DIALOG_EVENT = 'nacho:open-search-dialog';

export interface SearchDialogRequest {
  tab: SearchTab;
  query: string;
}

export function openSearchDialog(request: SearchDialogRequest): void {
  window.dispatchEvent(new CustomEvent<SearchDialogRequest>(OPEN_SEARCH_DIALOG_EVENT, { detail: request }));
}

export function onSearchDialogRequest(listener: (request: SearchDialogRequest) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<SearchDialogRequest>).detail);
  window.addEventListener(OPEN_SEARCH_DIALOG_EVENT, handle);
  return () => window.removeEventListener(OPEN_SEARCH_DIALOG_EVENT, handle);
}
