import { useEffect, useState, type FormEvent } from 'react';
import { ACTIVITY_KINDS, type ActivityKind } from '@nacho/domain';
import { cachePolicy, subscriptionCacheOptions } from '@nacho/api';
import { EDITION_TRAIT, toggleFilterValue } from '@nacho/domain';
import { Button, cn, focusRing, Input } from '@nacho/ui';
import { useGetTraitStatsQuery } from '../api/explorer-api';
import type { TraitFacet } from '../api/explorer-types';
import { FilterChips } from '../nft-cards/filter-chips';
import { TraitFilterMenu } from '../wallet/trait-filter-menu';
import { ACTIVITY_KIND_LABELS } from './activity-kind';
import { hasActivityFilters, type ActivityView } from './activity-view-state';

/** The collection's trait values as the wallet page's facets (counted over the whole collection). */
function useCollectionFacets(): TraitFacet[] {
  const { data } = useGetTraitStatsQuery(undefined, subscriptionCacheOptions(cachePolicy.traitStats));
  return (data?.traitStats ?? [])
    .filter((type) => type.name !== EDITION_TRAIT)
    .map((type) => ({ traitType: type.name, values: type.values.map(({ value, count }) => ({ value, count })) }));
}

function KindToggles({ kinds, onChange }: { kinds: ActivityKind[]; onChange: (kinds: ActivityKind[]) => void }) {
  const toggle = (kind: ActivityKind) =>
    onChange(
      kinds.includes(kind)
        ? kinds.filter((k) => k !== kind)
        : ACTIVITY_KINDS.filter((k) => k === kind || kinds.includes(k)),
    );
  return (
    <div role="group" aria-label="Event kinds" className="flex flex-wrap gap-1.5">
      {ACTIVITY_KINDS.map((kind) => {
        const on = kinds.includes(kind);
        return (
          <button
            key={kind}
            type="button"
            aria-pressed={on}
            onClick={() => toggle(kind)}
            className={cn(
              'h-9 cursor-pointer rounded-full border px-3 text-sm font-medium transition-colors',
              on
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-background text-foreground hover:bg-accent',
              focusRing,
            )}
          >
            {ACTIVITY_KIND_LABELS[kind]}
          </button>
        );
      })}
    </div>
  );
}

const priceText = (value: number | undefined) => (value === undefined ? '' : String(value));
const readPrice = (text: string) => (text.trim() === '' ? undefined : Math.max(0, Number(text)));

function PriceInput({ label, value, onChange }: { label: string; value: string; onChange: (text: string) => void }) {
  return (
    <Input
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      containerClassName="w-[calc(50%-0.25rem)] sm:w-32"
    />
  );
}

/** Price range and wallet: typed, then applied together (Enter or the Apply button). */
function RangeAndWalletForm({ view, onChange }: { view: ActivityView; onChange: (view: ActivityView) => void }) {
  const [min, setMin] = useState(priceText(view.minPrice));
  const [max, setMax] = useState(priceText(view.maxPrice));
  const [wallet, setWallet] = useState(view.wallet ?? '');
  // Back, forward and "Clear filters" change the URL: the fields follow it.
  useEffect(() => {
    setMin(priceText(view.minPrice));
    setMax(priceText(view.maxPrice));
    setWallet(view.wallet ?? '');
  }, [view.minPrice, view.maxPrice, view.wallet]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({
      ...view,
      minPrice: readPrice(min),
      maxPrice: readPrice(max),
      wallet: wallet.trim().toLowerCase() || undefined,
    });
  };
  return (
    <form onSubmit={submit} aria-label="Price and wallet" className="flex flex-wrap items-end gap-2">
      <PriceInput label="Min price (KAS)" value={min} onChange={setMin} />
      <PriceInput label="Max price (KAS)" value={max} onChange={setMax} />
      <Input
        label="Wallet"
        placeholder="kaspa:..."
        value={wallet}
        onChange={(e) => setWallet(e.target.value)}
        spellCheck={false}
        autoComplete="off"
        containerClassName="min-w-0 flex-1 basis-64"
      />
      <Button type="submit" variant="outline" className="h-10">
        Apply
      </Button>
    </form>
  );
}

/** Kind, trait values, price range and wallet filters of /activity, and the selected traits as chips. */
export function ActivityFilters({ view, onChange }: { view: ActivityView; onChange: (view: ActivityView) => void }) {
  const facets = useCollectionFacets();
  return (
    <section aria-label="Filters" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <KindToggles kinds={view.kinds} onChange={(kinds) => onChange({ ...view, kinds })} />
        <TraitFilterMenu
          facets={facets}
          filters={view.traits}
          onChange={(traits) => onChange({ ...view, traits })}
          disabled={facets.length === 0}
        />
        {hasActivityFilters(view) ? (
          <Button variant="ghost" size="sm" className="h-9" onClick={() => onChange({ kinds: [], traits: {} })}>
            Clear filters
          </Button>
        ) : null}
      </div>
      <RangeAndWalletForm view={view} onChange={onChange} />
      <FilterChips
        filters={view.traits}
        onRemove={(type, value) => onChange({ ...view, traits: toggleFilterValue(view.traits, type, value) })}
        onClearAll={() => onChange({ ...view, traits: {} })}
        clearLabel="Clear traits"
      />
    </section>
  );
}
