import { ErrorState, Spinner } from '@nacho/ui';
import { useGetAdminSessionQuery } from '../api/admin-api';
import { PasscodePrompt } from './passcode-prompt';

export function Component() {
  const { data, error, isLoading, refetch } = useGetAdminSessionQuery();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:px-6 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Admin Panel</h1>
      {isLoading ? (
        <div className="flex justify-center py-10">
          <Spinner size="lg" label="Checking admin session..." />
        </div>
      ) : error ? (
        <ErrorState message="Could not check the admin session." onRetry={() => void refetch()} />
      ) : data?.authenticated ? (
        <p className="text-sm text-muted-foreground">You are signed in as an admin.</p>
      ) : (
        <PasscodePrompt />
      )}
    </div>
  );
}
