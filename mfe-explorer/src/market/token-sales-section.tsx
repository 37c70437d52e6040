import { History } from 'lucide-react';
import { formatMoment, shortenAddress } from '@nacho/domain';
import { cn } from '@nacho/ui';
import { useGetTokenSalesQuery } from './market-api';
import { Kas } from './market-format';
import { SectionCard } from '../layout/section-card';
import { WalletLink } from '../prefetch/page-links';

function Party({ address }: { address: string | null }) {
  if (!address) return <span className="text-muted-foreground">—</span>;
  return (
    <WalletLink address={address} className="font-mono text-primary hover:underline" title={address}>
      {shortenAddress(address)}
    </WalletLink>
  );
}

/** The columns; phones show seller above buyer in the last one, so nothing scrolls sideways. */
const COLUMNS = [
  { label: 'Sold', className: 'pr-3' },
  { label: 'Price', className: 'pr-3 text-right' },
  { label: 'Seller', className: 'hidden pr-3 sm:table-cell' },
  { label: 'Buyer', className: 'hidden sm:table-cell' },
  { label: 'Seller / Buyer', className: 'sm:hidden' },
];

/** The token's last sales on the market; nothing at all while there are none (or the market service is away). */
export function TokenSalesSection({ tokenId }: { tokenId: number }) {
  const { data: sales } = useGetTokenSalesQuery(tokenId);
  if (!sales?.length) return null;
  return (
    <SectionCard title="Last Sales" icon={History}>
      <div>
        <table className="w-full max-w-3xl text-sm">
          <thead className="text-left text-xs text-muted-foreground">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column.label} scope="col" className={cn('py-1.5 font-medium', column.className)}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sales.map((sale) => (
              <tr key={sale.orderId} className="border-t border-border/60" data-testid="token-sale">
                <td className="py-2 pr-3 whitespace-nowrap">{formatMoment(sale.soldAt)}</td>
                <td className="py-2 pr-3 text-right font-semibold whitespace-nowrap tabular-nums">
                  <Kas value={sale.priceKas} />
                </td>
                <td className="hidden py-2 pr-3 sm:table-cell">
                  <Party address={sale.seller} />
                </td>
                <td className="hidden py-2 sm:table-cell">
                  <Party address={sale.buyer} />
                </td>
                <td className="py-2 sm:hidden">
                  <span className="flex flex-col gap-1">
                    <Party address={sale.seller} />
                    <Party address={sale.buyer} />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionCard>
  );
}
