import * as React from 'react';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { ErrorState } from './error-state';

/** What QueryStates reads of a query (an RTK Query hook's result fits). */
export type QueryStatesQuery<T> = { data?: T; error?: unknown; isLoading: boolean; refetch: () => unknown };

export type QueryStatesProps<T> = {
  query: QueryStatesQuery<T>;
  /** Shown during the first load, e.g. a Skeleton the size of the content. */
  loading: React.ReactNode;
  /** The text of the ErrorState shown when the query failed; its Retry button refetches. */
  errorMessage: React.ReactNode;
  /** The EmptyState shown instead of the content when the loaded data is empty by `when`. */
  empty?: EmptyStateProps & { when: (data: T) => boolean };
  /** The content, given the loaded data. */
  children: (data: T) => React.ReactNode;
};

/** A query's states in one place: loading, failed (with Retry), loaded but empty, and its content. */
export function QueryStates<T>({ query, loading, errorMessage, empty, children }: QueryStatesProps<T>) {
  const { data, error, isLoading, refetch } = query;
  if (isLoading) return <>{loading}</>;
  if (error || data === undefined) return <ErrorState message={errorMessage} onRetry={() => void refetch()} />;
  if (empty?.when(data)) {
    const { when: _when, ...emptyState } = empty;
    return <EmptyState {...emptyState} />;
  }
  return <>{children(data)}</>;
}
