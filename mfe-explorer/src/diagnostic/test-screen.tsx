import { CircleCheck } from 'lucide-react';
import { Card, ErrorState, Spinner } from '@nacho/ui';
import { ScreenContainer, ScreenHeader } from '../layout/screen-header';
import { usePageTitle } from '../layout/use-page-title';
import { useGetTokenListQuery } from './token-list-api';

function statusOf(error: unknown): string {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? String(status) : 'network error';
}

/** SPEC "/test": fetches the token list and shows Loading, Error or Success. */
export function Component() {
  const { data, error, isLoading, refetch } = useGetTokenListQuery();
  usePageTitle('API Diagnostic');
  return (
    <ScreenContainer>
      <ScreenHeader title="API Diagnostic" description="Checks that the explorer can reach the NFT service." />
      <Card className="p-6" aria-live="polite">
        {isLoading ? (
          <div className="flex items-center gap-3 text-sm">
            <Spinner size="sm" />
            Loading...
          </div>
        ) : error ? (
          <ErrorState message={`HTTP error! status: ${statusOf(error)}`} onRetry={() => void refetch()} />
        ) : (
          <p className="flex items-center gap-3 text-sm">
            <CircleCheck aria-hidden="true" className="size-5 text-success" />
            <span>
              Success: <strong data-testid="token-count">{data?.result?.length ?? 0}</strong> tokens loaded
            </span>
          </p>
        )}
      </Card>
    </ScreenContainer>
  );
}
