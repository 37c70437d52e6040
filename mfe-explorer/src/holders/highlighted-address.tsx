/** The address with the searched part marked, so a match in the middle is easy to spot. */
export function HighlightedAddress({ address, search }: { address: string; search: string }) {
  const at = search ? address.toLowerCase().indexOf(search.toLowerCase()) : -1;
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <mark className="rounded-sm bg-primary/25 text-foreground">{address.slice(at, at + search.length)}</mark>
      {address.slice(at + search.length)}
    </>
  );
}
