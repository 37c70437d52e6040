import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_AUTO_DELAY_MS, type SearchTab } from '@nacho/domain';
import { cn } from '@nacho/ui';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@nacho/ui/overlays';
import { NftOwnerResults } from './nft-owner-results';
import { SearchForm } from './search-form';
import { SearchNotFound } from './search-not-found';
import { useNftSearch } from './use-nft-search';

/** The contract of the exposed ./SearchDialog (the shell declares the same in remotes.d.ts). */
export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialTab: SearchTab;
  initialQuery: string;
}

/**
 * "NFT Search". Its content unmounts when it closes, so page, filters and results start over on
 * the next open; the initial query is auto-searched once, about 100 ms after the first open.
 */
export function NftSearchDialog({ open, onOpenChange, initialTab, initialQuery }: SearchDialogProps) {
  const autoSearchPending = useRef(initialQuery !== '');
  const [wide, setWide] = useState(false);
  // The control that opened the dialog gets the focus back on close (Radix can only do that for a
  // DialogTrigger; this dialog is opened by buttons and boxes elsewhere, even in the shell). Read
  // when the dialog opens, before its search box takes the focus.
  const [opener, setOpener] = useState<Element | null>(() => (open ? document.activeElement : null));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(document.activeElement);
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={cn('gap-5 transition-[max-width] duration-200', wide ? 'max-w-6xl' : 'max-w-2xl')}
        onOpenAutoFocus={(event) => {
          // The search box focuses itself; Radix would focus the first tab otherwise.
          event.preventDefault();
        }}
        onCloseAutoFocus={(event) => {
          if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>NFT Search</DialogTitle>
          <DialogDescription>Find a wallet by its kaspa: address or an NFT by its ID.</DialogDescription>
        </DialogHeader>
        <SearchDialogBody
          initialTab={initialTab}
          initialQuery={initialQuery}
          autoSearchPending={autoSearchPending}
          onWideChange={setWide}
          close={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

interface SearchDialogBodyProps {
  initialTab: SearchTab;
  initialQuery: string;
  /** Whether the initial query still has to be auto-searched (once per dialog, not per open). */
  autoSearchPending: RefObject<boolean>;
  onWideChange: (wide: boolean) => void;
  close: () => void;
}

function SearchDialogBody({ initialTab, initialQuery, autoSearchPending, onWideChange, close }: SearchDialogBodyProps) {
  const navigate = useNavigate();
  const [tab, setTab] = useState<SearchTab>(initialTab);
  const [query, setQuery] = useState(initialQuery);
  const navigateAndClose = useCallback(
    (path: string) => {
      navigate(path);
      close();
    },
    [navigate, close],
  );
  const search = useNftSearch(navigateAndClose);
  const { run } = search;

  useEffect(() => {
    if (!autoSearchPending.current) return;
    const timer = setTimeout(() => {
      autoSearchPending.current = false;
      void run(initialQuery, { auto: true });
    }, SEARCH_AUTO_DELAY_MS);
    return () => clearTimeout(timer);
    // Mount only: the initial query is searched once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (search.searchedTab) setTab(search.searchedTab);
  }, [search.searchedTab]);

  const outcome = search.outcome;
  const showsResults = outcome?.kind === 'nft-owner';
  useEffect(() => onWideChange(showsResults), [showsResults, onWideChange]);

  return (
    <div className="flex flex-col gap-5">
      <SearchForm
        tab={tab}
        onTabChange={setTab}
        query={query}
        onQueryChange={setQuery}
        busy={search.busy}
        onSearch={(q) => void run(q)}
      />
      {outcome?.kind === 'not-found' ? <SearchNotFound query={outcome.query} /> : null}
      {outcome?.kind === 'nft-owner' ? (
        <NftOwnerResults key={outcome.tokenId} tokenId={outcome.tokenId} owner={outcome.owner} onOpenNft={close} />
      ) : null}
    </div>
  );
}
