import type { TraderOrder } from '@payorder/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import consoleRu from '#locales/ru/console.json';
import { formatMoney } from '#console/lib/format.ts';
import { WAITING_TRADER_ORDER } from '#page/test/orders.ts';
import { HistoryPage } from './history-page.tsx';

/** The catalogue as the server gives it: names stored once, in English. */
const CATALOGUE = [
  { code: 'any_bank', name: 'Any bank' },
  { code: 'sberbank', name: 'Sberbank' },
];

/** Completed by an operator for 4 500 of 4 800, paid to a Sberbank card. */
const PAID_LESS: TraderOrder = {
  ...WAITING_TRADER_ORDER,
  id: 'a1000000-0000-4000-8000-000000000001',
  status: 'completed',
  amount: '4800.00',
  requisites: { bank: 'sberbank', bankName: 'Sberbank', card_number: '2202 2063 1234 5676' },
  paidAmount: '4500.00',
};
/** Completed for its own sum, on an "any bank" method before any details were given. */
const PAID_IN_FULL: TraderOrder = {
  ...WAITING_TRADER_ORDER,
  id: 'a2000000-0000-4000-8000-000000000002',
  status: 'completed',
  amount: '1200.00',
  bank: 'any_bank',
  paidAmount: '1200.00',
};

function serve(items: TraderOrder[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/banks')) return Response.json(CATALOGUE);
      if (url.includes('/trader/orders/totals'))
        return Response.json({ count: items.length, byCurrency: [] });
      return Response.json({ items, nextCursor: null });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <HistoryPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A found order's row, by its short id. */
const rowOf = async (order: TraderOrder) =>
  (await screen.findByText(new RegExp(`#${order.id.slice(0, 8)}`))).closest('li')!;

describe('HistoryPage in Russian', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage('en');
  });

  it('names the bank in Russian, "any bank" included, not as the catalogue stores it', async () => {
    await i18next.changeLanguage('ru');
    serve([PAID_LESS, PAID_IN_FULL]);
    const paidLess = await rowOf(PAID_LESS);
    await within(paidLess).findByText(/Сбербанк/);
    expect(paidLess.textContent).not.toContain('Sberbank');
    const paidInFull = await rowOf(PAID_IN_FULL);
    await within(paidInFull).findByText(/Любой банк/);
    expect(paidInFull.textContent).not.toContain('Any bank');
  });

  it('marks an order an operator completed for another sum with the sum that arrived, and no other', async () => {
    await i18next.changeLanguage('ru');
    serve([PAID_LESS, PAID_IN_FULL]);
    const marker = within(await rowOf(PAID_LESS)).getByTestId('paid-other');
    expect(marker.textContent).toBe(
      consoleRu.orders_paid.completed_for.replace('{{paid}}', formatMoney('4500.00', 'RUB')),
    );
    expect(within(await rowOf(PAID_IN_FULL)).queryByTestId('paid-other')).toBeNull();
  });

  it('says what it finds in words under the field, not in a placeholder a narrow field cuts off', async () => {
    await i18next.changeLanguage('ru');
    serve([PAID_IN_FULL]);
    const search = await screen.findByRole('searchbox', { name: new RegExp(consoleRu.history.search) });
    expect(screen.getByText(consoleRu.history.search_hint)).toBeTruthy();
    expect(search.closest('label')?.textContent).toContain(consoleRu.history.search_hint);
    expect(search.getAttribute('placeholder')).toBeNull();
  });
});
