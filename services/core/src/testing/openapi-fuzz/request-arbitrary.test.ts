import fc from 'fast-check';
import { operationsOf, type FuzzableDocument } from './operations';
import { requestArbitrary, type FuzzRequest } from './request-arbitrary';
import { SchemaArbitraries } from './schema-arbitrary';

const document: FuzzableDocument = {
  paths: {
    '/api/items/{id}.svg': {
      get: {
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d+$', example: '42' } },
          { name: 'sort', in: 'query', schema: { type: 'string', enum: ['asc', 'desc'] } },
          { name: 'q', in: 'query', required: true, schema: { type: 'string', maxLength: 20 } },
        ],
        responses: { 200: {} },
      },
    },
    '/api/items': {
      post: {
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', properties: { n: { type: 'integer', minimum: 1 } }, required: ['n'] },
            },
          },
        },
        responses: { 200: {} },
      },
    },
  },
};
const schemas = new SchemaArbitraries();
const [read, create] = operationsOf(document);
const sample = (op: typeof read): FuzzRequest[] =>
  fc.sample(requestArbitrary(op!, schemas, 'http://127.0.0.1:3000'), { numRuns: 600, seed: 7 });

describe('requestArbitrary', () => {
  it('fills every documented parameter with a valid value in a well-formed request', () => {
    const valid = sample(read).filter((r) => r.kind === 'valid');
    expect(valid.length).toBeGreaterThan(100);
    for (const r of valid) {
      const url = new URL(r.target, 'http://x');
      expect(url.pathname).toMatch(/^\/api\/items\/\d+\.svg$/);
      expect(url.searchParams.has('q')).toBe(true);
      expect([null, 'asc', 'desc']).toContain(url.searchParams.get('sort'));
    }
  });

  it('varies exactly one thing in the other cases, and every target is plain ASCII that node can send', () => {
    const reads = sample(read);
    expect(new Set(reads.map((r) => r.kind))).toEqual(
      new Set(['valid', 'bad-path', 'bad-query', 'missing-query', 'extra-query', 'conditional']),
    );
    for (const r of reads) expect(r.target).toMatch(/^[\x21-\x7e]+$/);
    expect(
      reads
        .filter((r) => r.kind === 'missing-query')
        .every((r) => !new URL(r.target, 'http://x').searchParams.has('q')),
    ).toBe(true);
  });

  it('sends mutations with the site Origin and a JSON body, and breaks the body, its type and the Origin', () => {
    const posts = sample(create);
    const valid = posts.filter((r) => r.kind === 'valid');
    for (const r of valid) {
      expect(r.headers).toEqual({ origin: 'http://127.0.0.1:3000', 'content-type': 'application/json' });
      expect((JSON.parse(r.body!) as { n: number }).n).toBeGreaterThanOrEqual(1);
    }
    expect(new Set(posts.map((r) => r.kind))).toEqual(
      new Set([
        'valid',
        'extra-query',
        'bad-body',
        'missing-body',
        'malformed-json',
        'huge-body',
        'wrong-content-type',
        'no-origin',
        'foreign-origin',
      ]),
    );
    expect(posts.filter((r) => r.kind === 'no-origin').every((r) => !('origin' in r.headers))).toBe(true);
    expect(posts.filter((r) => r.kind === 'huge-body').every((r) => r.body!.length > 64 * 1024)).toBe(true);
  });

  it('sends a lone surrogate as its WTF-8 bytes', () => {
    const odd = sample(read).filter((r) => /%ED%[AB]/.test(r.target));
    expect(odd.length).toBeGreaterThan(0);
  });
});
