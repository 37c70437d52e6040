import type { ReactNode } from 'react';

/** Picture on the left (on top on phones), summary on the right, traits below. */
export function NftDetailLayout({
  image,
  summary,
  traits,
}: {
  image: ReactNode;
  summary: ReactNode;
  traits: ReactNode;
}) {
  return (
    <>
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-8">
        <div className="mx-auto w-full max-w-md md:max-w-none">{image}</div>
        <div className="flex min-w-0 flex-col gap-4">{summary}</div>
      </div>
      {traits}
    </>
  );
}
