import fc from 'fast-check';
import { ERROR_REPLY_SCHEMA } from './error-reply-schema';
import { SchemaArbitraries, type JsonSchema } from './schema-arbitrary';

const components = {
  schemas: {
    Error: ERROR_REPLY_SCHEMA,
    Tree: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } },
      },
      required: ['name'],
    },
  },
};
const arbitraries = new SchemaArbitraries(components);

const SCHEMAS: Record<string, JsonSchema> = {
  'integer range': { type: 'integer', minimum: 1, maximum: 10_000 },
  'exclusive number range': { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
  'string lengths': { type: 'string', minLength: 2, maxLength: 5 },
  'pattern with a length limit': { type: 'string', pattern: '^\\d+$', maxLength: 6 },
  'long pattern, no length limit': { type: 'string', pattern: '^[0-9a-fA-F]{128}$' },
  'date-time': { type: 'string', format: 'date-time' },
  enum: { type: 'string', enum: ['asc', 'desc'] },
  const: { const: 'fixed' },
  'nullable type list': { type: ['string', 'null'], maxLength: 3 },
  'array bounds': { type: 'array', items: { type: 'integer', minimum: 0 }, minItems: 1, maxItems: 3 },
  'closed object': {
    type: 'object',
    properties: {
      id: { type: 'integer', minimum: 1 },
      note: { type: 'string', maxLength: 10 },
      tags: { type: 'array', items: { type: 'string' } },
    },
    required: ['id'],
    additionalProperties: false,
  },
  anyOf: {
    anyOf: [
      { type: 'integer', maximum: 0 },
      { type: 'string', pattern: '^[a-z]{3}$' },
    ],
  },
  oneOf: {
    oneOf: [
      { type: 'integer', minimum: 0, maximum: 10 },
      { type: 'integer', minimum: 5, maximum: 20 },
    ],
  },
  'allOf of objects': {
    allOf: [
      { type: 'object', properties: { a: { type: 'integer' } }, required: ['a'] },
      { type: 'object', properties: { b: { type: 'boolean' } }, required: ['b'] },
    ],
  },
  '$ref to a component': { $ref: '#/components/schemas/Error' },
  'recursive $ref': { $ref: '#/components/schemas/Tree' },
};

describe('SchemaArbitraries', () => {
  describe.each(Object.entries(SCHEMAS))('%s', (_name, schema) => {
    it('generates only values the schema accepts', () => {
      fc.assert(
        fc.property(arbitraries.valid(schema), (value) => arbitraries.accepts(schema, value)),
        { numRuns: 200, seed: 1 },
      );
    });

    it('generates only values the schema refuses in invalid mode', () => {
      const invalid = arbitraries.invalid(schema);
      expect(invalid).toBeDefined();
      fc.assert(
        fc.property(invalid!, (value) => !arbitraries.accepts(schema, value)),
        { numRuns: 200, seed: 2 },
      );
    });
  });

  it('reaches the documented example and the boundaries of a range', () => {
    const ids = fc.sample(arbitraries.valid({ type: 'string', pattern: '^\\d+$', example: '42' }), {
      numRuns: 300,
      seed: 3,
    });
    expect(ids).toContain('42');
    const invalid = fc.sample(arbitraries.invalid({ type: 'integer', minimum: 1, maximum: 100 })!, {
      numRuns: 300,
      seed: 4,
    });
    expect(invalid).toEqual(expect.arrayContaining([0, 101]));
  });

  it('breaks objects by dropping a required key, adding one, or breaking a value', () => {
    const schema = SCHEMAS['closed object']!;
    const samples = fc.sample(arbitraries.invalid(schema)!, { numRuns: 400, seed: 5 }) as Record<string, unknown>[];
    const objects = samples.filter((v) => typeof v === 'object' && v !== null && !Array.isArray(v));
    expect(objects.some((v) => !('id' in v))).toBe(true);
    expect(objects.some((v) => Object.keys(v).some((k) => !['id', 'note', 'tags'].includes(k)))).toBe(true);
    expect(objects.some((v) => typeof v.note === 'string' && v.note.length > 10)).toBe(true);
    expect(samples.some((v) => typeof v !== 'object' || v === null || Array.isArray(v))).toBe(true);
  });

  it('has no invalid mode for a schema that accepts every value, and refuses an unknown $ref', () => {
    expect(arbitraries.invalid({})).toBeUndefined();
    expect(() => arbitraries.valid({ $ref: '#/components/schemas/Missing' })).toThrow(
      'cannot resolve #/components/schemas/Missing',
    );
  });
});
