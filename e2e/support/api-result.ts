/** GET an API path of the server under test and return the `result` of its reply; a non-2xx reply throws. */
export async function getJson<T>(baseUrl: string, apiPath: string): Promise<T> {
  const response = await fetch(`${baseUrl}${apiPath}`);
  if (!response.ok) throw new Error(`GET ${apiPath}: ${response.status}`);
  return ((await response.json()) as { result: T }).result;
}
