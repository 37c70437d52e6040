import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useNavigate } from 'react-router';
import { headerSearchTarget } from '@nacho/domain';
import { Button, cn } from '@nacho/ui';
import { openSearchDialog } from '@nacho/contracts';

export const HEADER_SEARCH_PLACEHOLDER = 'NFT ID or kaspa: address';

/** SPEC "Header search box": digits open the NFT, kaspa... opens the wallet, anything else the dialog. */
export function HeaderSearch({ className, autoFocus }: { className?: string; autoFocus?: boolean }) {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = headerSearchTarget(query);
    if (target.type === 'navigate') {
      navigate(target.to);
      setQuery('');
    } else {
      openSearchDialog({ tab: target.tab, query: target.query });
    }
  };

  return (
    <form role="search" onSubmit={submit} className={cn('flex items-center gap-2', className)}>
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={HEADER_SEARCH_PLACEHOLDER}
          aria-label="Search by NFT ID or wallet address"
          autoFocus={autoFocus}
          className={cn(
            'h-10 w-full min-w-0 rounded-md border border-input bg-background/60 pr-3 pl-9 text-base md:h-9 md:text-sm',
            'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none',
          )}
        />
      </div>
      <Button type="submit" size="sm" className="h-10 md:h-9">
        Search
      </Button>
    </form>
  );
}
