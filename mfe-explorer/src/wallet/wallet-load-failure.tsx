import { Link } from 'react-router';
import { ArrowLeft, WalletMinimal } from 'lucide-react';
import { isApiError } from '@nacho/api';
import { Button, EmptyState, ErrorState } from '@nacho/ui';
import { readableError } from '../api/readable-error';

export const WALLET_EMPTY_TEXT = 'No NFTs found for this wallet';
export const INVALID_ADDRESS_TEXT = 'This is not a valid Kaspa address';

const backHome = (
  <Button asChild variant="outline" size="sm">
    <Link to="/">
      <ArrowLeft aria-hidden="true" />
      Back to Dashboard
    </Link>
  </Button>
);

/** Why the wallet could not be shown: an invalid address (400), a wallet without NFTs (404), or a failed call. */
export function WalletLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = isApiError(error) ? error.status : undefined;
  if (status === 404) {
    return (
      <EmptyState
        icon={<WalletMinimal />}
        title={WALLET_EMPTY_TEXT}
        hint="This address does not hold any NFTs of the collection."
        action={backHome}
      />
    );
  }
  if (status === 400) {
    // The validator's own wording (checksum, prefix...) means nothing to a visitor; say it plainly.
    return (
      <EmptyState
        icon={<WalletMinimal />}
        title={INVALID_ADDRESS_TEXT}
        hint="Wallet addresses start with kaspa: followed by 61 or 63 letters and digits. Check it for a typo or a missing part."
        action={backHome}
      />
    );
  }
  return <ErrorState message={`Could not load this wallet. ${readableError(error)}`} onRetry={onRetry} />;
}
