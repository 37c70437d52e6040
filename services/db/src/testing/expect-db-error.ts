/**
 * Asserts that a database call fails with a message matching `pattern`.
 *
 * Not `rejects.toThrow`: better-sqlite3 is a native addon loaded once per jest worker, so its
 * SqliteError extends the Error of whichever test file loaded it first; in later files the
 * rejection is not `instanceof Error` of their realm and toThrow reports "did not throw".
 */
export async function expectDbError(call: Promise<unknown>, pattern: RegExp): Promise<void> {
  let failure: unknown;
  try {
    await call;
  } catch (err) {
    failure = err;
  }
  expect(failure).toBeDefined();
  expect(String((failure as { message?: unknown }).message ?? failure)).toMatch(pattern);
}
