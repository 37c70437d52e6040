import { useId, type FormEvent } from 'react';
import { Hash, Loader2, Search, Wallet } from 'lucide-react';
import { canSubmitSearch, type SearchTab } from '@nacho/domain';
import { Button, Input } from '@nacho/ui';
import { Tabs, TabsList, TabsTrigger } from '@nacho/ui/overlays';
import { SEARCH_BUSY_TEXT, SEARCH_BUTTON_TEXT, SEARCH_PLACEHOLDER } from './search-texts';

export interface SearchFormProps {
  tab: SearchTab;
  onTabChange: (tab: SearchTab) => void;
  query: string;
  onQueryChange: (query: string) => void;
  busy: boolean;
  onSearch: (query: string) => void;
}

/** The dialog's tabs (address, nft), search box and Search button. */
export function SearchForm({ tab, onTabChange, query, onQueryChange, busy, onSearch }: SearchFormProps) {
  const enabled = canSubmitSearch(query, busy);
  // The tabs switch what the one search form looks for; there are no separate tab panels.
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter is ignored while busy or when the trimmed input is blank.
    if (enabled) onSearch(query);
  };
  return (
    <div className="flex flex-col gap-3">
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as SearchTab)}>
        <TabsList aria-label="Search by">
          <TabsTrigger value="address" aria-controls={formId}>
            <Wallet aria-hidden="true" className="size-4" />
            Wallet address
          </TabsTrigger>
          <TabsTrigger value="nft" aria-controls={formId}>
            <Hash aria-hidden="true" className="size-4" />
            NFT ID
          </TabsTrigger>
        </TabsList>
      </Tabs>
      <form
        id={formId}
        role="search"
        aria-label="NFT search"
        onSubmit={submit}
        className="flex flex-col gap-2 sm:flex-row"
      >
        <Input
          aria-label={tab === 'nft' ? 'NFT ID' : 'Wallet address'}
          placeholder={SEARCH_PLACEHOLDER}
          value={query}
          inputMode={tab === 'nft' ? 'numeric' : 'text'}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onQueryChange(event.target.value)}
          autoFocus
        />
        <Button type="submit" disabled={!enabled} className="sm:w-32">
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Search aria-hidden="true" />}
          {busy ? SEARCH_BUSY_TEXT : SEARCH_BUTTON_TEXT}
        </Button>
      </form>
    </div>
  );
}
