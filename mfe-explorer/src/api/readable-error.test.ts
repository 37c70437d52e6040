import { httpError } from '@nacho/api';
import { readableError } from './readable-error';

describe('readableError', () => {
  it("uses the server's own message from a {error: {code, message}} body, never the raw JSON", () => {
    const error = httpError(
      500,
      'Internal Server Error',
      JSON.stringify({ error: { code: 'internal', message: 'Internal server error' } }),
    );
    expect(readableError(error)).toBe('Internal server error.');
    expect(readableError(error)).not.toContain('{');
  });

  it('describes a bare server failure, a network failure and an unreadable reply', () => {
    expect(readableError(httpError(502, 'Bad Gateway', '<html>nginx</html>'))).toBe(
      'The server ran into a problem (HTTP 502).',
    );
    expect(readableError({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' })).toBe(
      'The server could not be reached. Check your connection.',
    );
    expect(readableError({ status: 'PARSING_ERROR', message: '200: SyntaxError' })).toBe(
      'The server sent a reply that could not be read.',
    );
    expect(readableError(new Error('boom'))).toBe('Something went wrong.');
  });
});
