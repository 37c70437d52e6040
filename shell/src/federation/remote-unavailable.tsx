import { useState } from 'react';
import { RefreshCw, Unplug } from 'lucide-react';
import { Button, Card, IconDisc } from '@nacho/ui';

export const REMOTE_UNAVAILABLE_TITLE = 'This part of the site is unavailable right now';

/** Replaces the routes of a remote that could not be loaded; the header and other pages keep working. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <div className="mx-auto flex max-w-xl px-4 py-12 md:py-20">
      <Card role="alert" className="flex w-full flex-col items-center gap-4 px-6 py-10 text-center">
        <IconDisc>
          <Unplug aria-hidden="true" className="size-7" />
        </IconDisc>
        <h1 className="text-xl font-semibold tracking-tight">{REMOTE_UNAVAILABLE_TITLE}</h1>
        <p className="max-w-sm text-sm text-muted-foreground">
          We could not load this section. The rest of the explorer still works; try again in a moment.
        </p>
        <Button onClick={retry} disabled={retrying} aria-busy={retrying}>
          <RefreshCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
          {retrying ? 'Retrying...' : 'Retry'}
        </Button>
      </Card>
    </div>
  );
}
