import { ACTIVITY_KINDS, type ActivityKind } from '@nacho/domain';
import type { TraitFilters } from '@nacho/domain';
import { readTraitFilters, traitFilterPairs } from '../wallet/wallet-view-state';
import type { ActivityArgs } from './activity-api';

/** What /activity shows; kept in the URL so reload, back and shared links keep it. */
export interface ActivityView {
  kinds: ActivityKind[];
  traits: TraitFilters;
  minPrice?: number;
  maxPrice?: number;
  wallet?: string;
}

export const ACTIVITY_PAGE_SIZE = 25;

const isKind = (value: string): value is ActivityKind => (ACTIVITY_KINDS as readonly string[]).includes(value);

function readPrice(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

export function readActivityView(params: URLSearchParams): ActivityView {
  const kinds = ACTIVITY_KINDS.filter((kind) => params.getAll('kind').includes(kind));
  const wallet = params.get('wallet')?.trim().toLowerCase();
  return {
    kinds,
    traits: readTraitFilters(params),
    minPrice: readPrice(params.get('min')),
    maxPrice: readPrice(params.get('max')),
    // The server checks the address (a 400 shows as the feed's error).
    wallet: wallet || undefined,
  };
}

/** The view as query parameters (kind, trait, min, max, wallet); the plain URL is everything. */
export function writeActivityView(view: ActivityView): URLSearchParams {
  const params = new URLSearchParams();
  for (const kind of view.kinds) if (isKind(kind)) params.append('kind', kind);
  for (const pair of traitFilterPairs(view.traits)) params.append('trait', pair);
  if (view.minPrice !== undefined) params.set('min', String(view.minPrice));
  if (view.maxPrice !== undefined) params.set('max', String(view.maxPrice));
  if (view.wallet) params.set('wallet', view.wallet);
  return params;
}

export function activityArgs(view: ActivityView): ActivityArgs {
  return {
    kinds: view.kinds,
    traits: view.traits,
    minPrice: view.minPrice,
    maxPrice: view.maxPrice,
    wallet: view.wallet,
    limit: ACTIVITY_PAGE_SIZE,
  };
}

export function hasActivityFilters(view: ActivityView): boolean {
  return (
    view.kinds.length > 0 ||
    Object.keys(view.traits).length > 0 ||
    view.minPrice !== undefined ||
    view.maxPrice !== undefined ||
    view.wallet !== undefined
  );
}
