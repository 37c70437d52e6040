import { useEffect, useState } from 'react';
import type { SearchDialogProps } from 'nacho-remote-contracts';
import { RemoteComponent } from '../federation/remote-component';
import { onSearchDialogRequest, type SearchDialogRequest } from '@nacho/contracts';

/**
 * Renders the explorer's SearchDialog when something asks for it. The remote module is only
 * downloaded on the first request; a new request remounts the dialog with its initial tab and query.
 */
export function SearchDialogHost() {
  const [request, setRequest] = useState<(SearchDialogRequest & { id: number }) | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(
    () =>
      onSearchDialogRequest((next) => {
        setRequest((previous) => ({ ...next, id: (previous?.id ?? 0) + 1 }));
        setOpen(true);
      }),
    [],
  );

  if (!request) return null;
  return (
    <RemoteComponent<SearchDialogProps>
      key={request.id}
      remote="explorer"
      expose="SearchDialog"
      props={{ open, onOpenChange: setOpen, initialTab: request.tab, initialQuery: request.query }}
    />
  );
}
