import { SearchX } from 'lucide-react';
import { EmptyState } from '@nacho/ui';
import { NOT_FOUND_TITLE, notFoundHint } from './search-texts';

export function SearchNotFound({ query }: { query: string }) {
  return <EmptyState icon={<SearchX />} title={NOT_FOUND_TITLE} hint={notFoundHint(query)} className="py-8" />;
}
