import { OpenApiReplyValidator } from '../openapi-reply-validator';
import { checkReply } from './check-reply';
import { ERROR_REPLY_SCHEMA } from './error-reply-schema';
import { operationsOf, type FuzzableDocument } from './operations';
import type { FuzzRequest } from './request-arbitrary';
import type { FuzzReply } from './send-request';

const errorReply = { content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } } };
const document = {
  paths: {
    '/api/things': { get: { responses: { 200: { content: { 'application/json': { schema: { type: 'array' } } } } } } },
    '/api/things/{id}': {
      get: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d+$' } }],
        responses: {
          200: {
            content: {
              'application/json': {
                schema: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
              },
            },
          },
          400: errorReply,
        },
      },
    },
  },
  components: {
    schemas: {
      ErrorReply: ERROR_REPLY_SCHEMA,
    },
  },
} as unknown as FuzzableDocument & ConstructorParameters<typeof OpenApiReplyValidator>[0];
const op = operationsOf(document).find((o) => o.template === '/api/things/{id}')!;
const request = (target: string, kind: FuzzRequest['kind'] = 'valid'): FuzzRequest => ({
  kind,
  method: 'GET',
  target,
  headers: {},
});
const reply = (status: number, body: unknown): FuzzReply => ({
  status,
  contentType: 'application/json; charset=utf-8',
  text: JSON.stringify(body),
  setsCookie: false,
});
const check = (req: FuzzRequest, res: FuzzReply) => () => checkReply(new OpenApiReplyValidator(document), op, req, res);
const notFound = { error: { code: 'not_found', message: 'No such endpoint' } };

describe('checkReply', () => {
  it('accepts a documented status whose body matches its schema', () => {
    expect(check(request('/api/things/1'), reply(200, { id: 1 }))).not.toThrow();
    expect(
      check(request('/api/things/x'), reply(400, { error: { code: 'invalid_input', message: 'id' } })),
    ).not.toThrow();
  });

  it('refuses a 5xx, an undocumented status and a body that does not match', () => {
    expect(check(request('/api/things/1'), reply(500, { error: { code: 'internal', message: 'x' } }))).toThrow(
      'answered 500',
    );
    expect(check(request('/api/things/1'), reply(404, notFound))).toThrow('does not list');
    expect(check(request('/api/things/1'), reply(200, { id: 'one' }))).toThrow('does not match');
  });

  it('refuses a reply that leaks internals, or says JSON and is not', () => {
    expect(
      check(request('/api/things/x'), reply(400, { error: { code: 'x', message: 'SQLITE_ERROR: no such table' } })),
    ).toThrow('leaks');
    expect(check(request('/api/things/1'), { ...reply(200, {}), text: '{"id":' })).toThrow('not JSON');
  });

  it('allows the shared 404 only for a deliberately broken path, and only as an error reply', () => {
    expect(check(request('/api/things/a%2Fb', 'bad-path'), reply(404, notFound))).not.toThrow();
    expect(check(request('/api/things/', 'bad-path'), reply(404, notFound))).not.toThrow();
    expect(check(request('/api/things/a%2Fb', 'bad-path'), reply(404, { message: 'gone' }))).toThrow(
      'not an error reply',
    );
    expect(check(request('/api/things/1', 'bad-query'), reply(404, notFound))).toThrow('does not list');
  });

  it('allows the shared 405 only where a broken path lands on a documented path without that method', () => {
    const notAllowed = { error: { code: 'method_not_allowed', message: 'PUT is not supported here; use GET' } };
    const put = (target: string, kind: FuzzRequest['kind']): FuzzRequest => ({
      ...request(target, kind),
      method: 'PUT',
    });
    expect(check(put('/api/things/', 'bad-path'), reply(405, notAllowed))).not.toThrow();
    expect(check(request('/api/things/', 'bad-path'), reply(405, notAllowed))).toThrow('does not list');
    expect(check(put('/api/things/', 'bad-path'), reply(405, 'no'))).toThrow('not an error reply');
    expect(check(put('/api/things/1', 'bad-path'), reply(405, notAllowed))).toThrow('is not in the OpenAPI document');
  });
});
