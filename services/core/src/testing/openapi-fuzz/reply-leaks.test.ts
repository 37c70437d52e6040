import { leakIn } from './reply-leaks';

describe('leakIn', () => {
  it.each([
    ['a stack trace', 'Error: boom\n    at handler (/srv/app/dist/routes.js:12:5)'],
    ['a stack frame inline', '{"message":"at Object.next (file.js:1:2)"}'],
    ['a source position', '{"error":{"message":"failed in likes.ts:42"}}'],
    ['node_modules', '{"message":"Cannot find module node_modules/x"}'],
    ['a SQLite code', '{"error":{"code":"SQLITE_CONSTRAINT"}}'],
    ['knex', '{"message":"Knex: Timeout acquiring a connection"}'],
    ['SQL text', '{"message":"insert into \\"nft_likes\\" (\\"id\\") values (1)"}'],
    ['a database message', '{"message":"duplicate key value violates unique constraint"}'],
    ['an error class name', '{"error":{"message":"TypeError: Cannot read properties of undefined"}}'],
  ])('finds %s', (_what, body) => {
    expect(leakIn(body)).toBeDefined();
  });

  it('passes ordinary replies, and holds only error replies to server paths', () => {
    expect(leakIn('{"error":{"code":"invalid_input","message":"tokenId: must be a whole number"}}')).toBeUndefined();
    expect(
      leakIn('{"tokens":[{"tokenId":1,"owner":"kaspa:qq"}],"note":"Select a token from the list"}'),
    ).toBeUndefined();
    expect(leakIn('{"backups":{"dir":"/tmp/nacho/backups"}}')).toBeUndefined();
    expect(leakIn('{"error":{"message":"ENOENT /tmp/nacho/backups/x"}}', { errorReply: true })).toMatch(
      /absolute server path/,
    );
  });
});
