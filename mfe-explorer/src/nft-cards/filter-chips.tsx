import { X } from 'lucide-react';
import { Button, cn, focusRing } from '@nacho/ui';
import type { TraitFilters } from '@nacho/domain';

export interface FilterChipsProps {
  filters: TraitFilters;
  /** Removes one selected value. */
  onRemove: (traitType: string, value: string) => void;
  onClearAll: () => void;
  clearLabel?: string;
  className?: string;
}

/** The selected trait filters as removable chips, with a button clearing them all. */
export function FilterChips({ filters, onRemove, onClearAll, clearLabel = 'Clear All', className }: FilterChipsProps) {
  const chips = Object.entries(filters).flatMap(([type, values]) => values.map((value) => ({ type, value })));
  if (chips.length === 0) return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <ul aria-label="Selected filters" className="flex flex-wrap gap-1.5">
        {chips.map(({ type, value }) => (
          <li key={`${type}=${value}`}>
            <button
              type="button"
              onClick={() => onRemove(type, value)}
              aria-label={`Remove filter ${type}: ${value}`}
              className={cn(
                'inline-flex max-w-full cursor-pointer items-center gap-1 rounded-full border border-primary/40 bg-primary/10 py-0.5 pr-1.5 pl-2.5 text-xs font-medium text-foreground transition-colors hover:bg-primary/20',
                focusRing,
              )}
            >
              <span className="text-muted-foreground">{type}:</span>
              <span className="truncate capitalize">{value}</span>
              <X aria-hidden="true" className="size-3.5 text-muted-foreground" />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={onClearAll}>
        {clearLabel}
      </Button>
    </div>
  );
}
