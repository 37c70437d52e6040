import type { ReactNode } from 'react';

/** The title block every explorer screen starts with. */
export function ScreenHeader({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <header className="flex flex-col gap-2">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
      {description ? <p className="max-w-2xl text-sm text-muted-foreground md:text-base">{description}</p> : null}
    </header>
  );
}

export function ScreenContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:px-6 md:py-10">{children}</div>;
}
