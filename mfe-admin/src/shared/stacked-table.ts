/*
 * Below md an admin table turns into stacked rows: each row a card, each cell a line with its
 * column name in front (the cell's data-label), so no table needs a horizontal scroll at 390 px.
 */
export const STACKED = {
  table: 'max-md:block',
  header: 'max-md:sr-only',
  body: 'max-md:flex max-md:flex-col max-md:gap-3',
  row: 'max-md:block max-md:rounded-lg max-md:border! max-md:px-3 max-md:py-2',
  cell: 'max-md:flex max-md:items-start max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1 max-md:text-right max-md:before:shrink-0 max-md:before:text-left max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]',
} as const;
