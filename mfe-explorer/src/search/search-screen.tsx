import { useState, type FormEvent } from 'react';
import { Hash, Search, Wallet } from 'lucide-react';
import { canSubmitSearch, searchPageTab, type SearchTab } from '@nacho/domain';
import { Button, Card, Input } from '@nacho/ui';
import { ScreenContainer, ScreenHeader } from '../layout/screen-header';
import { usePageTitle } from '../layout/use-page-title';
import { NftSearchDialog } from './nft-search-dialog';

interface DialogRequest {
  id: number;
  tab: SearchTab;
  query: string;
}

/** /search-nacho: one box; Search opens the search dialog on the nft tab for digits, else on the address tab. */
export function SearchScreen() {
  const [input, setInput] = useState('');
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const [open, setOpen] = useState(false);
  const enabled = canSubmitSearch(input);
  usePageTitle('NFT Search');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!enabled) return;
    const query = input.trim();
    setRequest((previous) => ({ id: (previous?.id ?? 0) + 1, tab: searchPageTab(query), query }));
    setOpen(true);
  };

  return (
    <ScreenContainer>
      <ScreenHeader title="NFT Search" description="Look up an NFT by its ID or a wallet by its kaspa: address." />
      <Card className="flex max-w-3xl flex-col gap-5 p-4 md:p-6">
        <form
          role="search"
          aria-label="NFT search"
          onSubmit={submit}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <Input
            label="NFT ID or wallet address"
            placeholder="e.g. 42 or kaspa:qr..."
            value={input}
            onChange={(event) => setInput(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            containerClassName="flex-1"
            autoFocus
          />
          <Button type="submit" disabled={!enabled} className="sm:w-32">
            <Search aria-hidden="true" />
            Search
          </Button>
        </form>
        <ul className="grid gap-3 text-sm text-muted-foreground sm:grid-cols-2">
          <li className="flex gap-2.5 rounded-md bg-muted/50 p-3">
            <Hash aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              <strong className="font-medium text-foreground">An NFT ID</strong> shows that NFT and every NFT of its
              owner, filtered by its traits.
            </span>
          </li>
          <li className="flex gap-2.5 rounded-md bg-muted/50 p-3">
            <Wallet aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-secondary" />
            <span>
              <strong className="font-medium text-foreground">A kaspa: address</strong> opens the wallet with its NFTs
              and trait analysis.
            </span>
          </li>
        </ul>
      </Card>
      {request ? (
        <NftSearchDialog
          key={request.id}
          open={open}
          onOpenChange={setOpen}
          initialTab={request.tab}
          initialQuery={request.query}
        />
      ) : null}
    </ScreenContainer>
  );
}
