import { formatNumber } from '@nacho/domain';
import { CopyButton, SortableHeader, Table, VisuallyHidden } from '@nacho/ui';
import type { HolderRow, HolderSort, SortDirection } from '../api/explorer-types';
import { HighlightedAddress } from './highlighted-address';
import { powerMedal, RankCell } from './power-medal';
import { StakingPower } from './staking-power';
import { WalletLink } from '../prefetch/page-links';

export interface HoldersListProps {
  rows: readonly HolderRow[];
  search: string;
  sort: HolderSort;
  direction: SortDirection;
  hasPowerData: boolean;
  onSort: (column: HolderSort) => void;
}

function Value({ kas }: { kas: number }) {
  return (
    <span className="whitespace-nowrap tabular-nums">
      {formatNumber(kas, 0)} <span className="text-xs text-muted-foreground">KAS</span>
    </span>
  );
}

/** Columns #, Address, Token Count, Staking Power, Value; the headers sort. */
export function HoldersTable({ rows, search, sort, direction, hasPowerData, onSort }: HoldersListProps) {
  const sorted = (column: HolderSort) => (sort === column ? direction : false);
  return (
    <Table.Root aria-label="Holders">
      <Table.Header>
        <Table.Row className="hover:bg-transparent">
          <Table.Head className="w-16">#</Table.Head>
          <SortableHeader sorted={sorted('address')} onSort={() => onSort('address')}>
            Address
          </SortableHeader>
          <SortableHeader sorted={sorted('count')} onSort={() => onSort('count')} className="w-36">
            Token Count
          </SortableHeader>
          {hasPowerData ? (
            <SortableHeader sorted={sorted('power')} onSort={() => onSort('power')} className="w-52">
              Staking Power
            </SortableHeader>
          ) : (
            <Table.Head className="w-52">Staking Power</Table.Head>
          )}
          <SortableHeader sorted={sorted('value')} onSort={() => onSort('value')} className="w-40">
            Value
          </SortableHeader>
          <Table.Head className="w-12">
            <VisuallyHidden>Copy</VisuallyHidden>
          </Table.Head>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.address}>
            <Table.Cell className="text-muted-foreground tabular-nums">
              <RankCell rank={row.rank} medal={powerMedal(row, sort)} />
            </Table.Cell>
            <Table.Cell className="max-w-0 w-full">
              <WalletLink
                address={row.address}
                className="block truncate font-mono text-[13px] hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                title={row.address}
              >
                <HighlightedAddress address={row.address} search={search} />
              </WalletLink>
            </Table.Cell>
            <Table.Cell className="font-semibold tabular-nums">{formatNumber(row.tokenCount, 0)}</Table.Cell>
            <Table.Cell>
              <StakingPower power={row.stakingPower} />
            </Table.Cell>
            <Table.Cell data-testid="holder-value">
              <Value kas={row.valueKas} />
            </Table.Cell>
            <Table.Cell>
              <CopyButton value={row.address} iconOnly label="Copy address" variant="ghost" />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** Below 768 px: one stacked entry per holder, the full address wrapped, nothing scrolls sideways. */
export function HoldersStackedList({ rows, search, sort }: Pick<HoldersListProps, 'rows' | 'search' | 'sort'>) {
  return (
    <ol className="flex flex-col divide-y divide-border" aria-label="Holders">
      {rows.map((row) => (
        <li key={row.address} className="flex flex-col gap-2 py-3">
          <div className="flex items-start gap-3">
            <span className="mt-0.5 min-w-8 text-sm text-muted-foreground tabular-nums">
              <RankCell rank={row.rank} medal={powerMedal(row, sort)} prefix="#" />
            </span>
            <WalletLink
              address={row.address}
              className="min-w-0 flex-1 font-mono text-[13px] leading-snug break-all hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              <HighlightedAddress address={row.address} search={search} />
            </WalletLink>
            <CopyButton value={row.address} iconOnly label="Copy address" variant="ghost" className="-mt-1 shrink-0" />
          </div>
          <dl className="flex flex-wrap items-center gap-x-5 gap-y-1 pl-11 text-sm">
            <div className="flex items-center gap-1.5">
              <dt className="text-muted-foreground">Tokens</dt>
              <dd className="font-semibold tabular-nums">{formatNumber(row.tokenCount, 0)}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt className="text-muted-foreground">Power</dt>
              <dd>
                <StakingPower power={row.stakingPower} />
              </dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt className="text-muted-foreground">Value</dt>
              <dd>
                <Value kas={row.valueKas} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  );
}
