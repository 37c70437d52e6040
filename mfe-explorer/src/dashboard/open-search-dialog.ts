/* The shell owns the search dialog and opens it on the window event this contract defines. */
export { openSearchDialog, type SearchDialogRequest } from '@nacho/contracts';
