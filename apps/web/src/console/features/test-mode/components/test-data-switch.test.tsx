import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleFetch } from '#console/lib/http.ts';
import { setShopMode } from '#console/lib/shop-mode.ts';
import { TestDataBadge } from './test-data-badge.tsx';
import { TestDataSwitch } from './test-data-switch.tsx';

describe('the shop console’s Test data switch', () => {
  afterEach(() => {
    setShopMode('live');
    vi.unstubAllGlobals();
  });

  it('turns test data on: the badge shows and every console call asks for test data', async () => {
    const sent: Headers[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      return Promise.resolve(new Response('{}', { status: 200 }));
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TestDataSwitch />
        <TestDataBadge />
      </QueryClientProvider>,
    );
    const toggle = screen.getByRole('switch', { name: 'Test data' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByRole('note')).toBeNull();
    await consoleFetch('/v1/merchant/orders/search');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('note').textContent).toContain('no real money moves');
    await consoleFetch('/v1/merchant/orders/search');

    fireEvent.click(toggle);
    expect(screen.queryByRole('note')).toBeNull();
    await consoleFetch('/v1/merchant/orders/search');
    expect(sent.map((headers) => headers.get('payorder-mode'))).toEqual([null, 'test', null]);
  });
});
