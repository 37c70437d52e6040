import { z } from 'zod';
import { COLLECTION_SIZE, HOF_MIN_YEAR, HOF_MONTH_MAX, HOF_MONTH_MIN } from '@nacho/domain';

/** Plain decimal digits only (no signs, exponents, spaces or hex), as a safe integer. */
const digits = (name: string, max = 2_000_000_000) =>
  z
    .string({ message: `${name} is required` })
    .regex(/^\d{1,10}$/, 'must be plain decimal digits')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be at least 1').max(max, `must be at most ${max}`));

export const MAX_YEAR = 2100;
const month = z
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(HOF_MONTH_MIN, `must be at least ${HOF_MONTH_MIN}`)
  .max(HOF_MONTH_MAX, `must be at most ${HOF_MONTH_MAX}`);
const year = z
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(HOF_MIN_YEAR, `must be ${HOF_MIN_YEAR} or later`)
  .max(MAX_YEAR, `must be ${MAX_YEAR} or earlier`);

export const idParams = z.object({ id: digits('id') });
export const pageQuery = z.object({ page: digits('page', 1_000_000).optional().default(1) });
export const likeLogsQuery = pageQuery.extend({
  search: z
    .string()
    .max(100, 'must be at most 100 characters')
    .optional()
    .default('')
    .transform((s) => s.trim()),
});
export const monthBody = z.object({ year, month }).strict();
export const hallOfFameUpdateBody = z.object({ month, year }).strict();
export const declareWinnerBody = z
  .object({
    tokenId: z
      .union(
        [
          z.number(),
          z
            .string()
            .trim()
            .regex(/^\d{1,5}$/, 'must be plain decimal digits')
            .transform(Number),
        ],
        { message: 'must be a number' },
      )
      .pipe(
        z
          .number({ message: 'must be a number' })
          .int('must be a whole number')
          .min(1, 'must be at least 1')
          .max(COLLECTION_SIZE, `must be at most ${COLLECTION_SIZE}`),
      ),
    year: year.optional(),
    month: month.optional(),
  })
  .strict()
  .refine((b) => (b.year === undefined) === (b.month === undefined), {
    message: 'give both year and month, or neither (the current month)',
    path: ['month'],
  });
export const visibilityBody = z.object({ visible: z.boolean({ message: 'must be true or false' }) }).strict();
export const passcodeBody = z
  .object({ passcode: z.string({ message: 'is required' }).min(1, 'is required').max(200, 'is too long') })
  .strict();
/** A body the client may leave out entirely (POSTs that carry no fields). */
export const noFields = z.object({}).strict();
export const retryParams = z.object({
  queue: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a queue name'),
  id: z.string().regex(/^[A-Za-z0-9:_-]{1,200}$/, 'a job id'),
});
