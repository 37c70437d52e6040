/**
 * What must never reach a client: stack frames, source paths, dependency and database internals,
 * error class names. Each entry names what it found, for the failure message.
 */
const LEAKS: [string, RegExp][] = [
  [
    'a stack frame',
    /\n\s+at \S|\bat (?:async )?[\w$.<>[\] ]+ \((?:[^()]*):\d+:\d+\)|\bat (?:\/|node:|file:)\S*:\d+:\d+/,
  ],
  ['a source file position', /\.(?:ts|tsx|js|mjs|cjs):\d+/],
  ['node_modules', /node_modules/],
  ['a SQLite error code', /SQLITE_[A-Z]/],
  ['knex', /\bknex\b/i],
  // Query builders quote identifiers ("x" on PostgreSQL, `x` on SQLite): prose such as "select a token from" is not SQL.
  [
    'SQL text',
    /\b(?:select\s+(?:\*|count\(|\\?["`][\w.]+\\?["`])[\s\S]{0,300}?\sfrom\s|insert\s+into\s+\\?["`]|update\s+\\?["`][\w.]+\\?["`]\s+set\s|delete\s+from\s+\\?["`])/i,
  ],
  [
    'a database message',
    /no such (?:table|column)|syntax error at or near|violates [\w\s-]*constraint|duplicate key value|relation "[^"]+" does not exist|UNIQUE constraint failed|NOT NULL constraint/i,
  ],
  [
    'an error class name',
    /\b(?:TypeError|ReferenceError|SyntaxError|RangeError|EvalError|URIError|AggregateError|ZodError|KnexTimeoutError|DatabaseError|SqliteError|ECONNREFUSED|ERR_[A-Z_]{4,})\b/,
  ],
];

/**
 * An error message naming a file on the server is an internal error passed through (ENOENT and the
 * like). Only error replies are held to it: the admin System tab shows BACKUP_DIR on purpose.
 */
const SERVER_PATH: [string, RegExp] = [
  'an absolute server path',
  /(?:^|[\s"'(=])\/(?:home|root|work|usr|tmp|var|app|srv|opt)\/[\w.-]+\//,
];

/** The first leak in a reply body, or undefined when it holds none. */
export function leakIn(text: string, { errorReply = false } = {}): string | undefined {
  for (const [what, pattern] of errorReply ? [...LEAKS, SERVER_PATH] : LEAKS) {
    const match = pattern.exec(text);
    if (match)
      return `${what} (${JSON.stringify(text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40))})`;
  }
  return undefined;
}
