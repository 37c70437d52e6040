import fc from 'fast-check';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/** The part of JSON Schema 2020-12 that zod-openapi writes into the documents. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
}

/** What `$ref: '#/components/schemas/Name'` points into. */
export interface SchemaComponents {
  schemas?: Record<string, JsonSchema>;
}

/** Nesting below this depth generates the smallest value the schema allows (recursive schemas end). */
const MAX_DEPTH = 6;
const HUGE = 100_000;
/** Only strings with a pattern that accepts them take these: token ids, years, months, page sizes. */
const TYPICAL_NUMBERS = ['1', '2', '7', '12', '42', '100', '2024', '2025', '2026', '9999', '10000'];

/** Strings a parser or a database may choke on: control characters, lone surrogates, RTL, emoji, SQL and path syntax. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    '\uDFFF',
    '\u202Eevil',
    '👍🏽‍',
    'ﷺ',
    'Ω≈ç√',
    '%00',
    '%',
    '%zz',
    '%E0%A4%A',
    "' OR '1'='1",
    '"; DROP TABLE users; --',
    '../../etc/passwd',
    '..\\..\\',
    '${7*7}',
    '{{7*7}}',
    '<script>x</script>',
    'null',
    'undefined',
    'NaN',
    '-0',
    '1e309',
    '0x10',
    '9'.repeat(400),
    '__proto__',
    'constructor',
  ),
  fc.integer({ min: 1, max: 3 }).map((k) => 'x'.repeat(HUGE * k)),
);

/** A JSON value that is not of `type`. */
function valueNotOfType(types: string[]): fc.Arbitrary<unknown> {
  const byType: Record<string, fc.Arbitrary<unknown>> = {
    string: fc.string({ maxLength: 20 }),
    integer: fc.integer(),
    number: fc.double({ noNaN: true, noDefaultInfinity: true }),
    boolean: fc.boolean(),
    null: fc.constant(null),
    array: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
    object: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  };
  const others = Object.keys(byType).filter(
    (t) => !types.includes(t) && !(t === 'integer' && types.includes('number')),
  );
  return fc.oneof(...others.map((t) => byType[t]!));
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/**
 * Turns the schemas of one OpenAPI document into fast-check arbitraries: `valid(schema)` for values
 * the schema accepts, `invalid(schema)` for values it refuses (checked with ajv, so an invalid case
 * is never accidentally valid).
 */
export class SchemaArbitraries {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: false });
  private readonly validators = new Map<JsonSchema, ValidateFunction>();

  constructor(private readonly components: SchemaComponents = {}) {
    addFormats(this.ajv);
  }

  /** Follows `$ref` to the component it names. */
  resolve(schema: JsonSchema): JsonSchema {
    let current = schema;
    for (let hops = 0; current.$ref; hops += 1) {
      const name = /^#\/components\/schemas\/(.+)$/.exec(current.$ref)?.[1];
      const target = name ? this.components.schemas?.[decodeURIComponent(name)] : undefined;
      if (!target || hops > 20) throw new Error(`cannot resolve ${current.$ref}`);
      current = target;
    }
    return current;
  }

  /** Whether `value` matches `schema` (references resolved against the document's components). */
  accepts(schema: JsonSchema, value: unknown): boolean {
    let validate = this.validators.get(schema);
    if (!validate) {
      validate = this.ajv.compile({ ...schema, components: this.components });
      this.validators.set(schema, validate);
    }
    return validate(value);
  }

  valid(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
    const s = this.resolve(schema);
    if ('const' in s) return fc.constant(s.const);
    if (s.enum) return fc.constantFrom(...s.enum);
    const alternatives = s.anyOf ?? s.oneOf;
    if (alternatives) {
      const arbitraries = alternatives.map((a) => this.valid(a, depth + 1));
      // oneOf needs exactly one branch to match: keep only values that do.
      return s.oneOf ? fc.oneof(...arbitraries).filter((v) => this.accepts(s, v)) : fc.oneof(...arbitraries);
    }
    if (s.allOf) return this.valid(this.merged(s.allOf), depth + 1);
    const types = typesOf(s);
    if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
    return fc.oneof(...types.map((t) => this.validOfType(s, t, depth)));
  }

  private merged(parts: JsonSchema[]): JsonSchema {
    return parts
      .map((p) => this.resolve(p))
      .reduce<JsonSchema>(
        (all, p) => ({
          ...all,
          ...p,
          properties: { ...all.properties, ...p.properties },
          required: [...(all.required ?? []), ...(p.required ?? [])],
        }),
        {},
      );
  }

  private validOfType(s: JsonSchema, type: string, depth: number): fc.Arbitrary<unknown> {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return this.integer(s);
      case 'number':
        return this.number(s);
      case 'string':
        return this.string(s);
      case 'array': {
        const minLength = s.minItems ?? 0;
        const maxLength = depth >= MAX_DEPTH ? minLength : Math.min(s.maxItems ?? minLength + 5, minLength + 5);
        return fc.array(s.items ? this.valid(s.items, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
          minLength,
          maxLength,
        });
      }
      case 'object': {
        const properties = s.properties ?? {};
        const required = (s.required ?? []).filter((k) => k in properties);
        // Beyond MAX_DEPTH only the required keys, so that recursive schemas end.
        const keys = depth >= MAX_DEPTH ? required : Object.keys(properties);
        const record = fc.record(Object.fromEntries(keys.map((k) => [k, this.valid(properties[k]!, depth + 1)])), {
          requiredKeys: required,
        });
        return record as fc.Arbitrary<unknown>;
      }
      default:
        return fc.jsonValue({ maxDepth: 1 });
    }
  }

  private integer(s: JsonSchema): fc.Arbitrary<number> {
    const min = Math.max(
      Number.MIN_SAFE_INTEGER,
      Math.ceil(s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? Number.MIN_SAFE_INTEGER)),
    );
    const max = Math.min(
      Number.MAX_SAFE_INTEGER,
      Math.floor(s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : (s.maximum ?? Number.MAX_SAFE_INTEGER)),
    );
    // Small values are where the interesting boundaries are: favour them, keep the whole range possible.
    return fc.oneof(
      fc.integer({ min: Math.max(min, -1000), max: Math.max(Math.min(max, 1000), Math.max(min, -1000)) }),
      fc.integer({ min, max }),
    );
  }

  private number(s: JsonSchema): fc.Arbitrary<number> {
    const min = s.exclusiveMinimum ?? s.minimum ?? -1e15;
    const max = s.exclusiveMaximum ?? s.maximum ?? 1e15;
    return fc
      .double({
        min,
        max,
        noNaN: true,
        noDefaultInfinity: true,
        minExcluded: s.exclusiveMinimum !== undefined,
        maxExcluded: s.exclusiveMaximum !== undefined,
      })
      .map((n) => (Object.is(n, -0) ? 0 : n));
  }

  private string(s: JsonSchema): fc.Arbitrary<string> {
    const minLength = s.minLength ?? 0;
    const maxLength = s.maxLength ?? Infinity;
    const fits = (v: string) => v.length >= minLength && v.length <= maxLength;
    const matches = (v: string) => fits(v) && (!s.pattern || new RegExp(s.pattern).test(v));
    // Documented examples and defaults, and for numeric patterns the ids, years and months that exist.
    const samples = [s.example, ...(s.examples ?? []), s.default, ...(s.pattern ? TYPICAL_NUMBERS : [])].filter(
      (v): v is string => typeof v === 'string' && matches(v),
    );
    let generated: fc.Arbitrary<string>;
    if (s.pattern) generated = fc.stringMatching(new RegExp(s.pattern), { size: 'small' }).filter(fits);
    else if (s.format === 'date-time')
      generated = fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((d) => d.toISOString());
    else if (s.format === 'date')
      generated = fc
        .date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) })
        .map((d) => d.toISOString().slice(0, 10));
    else if (s.format === 'email') generated = fc.emailAddress().filter(fits);
    else if (s.format === 'uri' || s.format === 'url') generated = fc.webUrl().filter(fits);
    else if (s.format === 'uuid') generated = fc.uuid();
    else
      generated = fc
        .string({ minLength, maxLength: Math.min(maxLength, minLength + 40), unit: 'grapheme' })
        .filter(fits);
    return samples.length
      ? fc.oneof({ arbitrary: fc.constantFrom(...samples), weight: 1 }, { arbitrary: generated, weight: 2 })
      : generated;
  }

  /** Values the schema refuses, or undefined when it accepts every JSON value. */
  invalid(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> | undefined {
    const s = this.resolve(schema);
    const candidates: fc.Arbitrary<unknown>[] = [];
    if (s.allOf) {
      const merged = this.invalid(this.merged(s.allOf), depth + 1);
      if (merged) candidates.push(merged);
    }
    // Alternatives: any JSON value that no branch takes (the final filter keeps only those).
    if (s.anyOf || s.oneOf) candidates.push(fc.jsonValue({ maxDepth: 2 }), nastyString);
    const types = typesOf(s);
    if (types.length) candidates.push(valueNotOfType(types));
    if (s.enum || 'const' in s) candidates.push(fc.oneof(nastyString, fc.string({ maxLength: 12 })));
    if (types.includes('string')) {
      candidates.push(nastyString);
      if (s.maxLength !== undefined)
        candidates.push(fc.integer({ min: 1, max: 50 }).map((k) => 'a'.repeat(s.maxLength! + k)));
      if (s.minLength) candidates.push(fc.string({ maxLength: s.minLength - 1 }));
    }
    if (types.includes('integer') || types.includes('number')) {
      const edges: number[] = [1e308, -1e308, 2 ** 53, -(2 ** 53)];
      if (s.minimum !== undefined) edges.push(s.minimum - 1, s.minimum - 0.5);
      if (s.maximum !== undefined) edges.push(s.maximum + 1, s.maximum + 0.5);
      if (s.exclusiveMinimum !== undefined) edges.push(s.exclusiveMinimum);
      if (s.exclusiveMaximum !== undefined) edges.push(s.exclusiveMaximum);
      candidates.push(fc.constantFrom(...edges));
      if (types.includes('integer'))
        candidates.push(fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)));
    }
    if (types.includes('array') && s.items && depth < MAX_DEPTH) {
      const item = this.invalid(s.items, depth + 1);
      if (item) candidates.push(fc.array(item, { minLength: 1, maxLength: 3 }));
      if (s.maxItems !== undefined)
        candidates.push(fc.array(this.valid(s.items), { minLength: s.maxItems + 1, maxLength: s.maxItems + 3 }));
    }
    if (types.includes('object') && s.properties) candidates.push(...this.invalidObjects(s, depth));
    if (candidates.length === 0) return undefined;
    return fc.oneof(...candidates).filter((v) => !this.accepts(schema, v));
  }

  private invalidObjects(s: JsonSchema, depth: number): fc.Arbitrary<unknown>[] {
    const whole = this.valid(s, depth) as fc.Arbitrary<Record<string, unknown>>;
    const properties = Object.keys(s.properties ?? {});
    const out: fc.Arbitrary<unknown>[] = [];
    const required = s.required ?? [];
    if (required.length) {
      out.push(
        fc.tuple(whole, fc.constantFrom(...required)).map(([value, key]) => {
          const copy = { ...value };
          delete copy[key];
          return copy;
        }),
      );
    }
    // One property replaced by a value its own schema refuses.
    const broken = (depth < MAX_DEPTH ? properties : []).flatMap((key) => {
      const bad = this.invalid(s.properties![key]!, depth + 1);
      return bad ? [fc.tuple(whole, bad).map(([value, v]) => ({ ...value, [key]: v }))] : [];
    });
    if (broken.length) out.push(fc.oneof(...broken));
    // Extra keys: refused only by additionalProperties: false, otherwise filtered out by the caller's check.
    out.push(
      fc
        .tuple(
          whole,
          fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'extra', 'x'.repeat(300)),
          fc.jsonValue({ maxDepth: 1 }),
        )
        .map(([value, key, v]) => JSON.parse(JSON.stringify({ ...value, [key]: v })) as unknown),
    );
    return out;
  }
}
