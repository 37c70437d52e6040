import { Link } from 'react-router';
import { ArrowLeft, WalletMinimal } from 'lucide-react';
import { errorMessage, isApiError } from '@nacho/api';
import { Button, EmptyState, ErrorState } from '@nacho/ui';

export const WALLET_EMPTY_TEXT = 'No NFTs found for this wallet';
export const INVALID_ADDRESS_TEXT = 'This is not a valid Kaspa wallet address';

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
    return <EmptyState icon={<WalletMinimal />} title={WALLET_EMPTY_TEXT} hint="This address does not hold any NFTs of the collection." action={backHome} />;
  }
  if (status === 400) {
    const reason = isApiError(error) ? error.serverMessage : undefined;
    return (
      <EmptyState
        icon={<WalletMinimal />}
        title={INVALID_ADDRESS_TEXT}
        hint={
          <>
            Wallet addresses start with kaspa: followed by 61 or 63 letters and digits.
            {reason ? <span className="mt-1 block text-xs">({reason})</span> : null}
          </>
        }
        action={backHome}
      />
    );
  }
  return <ErrorState message={`Could not load this wallet (${errorMessage(error)})`} onRetry={onRetry} />;
}
