import { Spinner } from '@nacho/ui';

/** On the placeholder: a server render that shows it did not render its page (render-page.tsx). */
export const PAGE_LOADING_ATTRIBUTE = 'data-page-loading';

/**
 * The placeholder while a remote or one of its pages downloads. A viewport tall, so that the
 * footer starts below the fold: otherwise the page arriving pushes it down, a layout shift
 * (CLS) of about a third of a phone screen.
 */
export function PageLoading() {
  return (
    <div {...{ [PAGE_LOADING_ATTRIBUTE]: '' }} className="flex min-h-dvh items-start justify-center px-4 pt-[18vh]">
      <Spinner size="lg" label="Loading page..." />
    </div>
  );
}
