import { z } from 'zod';
import { HttpError, parseInput } from './errors';
import { wholeNumberParam } from './numeric-params';

describe('wholeNumberParam', () => {
  const schema = z.object({ n: wholeNumberParam(1, 100) });

  it.each(['1', '42', '100', '007'])('accepts plain digits %j', (n) => {
    expect(parseInput(schema, { n }).n).toBe(Number(n));
  });

  it.each(['0x10', '1e2', '+5', ' 7', '7 ', '-1', '7.0', '', '٣', '1_0', 'Infinity'])('refuses %j with a 400', (n) => {
    let error: unknown;
    try {
      parseInput(schema, { n });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(HttpError);
    const { status, code, message } = error as HttpError;
    expect({ status, code, message }).toEqual({
      status: 400,
      code: 'invalid_input',
      message: 'n: must be a whole number',
    });
  });

  it('checks the range after parsing and refuses a repeated parameter', () => {
    expect(() => parseInput(schema, { n: '101' })).toThrow('n: must be at most 100');
    expect(() => parseInput(schema, { n: '0' })).toThrow('n: must be at least 1');
    expect(() => parseInput(schema, { n: ['1', '2'] })).toThrow('n: must be given once, as text');
    expect(() => parseInput(schema, {})).toThrow('n: is required');
  });
});
