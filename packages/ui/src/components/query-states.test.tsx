import { fireEvent, render, screen } from '@testing-library/react';
import { QueryStates, type QueryStatesQuery } from './query-states';

function renderStates(query: QueryStatesQuery<string[]>) {
  return render(
    <QueryStates
      query={query}
      loading={<p>Loading the list</p>}
      errorMessage="Could not load the list."
      empty={{ when: (items) => items.length === 0, title: 'The list is empty' }}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryStates>,
  );
}

const refetch = jest.fn();

test('shows the loading content during the first load', () => {
  renderStates({ isLoading: true, refetch });
  expect(screen.getByText('Loading the list')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('shows the error with a Retry button that refetches', () => {
  renderStates({ isLoading: false, error: new Error('down'), data: ['stale'], refetch });
  expect(screen.getByRole('alert')).toHaveTextContent('Could not load the list.');
  expect(screen.queryByText('stale')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(refetch).toHaveBeenCalledTimes(1);
});

test('shows the empty state for empty data, else the content', () => {
  const { rerender } = renderStates({ isLoading: false, data: [], refetch });
  expect(screen.getByText('The list is empty')).toBeInTheDocument();
  rerender(
    <QueryStates query={{ isLoading: false, data: ['NACHO #7'], refetch }} loading={null} errorMessage="Failed">
      {(items) => <p>{items.join(', ')}</p>}
    </QueryStates>,
  );
  expect(screen.getByText('NACHO #7')).toBeInTheDocument();
  expect(screen.queryByText('The list is empty')).toBeNull();
});
