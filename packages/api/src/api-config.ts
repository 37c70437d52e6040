/*
 * Where the API lives. The shell reads /runtime-config.json at boot and calls configureApi();
 * until then (and in the all-in-one server) requests go to the page's own origin.
 */
let apiBaseUrl = '';
let fetchOrigin: string | undefined;

export type ApiConfig = {
  /** e.g. "https://api.example.org"; '' means same origin. */
  baseUrl: string;
  /**
   * The server render only (it has no page origin): where a same-origin read is sent. URLs in the
   * markup (images, links) stay as the browser writes them, so that the hydration finds the same.
   */
  fetchOrigin?: string;
};

export function configureApi({ baseUrl, fetchOrigin: origin }: ApiConfig): void {
  apiBaseUrl = baseUrl.replace(/\/+$/, '');
  fetchOrigin = origin?.replace(/\/+$/, '');
}

/** The URL a read is fetched from: resolveApiUrl's, made absolute in the server render. */
export function resolveFetchUrl(url: string): string {
  const resolved = resolveApiUrl(url);
  return fetchOrigin && resolved.startsWith('/') ? `${fetchOrigin}${resolved}` : resolved;
}

export function getApiBaseUrl(): string {
  return apiBaseUrl;
}

/** Prefixes a path such as "/api/nft/holders" with the configured base; absolute URLs pass through. */
export function resolveApiUrl(url: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  return `${apiBaseUrl}${url.startsWith('/') ? url : `/${url}`}`;
}
