import { ArrowRight } from 'lucide-react';
import { shortenAddress } from '@nacho/domain';
import { cn, focusRing } from '@nacho/ui';
import { WalletLink } from '../prefetch/page-links';

/** A wallet, shortened, linking to its page (the full address as its title). */
export function WalletParty({ address, className }: { address: string; className?: string }) {
  return (
    <WalletLink
      address={address}
      title={address}
      className={cn(
        'rounded-sm font-mono text-sm text-primary underline-offset-4 hover:underline',
        focusRing,
        className,
      )}
    >
      {shortenAddress(address)}
    </WalletLink>
  );
}

/** "from → to"; a row with one side (a mint, a listing) shows that side alone. */
export function ActivityParties({
  from,
  to,
  className,
}: {
  from: string | null;
  to: string | null;
  className?: string;
}) {
  if (!from && !to) return <span className={cn('text-sm text-muted-foreground', className)}>—</span>;
  return (
    <span className={cn('flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5', className)}>
      {from ? <WalletParty address={from} /> : null}
      {from && to ? (
        <>
          <ArrowRight aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
          <span className="sr-only">to</span>
        </>
      ) : null}
      {to ? <WalletParty address={to} /> : null}
    </span>
  );
}
