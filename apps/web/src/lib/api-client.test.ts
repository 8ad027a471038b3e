import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client.ts';
import { readSession, writeSession } from './session-store.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const credentials = { orderId: '00000000-0000-4000-8000-000000000001', token: 't'.repeat(43) };

describe('apiRequest (docs/product/payment-page.md §6 401 rule)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.clear();
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  const authOf = (call: number) =>
    (fetchMock.mock.calls[call]![1]!.headers as Record<string, string>).authorization;

  it('sends the stored access token as a bearer header', async () => {
    writeSession({ credentials, accessToken: 'good' });
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiRequest('/v1/customer/orders/1')).resolves.toEqual({ ok: true });
    expect(authOf(0)).toBe('Bearer good');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/customer/orders/1');
  });

  it('on a 401 logs in again once with the stored credentials, stores the token and retries', async () => {
    writeSession({ credentials, accessToken: 'expired' });
    fetchMock
      .mockResolvedValueOnce(json(401, { code: 'unauthorized', message: 'expired' }))
      .mockResolvedValueOnce(json(200, { accessToken: 'fresh', expiresAt: '2030-01-01T00:00:00Z' }))
      .mockResolvedValueOnce(json(200, { id: 1 }));
    await expect(apiRequest('/v1/customer/orders/1')).resolves.toEqual({ id: 1 });
    expect(JSON.parse(fetchMock.mock.calls[1]![1]!.body as string)).toEqual(credentials);
    expect(authOf(2)).toBe('Bearer fresh');
    expect(readSession()?.accessToken).toBe('fresh');
  });

  it('passes a second 401 on', async () => {
    writeSession({ credentials, accessToken: 'expired' });
    fetchMock
      .mockResolvedValueOnce(json(401, { code: 'unauthorized', message: 'expired' }))
      .mockResolvedValueOnce(json(200, { accessToken: 'fresh', expiresAt: '2030-01-01T00:00:00Z' }))
      .mockResolvedValueOnce(json(401, { code: 'unauthorized', message: 'still no' }));
    await expect(apiRequest('/v1/customer/orders/1')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('passes the 401 on when the re-login fails or there are no credentials', async () => {
    writeSession({ credentials, accessToken: 'expired' });
    fetchMock
      .mockResolvedValueOnce(json(401, { code: 'unauthorized', message: 'expired' }))
      .mockResolvedValueOnce(json(404, { code: 'not_found', message: 'no' }));
    await expect(apiRequest('/v1/customer/orders/1')).rejects.toMatchObject({
      status: 401,
      code: 'unauthorized',
    });

    sessionStorage.clear();
    fetchMock.mockResolvedValueOnce(json(401, { code: 'unauthorized', message: 'no token' }));
    const error = await apiRequest('/v1/customer/orders/1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('shares one re-login between calls that met the same expired token', async () => {
    writeSession({ credentials, accessToken: 'expired' });
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/auth/login'))
        return json(200, { accessToken: 'fresh', expiresAt: '2030-01-01T00:00:00Z' });
      const auth = (init!.headers as Record<string, string>).authorization;
      return auth === 'Bearer fresh'
        ? json(200, { ok: true })
        : json(401, { code: 'unauthorized', message: 'x' });
    });
    await Promise.all([apiRequest('/a'), apiRequest('/b')]);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/auth/login'))).toHaveLength(1);
  });
});
