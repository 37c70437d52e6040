import { Spinner } from '@nacho/ui';

/** Suspense fallback while a remote or one of its pages downloads. */
export function PageLoading() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center px-4">
      <Spinner size="lg" label="Loading page..." />
    </div>
  );
}
