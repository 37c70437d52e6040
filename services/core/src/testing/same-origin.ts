/** Headers a browser on the site sends with a JSON mutation: pass the server's base URL. */
export function sameOriginJson(base: string): Record<string, string> {
  return { Origin: new URL(base).origin, 'Content-Type': 'application/json' };
}
