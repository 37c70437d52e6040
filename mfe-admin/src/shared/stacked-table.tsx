import type { HTMLAttributes, ReactNode, TdHTMLAttributes } from 'react';
import { Table, cn } from '@nacho/ui';

/*
 * Below md an admin table turns into stacked rows: each row a card, each cell a line with its
 * column name in front (the cell's data-label), so no table needs a horizontal scroll at 390 px.
 */
const STACKED = {
  frame: 'overflow-x-auto rounded-lg border border-border max-md:border-0',
  table: 'max-md:block',
  header: 'max-md:sr-only',
  body: 'max-md:flex max-md:flex-col max-md:gap-3',
  row: 'max-md:block max-md:rounded-lg max-md:border! max-md:px-3 max-md:py-2',
  cell: 'max-md:flex max-md:items-start max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1 max-md:text-right max-md:before:shrink-0 max-md:before:text-left max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]',
} as const;

/** A column header: its text, or its text and the header cell's classes. */
export type StackedColumn = string | { label: string; className?: string };

export type StackedTableProps = {
  columns: readonly StackedColumn[];
  /** The rows: StackedRow elements. */
  children: ReactNode;
  'aria-label'?: string;
  /** Classes of the bordered frame around the table (e.g. dimmed while a new page loads). */
  className?: string;
};

/** An admin table in its bordered frame, with one header cell a column, that stacks below md. */
export function StackedTable({ columns, children, className, ...props }: StackedTableProps) {
  return (
    <div className={cn(STACKED.frame, className)}>
      <Table.Root className={STACKED.table} {...props}>
        <Table.Header className={STACKED.header}>
          <Table.Row>
            {columns.map((column) => {
              const { label, className: headClassName } = typeof column === 'string' ? { label: column } : column;
              return (
                <Table.Head key={label} className={headClassName}>
                  {label}
                </Table.Head>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body className={STACKED.body}>{children}</Table.Body>
      </Table.Root>
    </div>
  );
}

/** A row of a StackedTable: a card of its own below md. */
export function StackedRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <Table.Row className={cn(STACKED.row, className)} {...props} />;
}

/** A cell of a StackedRow; below md a line with its column name (label) in front. */
export function StackedCell({
  label,
  className,
  ...props
}: TdHTMLAttributes<HTMLTableCellElement> & { label: string }) {
  return <Table.Cell data-label={label} className={cn(STACKED.cell, className)} {...props} />;
}
