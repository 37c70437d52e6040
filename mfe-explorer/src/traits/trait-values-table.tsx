import {
  formatNumber,
  formatPercentTwoDecimals,
  traitValueBadge,
  type SortState,
  type TraitTableColumn,
} from '@nacho/domain';
import { Badge, type BadgeVariant, SortableHeader, Table } from '@nacho/ui';
import type { TraitFloor } from '@nacho/contracts';
import type { TraitValueStat } from '../api/explorer-types';
import { floorKey, TraitFloorLine, TraitFloorLink } from './trait-floor-cell';
import { sortTraitValues } from './sort-trait-values';

const BADGE_VARIANT: Record<string, BadgeVariant> = { 'Unique 1/1': 'gold', 'Rare 1/2': 'silver' };

const COLUMNS: ReadonlyArray<{ column: TraitTableColumn; label: string; className?: string }> = [
  { column: 'value', label: 'Value' },
  { column: 'count', label: 'Count', className: 'w-28' },
  { column: 'percentage', label: 'Rarity %', className: 'w-40 sm:w-56' },
];

export interface TraitValuesTableProps {
  traitType: string;
  values: readonly TraitValueStat[];
  sort: SortState<TraitTableColumn>;
  onSort: (column: TraitTableColumn) => void;
  /** Listing floors by floorKey(type, value) (GET /api/nft/floors); undefined while they load or when they failed. */
  floors?: ReadonlyMap<string, TraitFloor>;
  floorsLoading?: boolean;
}

/** Value, Count and Rarity % of one trait type's values; every header sorts. */
export function TraitValuesTable({
  traitType,
  values,
  sort,
  onSort,
  floors,
  floorsLoading = false,
}: TraitValuesTableProps) {
  const rows = sortTraitValues(values, sort);
  const largest = Math.max(...values.map((v) => v.percentage), 0);
  return (
    <Table.Root aria-label={`${traitType} values`}>
      <Table.Header>
        <Table.Row className="hover:bg-transparent">
          {COLUMNS.map(({ column, label, className }) => (
            <SortableHeader
              key={column}
              className={className}
              sorted={sort.column === column ? sort.direction : false}
              onSort={() => onSort(column)}
            >
              {label}
            </SortableHeader>
          ))}
          <Table.Head className="hidden w-28 sm:table-cell">Floor</Table.Head>
          <Table.Head className="hidden w-20 sm:table-cell">Listed</Table.Head>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => {
          const badge = traitValueBadge(traitType, row.value);
          const floor = floors?.get(floorKey(traitType, row.value));
          return (
            <Table.Row key={row.value} data-testid="trait-value-row">
              <Table.Cell className="font-medium">
                <span className="flex flex-wrap items-center gap-2">
                  <span data-testid="trait-value" className="capitalize">
                    {row.value}
                  </span>
                  {badge ? <Badge variant={BADGE_VARIANT[badge] ?? 'outline'}>{badge}</Badge> : null}
                </span>
                <TraitFloorLine floor={floor} />
              </Table.Cell>
              <Table.Cell data-testid="trait-value-count" className="tabular-nums">
                {formatNumber(row.count, 0)}
              </Table.Cell>
              <Table.Cell>
                <span className="flex items-center gap-3">
                  <span data-testid="trait-value-percentage" className="w-16 shrink-0 tabular-nums">
                    {formatPercentTwoDecimals(row.percentage)}
                  </span>
                  <span
                    aria-hidden="true"
                    className="hidden h-1.5 flex-1 overflow-hidden rounded-full bg-muted sm:block"
                  >
                    <span
                      className="block h-full rounded-full bg-primary/70"
                      style={{ width: `${largest > 0 ? (row.percentage / largest) * 100 : 0}%` }}
                    />
                  </span>
                </span>
              </Table.Cell>
              <Table.Cell data-testid="trait-value-floor" className="hidden sm:table-cell">
                <TraitFloorLink floor={floor} loading={floorsLoading} />
              </Table.Cell>
              <Table.Cell data-testid="trait-value-listed" className="hidden tabular-nums sm:table-cell">
                {floor ? formatNumber(floor.listed, 0) : '—'}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
