import * as React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { SortableHeader, type SortDirection } from './sortable-header';
import * as Table from './table';

function renderHeader(sorted: SortDirection | false, onSort = jest.fn()) {
  render(
    <Table.Root>
      <Table.Header>
        <Table.Row>
          <SortableHeader sorted={sorted} onSort={onSort}>
            Count
          </SortableHeader>
        </Table.Row>
      </Table.Header>
    </Table.Root>,
  );
  return onSort;
}

test.each([
  ['asc', 'ascending'],
  ['desc', 'descending'],
  [false, 'none'],
] as const)('sorted=%s sets aria-sort="%s" on the column header', (sorted, ariaSort) => {
  renderHeader(sorted);
  expect(screen.getByRole('columnheader', { name: /Count/ })).toHaveAttribute('aria-sort', ariaSort);
});

test('the direction icon follows the sort', () => {
  renderHeader('desc');
  expect(screen.getByRole('button', { name: 'Count' }).querySelector('[data-sort-icon]')).toHaveAttribute(
    'data-sort-icon',
    'desc',
  );
});

test('pressing the header button asks to sort', () => {
  const onSort = renderHeader(false);
  fireEvent.click(screen.getByRole('button', { name: 'Count' }));
  expect(onSort).toHaveBeenCalledTimes(1);
});
