/** One call of the server's API as a shop, a customer, a trader or the operator makes it; a failed call throws. */
export type ApiCall = <T = unknown>(
  method: string,
  path: string,
  key: string | null,
  body?: unknown,
) => Promise<T>;

/**
 * The API under `${baseUrl}/api`, through `fetchImpl` (the global fetch for a server on a port; an
 * in-process app's inject for the server tests). `path` starts at the version: `/v1/admin/shops`.
 */
export function apiClient(baseUrl: string, fetchImpl: typeof fetch = fetch): ApiCall {
  return async <T>(method: string, path: string, key: string | null, body?: unknown): Promise<T> => {
    const response = await fetchImpl(`${baseUrl}/api${path}`, {
      method,
      headers: {
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}
