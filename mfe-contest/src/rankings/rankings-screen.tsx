export function Component() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-8 md:px-6 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Current Rankings</h1>
      <p className="max-w-2xl text-sm text-muted-foreground md:text-base">Every NFT liked this month, ranked by its likes.</p>
    </div>
  );
}
