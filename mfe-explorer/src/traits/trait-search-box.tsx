import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { SearchField } from '../layout/search-field';
import { formatPercentTwoDecimals } from '@nacho/domain';
import { cn, Input } from '@nacho/ui';
import type { TraitTypeStats } from '../api/explorer-types';
import { traitSuggestions, type TraitFilter, type TraitSuggestion } from './trait-view';

export interface TraitSearchBoxProps {
  stats: readonly TraitTypeStats[];
  type: TraitFilter;
  query: string;
  onQueryChange: (query: string) => void;
  onChoose: (suggestion: TraitSuggestion) => void;
}

/**
 * A search over trait values with suggestions (5 per trait type, 10 in all). Arrow keys move
 * through them, Enter chooses, Escape closes the list.
 */
export function TraitSearchBox({ stats, type, query, onQueryChange, onChoose }: TraitSearchBoxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(() => traitSuggestions(stats, query, type), [stats, query, type]);
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (suggestion: TraitSuggestion) => {
    onChoose(suggestion);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index < 0 ? (step > 0 ? 0 : count - 1) : (index + step + count) % count));
    } else if (event.key === 'Enter') {
      if (expanded && active >= 0 && active < count) {
        event.preventDefault();
        choose(suggestions[active]);
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <SearchField
      query={query}
      onClear={() => onQueryChange('')}
      clearClassName="text-muted-foreground"
      popup={
        <ul
          id={listId}
          role="listbox"
          aria-label="Trait value suggestions"
          hidden={!expanded}
          className="absolute top-full right-0 left-0 z-40 mt-1 max-h-80 overflow-y-auto rounded-md border border-border bg-popover p-1 shadow-lg"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.traitType}:${suggestion.value}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: the input must not blur (and close the list) first.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(suggestion);
              }}
              onMouseEnter={() => setActive(index)}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-3 rounded-sm px-3 py-2 text-sm',
                index === active && 'bg-accent text-accent-foreground',
              )}
            >
              <span className="min-w-0 truncate capitalize">{suggestion.value}</span>
              <span className="flex shrink-0 items-center gap-2 text-xs text-muted-foreground">
                <span className="rounded bg-muted px-1.5 py-0.5 font-medium">{suggestion.traitType}</span>
                <span className="w-14 text-right tabular-nums">{formatPercentTwoDecimals(suggestion.percentage)}</span>
              </span>
            </li>
          ))}
        </ul>
      }
    >
      <Input
        role="combobox"
        aria-label="Search trait values"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search trait values, e.g. beret"
        value={query}
        className="pr-10 pl-9"
        onChange={(event) => {
          onQueryChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
    </SearchField>
  );
}
