import { Spinner } from '@nacho/ui';

/**
 * The placeholder while a remote or one of its pages downloads. A viewport tall, so that the
 * footer starts below the fold: otherwise the page arriving pushes it down, a layout shift
 * (CLS) of about a third of a phone screen.
 */
export function PageLoading() {
  return (
    <div className="flex min-h-dvh items-start justify-center px-4 pt-[18vh]">
      <Spinner size="lg" label="Loading page..." />
    </div>
  );
}
