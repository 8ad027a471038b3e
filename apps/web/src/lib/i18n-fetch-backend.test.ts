import { afterEach, describe, expect, it, vi } from 'vitest';
import { FetchBackend } from './i18n-fetch-backend.ts';

function read(response: Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => response),
  );
  const backend = new FetchBackend();
  backend.init(null, { loadPath: '/locales/{{lng}}/{{ns}}.json' });
  return new Promise<[unknown, unknown]>((resolve) =>
    backend.read('ua', 'common', (error, data) => resolve([error, data])),
  );
}

describe('FetchBackend', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the language namespace from the load path', async () => {
    const [error, data] = await read(Promise.resolve(Response.json({ title: 'Оплата' })));
    expect(error).toBeNull();
    expect(data).toEqual({ title: 'Оплата' });
    expect(fetch).toHaveBeenCalledWith('/locales/ua/common.json', expect.anything());
  });

  it('asks for a retry on a 5xx or a network failure, not on a 4xx', async () => {
    expect((await read(Promise.resolve(new Response('', { status: 503 }))))[1]).toBe(true);
    expect((await read(Promise.reject(new TypeError('offline'))))[1]).toBe(true);
    const [error, retry] = await read(Promise.resolve(new Response('', { status: 404 })));
    expect(String(error)).toMatch(/404/);
    expect(retry).toBe(false);
  });
});
