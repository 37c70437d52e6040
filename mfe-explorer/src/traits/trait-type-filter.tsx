import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@nacho/ui/overlays';
import { TRAIT_FILTER_OPTIONS, type TraitFilter } from './trait-view';

/** The dropdown All, Head, Face, ... Realm. */
export function TraitTypeFilter({ value, onChange }: { value: TraitFilter; onChange: (value: TraitFilter) => void }) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger aria-label="Filter by trait type" className="sm:w-44">
        <span className="flex min-w-0 items-center gap-1.5">
          <span className="text-muted-foreground">Trait:</span>
          <SelectValue />
        </span>
      </SelectTrigger>
      <SelectContent>
        {TRAIT_FILTER_OPTIONS.map((option) => (
          <SelectItem key={option} value={option}>
            {option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
