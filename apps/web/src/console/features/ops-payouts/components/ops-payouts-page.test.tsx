import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '#locales/en/console.json';
import { OpsPayoutsPage } from './ops-payouts-page.tsx';

const SHOP = '00000000-0000-4000-8000-00000000a001';
const TRADER = '00000000-0000-4000-8000-00000000b001';

/** The server: shops and traders to pick by name, payouts lists kept by their query. */
function serve() {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname, searchParams } = new URL(url, 'http://console.test');
      if (pathname === '/api/v1/admin/shops') return Response.json({ items: [{ id: SHOP, name: 'Shop A' }] });
      if (pathname === '/api/v1/admin/traders') {
        return Response.json({ items: [{ id: TRADER, name: 'Trader B' }] });
      }
      asked.push(searchParams);
      return Response.json({ items: [], nextCursor: null });
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('the operator’s payouts list', () => {
  it('"Overdue" and "Disputed" are a tap away; status, shop and trader filter by id', async () => {
    const asked = serve();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/ops/payouts']}>
          <OpsPayoutsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(en.payout.empty)).toBeTruthy();
    const tab = (name: string) => screen.getByRole('link', { name });
    expect(tab(en.ops_payouts.tab_all).getAttribute('aria-current')).toBe('page');

    fireEvent.click(tab(en.ops_payouts.tab_overdue));
    await waitFor(() => expect(asked.at(-1)!.get('status')).toBe('overdue'));
    expect(tab(en.ops_payouts.tab_overdue).getAttribute('aria-current')).toBe('page');
    fireEvent.click(tab(en.ops_payouts.tab_disputed));
    await waitFor(() => expect(asked.at(-1)!.get('status')).toBe('dispute'));

    await screen.findByRole('option', { name: 'Shop A' });
    fireEvent.change(screen.getByLabelText(en.ops.shop), { target: { value: SHOP } });
    fireEvent.change(screen.getByLabelText(en.ops.trader), { target: { value: TRADER } });
    fireEvent.click(screen.getByRole('button', { name: en.history.apply }));
    await waitFor(() => expect(asked.at(-1)!.get('shopId')).toBe(SHOP));
    expect(asked.at(-1)!.get('traderId')).toBe(TRADER);
    // The tab applied before stays: the disputed payouts of that shop and trader.
    expect(asked.at(-1)!.get('status')).toBe('dispute');

    fireEvent.click(tab(en.ops_payouts.tab_all));
    await waitFor(() => expect(asked.at(-1)!.get('status')).toBeNull());
    expect(asked.at(-1)!.get('shopId')).toBe(SHOP);
  });
});
