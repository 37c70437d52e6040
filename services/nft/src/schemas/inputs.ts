import { textParam as text, wholeNumberParam as wholeNumber } from '@nacho/core';
import { decodeKaspaAddress, InvalidKaspaAddressError, isValidKaspaAddress, TOKEN_LIST_LIMIT } from '@nacho/domain';
import { z } from 'zod';
import type { ErrorStatus } from '../http/route-definition';

export const tokenIdPath = z.object({
  tokenId: wholeNumber(1).meta({
    description: 'Token id, a whole number from 1 to the collection max (10,000)',
    example: '42',
  }),
});

/** A route about one token (see requireToken): 400 for an id past the collection size, 404 for one not minted. */
export const ONE_TOKEN = { params: tokenIdPath, errors: [400, 404, 503] as ErrorStatus[] };

const ADDRESS_PREFIX = /^(kaspa|kaspatest):/i;

function invalidAddressReason(address: string): string {
  try {
    decodeKaspaAddress(address);
    return 'unknown reason';
  } catch (err) {
    return err instanceof InvalidKaspaAddressError ? err.message : 'cannot be decoded';
  }
}

/** A Kaspa address in any letter case; answered in lower case, as owners are stored. */
export const kaspaAddress = text()
  .max(120, 'is too long for a Kaspa address')
  .superRefine((value, ctx) => {
    if (!ADDRESS_PREFIX.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'must start with kaspa: or kaspatest:' });
      return;
    }
    const lower = value.toLowerCase();
    if (!isValidKaspaAddress(lower)) {
      ctx.addIssue({ code: 'custom', message: `is not a valid Kaspa address (${invalidAddressReason(lower)})` });
    }
  })
  .transform((value) => value.toLowerCase())
  .meta({
    description: 'Kaspa address (kaspa:... or kaspatest:...), matched case-insensitively',
    example: 'kaspa:qrunpzspjfvvxyzfx38ct7ya2g5m2vwggkpklxdsscqlzyauuqm0ju6q2fjpa',
  });

export const addressPath = z.object({ address: kaspaAddress });

export const tokenListQuery = z.object({
  limit: wholeNumber(1, TOKEN_LIST_LIMIT)
    .prefault(String(TOKEN_LIST_LIMIT))
    .meta({ description: `How many tokens, by id, 1 to ${TOKEN_LIST_LIMIT} (default ${TOKEN_LIST_LIMIT})` }),
});

export interface TraitPair {
  type: string;
  value: string;
}

const MAX_TRAIT_PAIRS = 100;
const TRAITS_FORMAT = 'expected Type=Value pairs separated by commas, e.g. Head=Crown,Mood=Happy';

/** `Type=Value,Type2=Value2`: values of one type are alternatives, different types must all match. */
export const traitPairs = text()
  .max(4000, 'is too long')
  .transform((raw, ctx): TraitPair[] => {
    const pairs: TraitPair[] = [];
    for (const piece of raw.split(',')) {
      const at = piece.indexOf('=');
      const type = at < 0 ? '' : piece.slice(0, at).trim();
      const value = at < 0 ? '' : piece.slice(at + 1).trim();
      if (!type || !value) {
        ctx.addIssue({ code: 'custom', message: `"${piece.trim()}" is not Type=Value; ${TRAITS_FORMAT}` });
        return z.NEVER;
      }
      pairs.push({ type, value });
    }
    if (pairs.length > MAX_TRAIT_PAIRS) {
      ctx.addIssue({ code: 'custom', message: `at most ${MAX_TRAIT_PAIRS} Type=Value pairs` });
      return z.NEVER;
    }
    return pairs;
  })
  .meta({
    description: `Trait filters: ${TRAITS_FORMAT}. Values of one type are alternatives (OR); every type must match (AND).`,
    example: 'Mood=Happy,Role=Seeker,Role=Scribe',
  });

/** `1` or `true`: only listed NFTs. */
const listedOnly = z
  .enum(['1', 'true', '0', 'false'], { error: 'must be 1 or 0' })
  .transform((v) => v === '1' || v === 'true')
  .optional()
  .meta({ description: 'Only NFTs listed for sale (1) or every NFT (0, default)' });

export const traitSearchQuery = z.object({
  traits: traitPairs,
  listed: listedOnly,
  sort: z
    .enum(['id', 'price'], { error: 'must be id or price' })
    .default('id')
    .meta({ description: 'id (ascending) or price (cheapest listed first, unlisted after by id)' }),
});

const page = wholeNumber(1, 1_000_000)
  .prefault('1')
  .meta({ description: 'Page number from 1; a page past the end is empty' });
const pageSize = (byDefault: number) =>
  wholeNumber(1, 100)
    .prefault(String(byDefault))
    .meta({ description: `Items per page, 1 to 100 (default ${byDefault})` });
const direction = z.enum(['asc', 'desc'], { error: 'must be asc or desc' });

export const holdersPageQuery = z.object({
  page,
  pageSize: pageSize(25),
  sort: z
    .enum(['address', 'count', 'power', 'value'], { error: 'must be one of address, count, power, value' })
    .default('count'),
  direction: direction.default('desc'),
  search: text().max(120, 'is too long').optional().meta({ description: 'Case-insensitive substring of the address' }),
});

export const walletPageQuery = z.object({
  page,
  pageSize: pageSize(10),
  sort: z
    .enum(['id', 'power', 'rarity', 'price'], { error: 'must be one of id, power, rarity, price' })
    .default('power'),
  direction: direction.optional().meta({
    description:
      'Default: desc for power (high to low), asc for id, rarity (rarest first) and price (cheapest first; unlisted last)',
  }),
  traits: traitPairs.optional(),
  listed: listedOnly,
});

/** A price in KAS: a plain decimal with up to 8 decimals. */
const kasPrice = text()
  .regex(/^\d{1,12}(\.\d{1,8})?$/, 'must be a price in KAS, e.g. 1500 or 0.5')
  .transform(Number);

const ACTIVITY_KIND_VALUES = ['mint', 'transfer', 'listing', 'delisting', 'sale'] as const;
const activityKind = z.enum(ACTIVITY_KIND_VALUES, { error: `must be one of ${ACTIVITY_KIND_VALUES.join(', ')}` });

export const activityQuery = z.object({
  kind: z
    .preprocess(
      (v) => (v === undefined || Array.isArray(v) ? v : [v]),
      z.array(activityKind).min(1).max(5, 'at most 5 kinds').optional(),
    )
    .meta({ description: 'Kinds to show (repeat the parameter for several); default all' }),
  traits: traitPairs.optional(),
  minPrice: kasPrice.optional().meta({ description: 'Lowest price in KAS (sales and listings only)' }),
  maxPrice: kasPrice.optional().meta({ description: 'Highest price in KAS (sales and listings only)' }),
  wallet: kaspaAddress.optional().meta({ description: 'Only activity this wallet took part in' }),
  cursor: text()
    .max(200, 'is too long')
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a cursor this API gave')
    .optional()
    .meta({ description: "The previous page's `next`" }),
  limit: wholeNumber(1, 100).prefault('25').meta({ description: 'Items per page, 1 to 100 (default 25)' }),
});

export const floorsQuery = z.object({});
