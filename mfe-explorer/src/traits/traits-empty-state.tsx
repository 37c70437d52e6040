import { Tags } from 'lucide-react';
import { Button, EmptyState } from '@nacho/ui';
import { ALL_TRAITS, type TraitView } from './trait-view';

export const NO_TRAITS_TEXT = 'No traits found';

function hint({ type, query }: TraitView): string {
  const where = type === ALL_TRAITS ? '' : ` in ${type}`;
  if (query.trim())
    return `No trait value${where} matches "${query.trim()}". Try another search${type === ALL_TRAITS ? '' : ' or choose All'}.`;
  if (type !== ALL_TRAITS) return `There are no statistics for ${type} yet. Choose All to see the others.`;
  return 'Trait statistics appear once the collection has been indexed.';
}

export function TraitsEmptyState({ view, onClear }: { view: TraitView; onClear: () => void }) {
  const filtered = view.type !== ALL_TRAITS || view.query.trim() !== '';
  return (
    <EmptyState
      icon={<Tags />}
      title={NO_TRAITS_TEXT}
      hint={hint(view)}
      action={
        filtered ? (
          <Button variant="outline" size="sm" onClick={onClear}>
            Clear filters
          </Button>
        ) : undefined
      }
    />
  );
}
