import { z } from 'zod';

/** Query and path values arrive as text; a repeated query parameter arrives as a list. */
export const textParam = () =>
  z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be given once, as text') });

/**
 * A whole number written in plain decimal digits, then checked against its range. `0x10`, `1e2`,
 * `+5`, ` 7` and `7.0` are refused: Number() and z.coerce would accept them.
 */
export function wholeNumberParam(min: number, max?: number) {
  const atLeast = z.number().min(min, `must be at least ${min}`);
  const range = max === undefined ? atLeast : atLeast.max(max, `must be at most ${max}`);
  return textParam().regex(/^\d+$/, 'must be a whole number').transform(Number).pipe(range);
}
