/**
 * fetch with a cookie jar for one site, the way a browser tab keeps cookies: Set-Cookie replies
 * are stored, an emptied or expired cookie is dropped, and every request sends what is kept.
 * Mutations carry the site's Origin and a JSON content type.
 */
export interface CookieClient {
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** POST with a JSON body (or none). */
  post(path: string, body?: unknown): Promise<Response>;
  /** name -> value of the cookies kept now. */
  cookies: Map<string, string>;
  /** The Cookie header the next request sends (copy it to replay an old session later). */
  cookieHeader(): string;
}

export function cookieClient(base: string): CookieClient {
  const cookies = new Map<string, string>();
  const origin = new URL(base).origin;
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expires = attributes.map((a) => a.trim()).find((a) => /^expires=/i.test(a));
      const expired = expires ? Date.parse(expires.slice(8)) <= Date.now() : false;
      if (!value || expired) cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  const cookieHeader = () => [...cookies].map(([n, v]) => `${n}=${v}`).join('; ');
  const client: CookieClient = {
    cookies,
    cookieHeader,
    async fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      if (cookies.size && !headers.has('cookie')) headers.set('cookie', cookieHeader());
      const res = await fetch(new URL(path, base), { ...init, headers, redirect: 'manual' });
      keep(res);
      return res;
    },
    post(path, body) {
      const headers: Record<string, string> = { Origin: origin, 'Content-Type': 'application/json' };
      return client.fetch(path, {
        method: 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },
  };
  return client;
}
