import fc from 'fast-check';
import { isMutation, type OpenApiParameter, type Operation } from './operations';
import { nastyString, type SchemaArbitraries } from './schema-arbitrary';

/** What a case changed from a well-formed request; "valid" changes nothing. */
export type CaseKind =
  | 'valid'
  | 'bad-path'
  | 'bad-query'
  | 'extra-query'
  | 'missing-query'
  | 'bad-body'
  | 'missing-body'
  | 'malformed-json'
  | 'huge-body'
  | 'wrong-content-type'
  | 'no-origin'
  | 'foreign-origin'
  | 'conditional';

/** A request as it goes on the wire: the path is already percent-encoded and may hold raw oddities. */
export interface FuzzRequest {
  kind: CaseKind;
  method: string;
  /** Path and query string, exactly as sent. */
  target: string;
  headers: Record<string, string>;
  body?: string;
}

/** Node's HTTP parser refuses request lines past ~16 KB (431) before the app sees them: stay under. */
const MAX_URL_PART = 2000;

/** Path segments that try to escape or confuse the router: encoded slashes, dot segments, broken escapes. */
const oddSegment = fc.constantFrom(
  '..',
  '.',
  '%2e%2e',
  '%2E%2E%2F%2E%2E',
  '..%2F..%2Fetc%2Fpasswd',
  '%2F',
  'a%2Fb',
  '%5C',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AE',
  '%FF',
  ';',
  '1;x=1',
  '1%3Fx%3D1',
  '1%23',
  '%20',
  '+',
  '1.5',
  '-1',
  '0',
  '00001',
  '1e3',
  '0x1F',
  '99999999999999999999999',
  '%F0%9F%91%8D',
);

const malformedJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    'nul',
    '[1,]',
    "{'a':1}",
    '\u0000',
    '{"a":1}{"b":2}',
    '"unterminated',
    '{"__proto__":{"isAdmin":true}}',
    '1',
    '"text"',
    'null',
    '[]',
  ),
  fc.integer({ min: 1000, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/** A lone surrogate has no UTF-8 form: it goes out as its three WTF-8 bytes, which a server must refuse cleanly. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wtf8 = (unit: string) => {
  const c = unit.charCodeAt(0);
  return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
    .map((b) => `%${b.toString(16).toUpperCase()}`)
    .join('');
};
const encode = (value: unknown) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  let out = '';
  let from = 0;
  for (const m of text.matchAll(loneSurrogate)) {
    out += encodeURIComponent(text.slice(from, m.index)) + wtf8(m[0]);
    from = m.index + 1;
  }
  return out + encodeURIComponent(text.slice(from));
};
const shortString = (value: unknown) =>
  (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).slice(0, MAX_URL_PART);

function fillPath(template: string, params: OpenApiParameter[], values: string[]): string {
  return params.reduce((path, p, i) => path.replace(`{${p.name}}`, () => values[i]!), template);
}

function queryString(pairs: [string, string][]): string {
  return pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
}

/**
 * fast-check arbitraries of whole requests for one operation: well-formed ones (every value from the
 * documented schemas) and ill-formed ones that change exactly one thing (a path segment, a query
 * value, the body, the content type, the Origin).
 */
export function requestArbitrary(op: Operation, schemas: SchemaArbitraries, origin: string): fc.Arbitrary<FuzzRequest> {
  const mutation = isMutation(op);
  const validParam = (p: OpenApiParameter) => (p.schema ? schemas.valid(p.schema) : fc.string()).map(encode);
  const badParam = (p: OpenApiParameter) => {
    const invalid = p.schema ? schemas.invalid(p.schema) : undefined;
    return fc.oneof(...(invalid ? [invalid] : []), nastyString).map((v) => encode(shortString(v)));
  };

  // An empty segment would name another path (or none): a path parameter always has a value.
  const validPath = fc
    .tuple(...op.pathParams.map((p) => validParam(p).filter((v) => v !== '')))
    .map((values) => values as string[]);
  const optionalQuery = (p: OpenApiParameter) =>
    p.required ? validParam(p) : fc.option(validParam(p), { nil: undefined });
  const validQuery = fc
    .tuple(...op.queryParams.map(optionalQuery))
    .map((values) =>
      op.queryParams.flatMap((p, i): [string, string][] => (values[i] === undefined ? [] : [[p.name, values[i]!]])),
    );
  const jsonBody = op.body ? schemas.valid(op.body.schema).map((v) => JSON.stringify(v)) : fc.constant(undefined);

  const headers = (kind: CaseKind): Record<string, string> => {
    if (!mutation) return {};
    const h: Record<string, string> = { 'content-type': 'application/json' };
    if (kind !== 'no-origin') h.origin = kind === 'foreign-origin' ? 'https://evil.example' : origin;
    return h;
  };
  type Parts = {
    kind: CaseKind;
    path: string[];
    query: [string, string][];
    body: string | undefined;
    headers?: Record<string, string>;
  };
  const build = ({ kind, path, query, body, headers: own }: Parts): FuzzRequest => ({
    kind,
    method: op.method,
    target: fillPath(op.template, op.pathParams, path) + queryString(query),
    headers: own ?? headers(kind),
    ...(body === undefined ? {} : { body }),
  });
  const valid = fc.record({ path: validPath, query: validQuery, body: jsonBody });
  const variant = (
    kind: CaseKind,
    change: (v: {
      path: string[];
      query: [string, string][];
      body: string | undefined;
    }) => fc.Arbitrary<Partial<Parts>>,
  ) => valid.chain((v) => change(v).map((changed) => build({ kind, ...v, ...changed })));

  const variants: fc.Arbitrary<FuzzRequest>[] = [];
  if (op.pathParams.length) {
    variants.push(
      variant('bad-path', (v) =>
        fc
          .tuple(fc.nat(op.pathParams.length - 1), fc.oneof(oddSegment, ...op.pathParams.map(badParam)))
          .map(([i, segment]) => ({ path: v.path.map((value, j) => (j === i ? segment : value)) })),
      ),
    );
  }
  if (op.queryParams.length) {
    variants.push(
      variant('bad-query', (v) =>
        fc.tuple(fc.nat(op.queryParams.length - 1), fc.boolean()).chain(([i, repeat]) => {
          const p = op.queryParams[i]!;
          const others = v.query.filter(([k]) => k !== p.name);
          return repeat
            ? fc
                .tuple(validParam(p), validParam(p))
                .map(([a, b]) => ({ query: [...others, [p.name, a], [p.name, b]] as [string, string][] }))
            : badParam(p).map((bad) => ({ query: [...others, [p.name, bad]] as [string, string][] }));
        }),
      ),
    );
    const required = op.queryParams.filter((p) => p.required);
    if (required.length) {
      variants.push(
        variant('missing-query', (v) =>
          fc.constantFrom(...required).map((p) => ({ query: v.query.filter(([k]) => k !== p.name) })),
        ),
      );
    }
  }
  variants.push(
    variant('extra-query', (v) =>
      fc.oneof(
        fc
          .tuple(fc.constantFrom('__proto__', 'constructor', 'x', 'page[size]', 'a.b', '%zz', ''), nastyString)
          .map(([k, value]) => ({ query: [...v.query, [k, encode(shortString(value))]] as [string, string][] })),
        fc
          .constantFrom('%', '=&&=', '%zz=%', '__proto__[isAdmin]=1')
          .map((raw) => ({ query: [...v.query, [raw, ''] as [string, string]] })),
      ),
    ),
  );
  if (op.body) {
    const invalid = schemas.invalid(op.body.schema);
    if (invalid) variants.push(variant('bad-body', () => invalid.map((b) => ({ body: JSON.stringify(b) }))));
    variants.push(variant('missing-body', () => fc.constant({ body: undefined })));
  }
  if (!mutation) {
    // A revalidation: "*" matches any ETag (304 where the operation has one), the others match none.
    variants.push(
      variant('conditional', () =>
        fc
          .constantFrom('*', '"0"', 'W/"1-2"', 'garbage', '"' + 'f'.repeat(500) + '"')
          .map((tag) => ({ headers: { 'if-none-match': tag } })),
      ),
    );
  }
  if (mutation) {
    variants.push(variant('malformed-json', () => malformedJson.map((body) => ({ body }))));
    // Over the 64 kB a JSON body may have.
    variants.push(
      variant('huge-body', () =>
        fc.integer({ min: 70_000, max: 300_000 }).map((n) => ({ body: JSON.stringify({ padding: 'x'.repeat(n) }) })),
      ),
    );
    variants.push(
      variant('wrong-content-type', (v) =>
        fc
          .tuple(
            fc.constantFrom(
              'text/plain',
              'application/x-www-form-urlencoded',
              'multipart/form-data; boundary=x',
              'application/xml',
              'application/json; charset=utf-16',
              '',
            ),
            fc.constantFrom(v.body ?? '{}', 'a=1', '<a/>'),
          )
          .map(([type, body]) => ({ body, headers: { origin, ...(type ? { 'content-type': type } : {}) } })),
      ),
    );
    variants.push(variant('no-origin', () => fc.constant({})));
    variants.push(variant('foreign-origin', () => fc.constant({})));
  }
  const wellFormed = valid.map((v) => build({ kind: 'valid', ...v }));
  return fc.oneof(
    { arbitrary: wellFormed, weight: variants.length },
    ...variants.map((arbitrary) => ({ arbitrary, weight: 1 })),
  );
}
