/* Exposed as ./SearchDialog (default export); the shell opens it with {open, onOpenChange, initialTab, initialQuery}. */
export { NftSearchDialog as default, type SearchDialogProps } from '../search/nft-search-dialog';
export { SEARCH_PLACEHOLDER } from '../search/search-texts';
