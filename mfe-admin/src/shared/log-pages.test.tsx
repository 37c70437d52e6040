import { fireEvent, render, screen, within } from '@testing-library/react';
import { LogPages } from './log-pages';

test('LogPages shows the page of a log reply and asks for the next one', () => {
  const onPageChange = jest.fn();
  render(<LogPages of={{ page: 2, pageCount: 5 }} onPageChange={onPageChange} label="Audit log pages" />);
  const nav = screen.getByRole('navigation', { name: 'Audit log pages' });
  expect(nav).toHaveTextContent('PreviousPage 2 of 5Next');
  fireEvent.click(within(nav).getByRole('button', { name: /next/i }));
  expect(onPageChange).toHaveBeenCalledWith(3);
});
