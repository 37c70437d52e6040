/*
 * Where the API lives. The shell reads /runtime-config.json at boot and calls configureApi();
 * until then (and in the all-in-one server) requests go to the page's own origin.
 */
let apiBaseUrl = '';

export type ApiConfig = {
  /** e.g. "https://api.example.org"; '' means same origin. */
  baseUrl: string;
};

export function configureApi({ baseUrl }: ApiConfig): void {
  apiBaseUrl = baseUrl.replace(/\/+$/, '');
}

export function getApiBaseUrl(): string {
  return apiBaseUrl;
}

/** Prefixes a path such as "/api/nft/holders" with the configured base; absolute URLs pass through. */
export function resolveApiUrl(url: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  return `${apiBaseUrl}${url.startsWith('/') ? url : `/${url}`}`;
}
