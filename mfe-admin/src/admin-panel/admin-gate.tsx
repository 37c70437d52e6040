import type { ReactNode } from 'react';
import { ErrorState, Spinner } from '@nacho/ui';
import { useGetAdminSessionQuery } from '../api/admin-api';
import { PasscodePrompt } from './passcode-prompt';

/** Shows `children` only to an admin session; everyone else gets the passcode prompt. */
export function AdminGate({ children }: { children: ReactNode }) {
  const { data, error, isLoading, refetch } = useGetAdminSessionQuery();
  if (isLoading) {
    return (
      <div className="flex justify-center py-10">
        <Spinner size="lg" label="Checking admin session..." />
      </div>
    );
  }
  if (error || !data) return <ErrorState message="Could not check the admin session." onRetry={() => void refetch()} />;
  return data.authenticated ? <>{children}</> : <PasscodePrompt session={data} />;
}
