import * as React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Pagination } from './pagination';
import { PageSummary, pageSummaryText } from './page-summary';
import { PaginationFooter } from './pagination-footer';
import { pageWindow } from '../lib/pagination';

function renderPagination(props: Partial<React.ComponentProps<typeof Pagination>> = {}) {
  const onPageChange = jest.fn();
  render(<Pagination page={1} pageCount={5} onPageChange={onPageChange} {...props} />);
  return onPageChange;
}

const button = (name: string) => screen.getByRole('button', { name });

describe('pages variant', () => {
  test('reads "Page X of Y" between First/Prev and Next/Last', () => {
    renderPagination({ page: 2 });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('FirstPrevPage 2 of 5NextLast');
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
  });

  test('First and Prev are disabled on page 1; Next and Last are enabled', () => {
    renderPagination({ page: 1 });
    expect(button('First')).toBeDisabled();
    expect(button('Prev')).toBeDisabled();
    expect(button('Next')).toBeEnabled();
    expect(button('Last')).toBeEnabled();
  });

  test('Next and Last are disabled on the last page', () => {
    renderPagination({ page: 5 });
    expect(button('Next')).toBeDisabled();
    expect(button('Last')).toBeDisabled();
    expect(button('First')).toBeEnabled();
    expect(button('Prev')).toBeEnabled();
  });

  test('buttons ask for the first, previous, next and last page', () => {
    const onPageChange = renderPagination({ page: 3 });
    fireEvent.click(button('First'));
    fireEvent.click(button('Prev'));
    fireEvent.click(button('Next'));
    fireEvent.click(button('Last'));
    expect(onPageChange.mock.calls).toEqual([[1], [2], [4], [5]]);
  });

  test('no pages still reads "Page 1 of 1" with every button disabled', () => {
    renderPagination({ page: 1, pageCount: 0 });
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    for (const name of ['First', 'Prev', 'Next', 'Last']) expect(button(name)).toBeDisabled();
  });
});

describe('window variant', () => {
  const numberedButtons = () =>
    within(screen.getByRole('navigation'))
      .getAllByRole('button')
      .filter((element) => /^\d+$/.test(element.textContent ?? ''))
      .map((element) => Number(element.textContent));

  test('shows at most 5 numbered buttons centred on the current page', () => {
    renderPagination({ variant: 'window', page: 6, pageCount: 10 });
    expect(numberedButtons()).toEqual([4, 5, 6, 7, 8]);
    expect(button('Page 6')).toHaveAttribute('aria-current', 'page');
    expect(button('Page 5')).not.toHaveAttribute('aria-current');
    expect(button('Previous')).toBeEnabled();
    expect(button('Next')).toBeEnabled();
  });

  test('the window slides with the page and stops at both ends', () => {
    const onPageChange = jest.fn();
    const { rerender } = render(<Pagination variant="window" page={1} pageCount={10} onPageChange={onPageChange} />);
    expect(numberedButtons()).toEqual([1, 2, 3, 4, 5]);
    expect(button('Previous')).toBeDisabled();

    rerender(<Pagination variant="window" page={4} pageCount={10} onPageChange={onPageChange} />);
    expect(numberedButtons()).toEqual([2, 3, 4, 5, 6]);

    rerender(<Pagination variant="window" page={10} pageCount={10} onPageChange={onPageChange} />);
    expect(numberedButtons()).toEqual([6, 7, 8, 9, 10]);
    expect(button('Next')).toBeDisabled();

    fireEvent.click(button('Page 8'));
    expect(onPageChange).toHaveBeenCalledWith(8);
  });

  test('fewer than 5 pages shows each page once', () => {
    renderPagination({ variant: 'window', page: 2, pageCount: 3 });
    expect(numberedButtons()).toEqual([1, 2, 3]);
  });
});

test('simple variant: Previous / "Page x of y" / Next', () => {
  renderPagination({ variant: 'simple', page: 2, pageCount: 4 });
  expect(screen.getByRole('navigation')).toHaveTextContent('PreviousPage 2 of 4Next');
  expect(screen.queryByRole('button', { name: 'First' })).not.toBeInTheDocument();
});

test('pageWindow keeps the window inside the page range', () => {
  expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
  expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
  expect(pageWindow(42, 10)).toEqual([6, 7, 8, 9, 10]);
  expect(pageWindow(1, 1)).toEqual([1]);
});

describe('PageSummary', () => {
  test('"Showing x to y of z {noun}" on a middle and the last page', () => {
    const { rerender } = render(<PageSummary page={2} pageSize={25} total={312} noun="holders" />);
    expect(screen.getByText('Showing 26 to 50 of 312 holders')).toBeInTheDocument();
    rerender(<PageSummary page={13} pageSize={25} total={312} noun="holders" />);
    expect(screen.getByText('Showing 301 to 312 of 312 holders')).toBeInTheDocument();
  });

  test('large totals read with thousands separators like every other figure', () => {
    expect(pageSummaryText(64, 25, 1592, 'holders')).toBe('Showing 1,576 to 1,592 of 1,592 holders');
  });

  test('an empty list reads "Showing 0 to 0 of 0"', () => {
    render(<PageSummary page={1} pageSize={10} total={0} noun="results" />);
    expect(screen.getByText('Showing 0 to 0 of 0 results')).toBeInTheDocument();
  });
});

test('PaginationFooter shows the summary of its page beside the page buttons', () => {
  const onPageChange = jest.fn();
  render(
    <PaginationFooter
      page={2}
      pageCount={13}
      onPageChange={onPageChange}
      variant="simple"
      label="Holders pages"
      pageSize={25}
      total={312}
      noun="holders"
    />,
  );
  expect(screen.getByText('Showing 26 to 50 of 312 holders')).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Holders pages' });
  fireEvent.click(within(nav).getByRole('button', { name: /next/i }));
  expect(onPageChange).toHaveBeenCalledWith(3);
});
