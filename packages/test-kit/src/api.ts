import http from 'node:http';

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
    return answerOf<T>(method, path, response.status, await response.text());
  };
}

/** A call's answer: its JSON (nothing for an empty body), or an error naming the call when not 2xx. */
function answerOf<T>(method: string, path: string, status: number, text: string): T {
  if (status < 200 || status >= 300) throw new Error(`${method} ${path}: ${status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The same API over `node:http` with kept-alive connections (at most `maxSockets` at once): what the
 * benches load the server with. A bench's client shares the machine's cores with the server and
 * PostgreSQL it measures, and this one costs it under half the global fetch's CPU: 0.9 against 2.3 ms
 * per confirmed bank notification (docs/performance.md "Bank notifications on PostgreSQL").
 */
export function httpApiClient(baseUrl: string, { maxSockets = 32 }: { maxSockets?: number } = {}): ApiCall {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const { hostname, port } = new URL(baseUrl);
  return <T>(method: string, path: string, key: string | null, body?: unknown) =>
    new Promise<T>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          agent,
          hostname,
          port,
          method,
          path: `/api${path}`,
          headers: {
            ...(key ? { authorization: `Bearer ${key}` } : {}),
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('error', reject);
          response.on('end', () => {
            try {
              resolve(answerOf<T>(method, path, response.statusCode ?? 0, text));
            } catch (error) {
              reject(error as Error);
            }
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
}
