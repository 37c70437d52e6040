import { z } from 'zod';
import { wholeNumberParam } from '@nacho/core';
import { HOF_MONTH_MAX, HOF_MONTH_MIN, PAGE_SIZES } from '@nacho/domain';

/** Request inputs of /api/hall-of-fame: the routes validate with them and the OpenAPI document is built from them. */
export const topQuery = z.object({
  limit: wholeNumberParam(1, 100).prefault(String(PAGE_SIZES.hallOfFameTop)),
});

export const rankingsQuery = z.object({
  limit: wholeNumberParam(1, 100).prefault(String(PAGE_SIZES.rankings)),
  offset: wholeNumberParam(0, 1_000_000).prefault('0'),
  sort: z.enum(['desc', 'asc']).prefault('desc'),
  q: z
    .string()
    .max(20)
    .prefault('')
    .meta({ description: 'A token id containing this text, or a like count equal to it' }),
});

export const monthParams = z.object({
  year: wholeNumberParam(1, 9999),
  month: wholeNumberParam(HOF_MONTH_MIN, HOF_MONTH_MAX),
});
