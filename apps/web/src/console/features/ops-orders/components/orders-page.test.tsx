import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import commonRu from '#locales/ru/common.json';
import consoleEn from '#locales/en/console.json';
import consoleRu from '#locales/ru/console.json';
import { OrdersPage } from './orders-page.tsx';

const SHOPS = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Zeta shop' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Alpha shop' },
];
const TRADERS = [{ id: '33333333-3333-4333-8333-333333333333', name: 'Ivan' }];

/**
 * The orders search as the page calls it: every orders URL asked recorded, no order found; the
 * operator's shops and traders to pick from, by name.
 */
function serve() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/admin/shops')) return Response.json({ items: SHOPS });
      if (url.includes('/admin/traders')) return Response.json({ items: TRADERS });
      if (url.includes('/banks')) return Response.json([]);
      urls.push(url);
      return Response.json({ items: [], nextCursor: null });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <OrdersPage scope="operator" base="/orders" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return urls;
}

/** The words shown next to an input: what its aria-describedby points at. */
function wordsNextTo(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** The input whose label reads exactly `label` (the label also holds the field's error, if any). */
function field(label: string): HTMLElement {
  const span = [...document.querySelectorAll('.field__label')].find((item) => item.textContent === label);
  const input = span?.closest('label')?.querySelector('input');
  if (!input) throw new Error(`no field labelled ${label}`);
  return input;
}

describe('OrderFilters: a filter that cannot be searched is said next to its field, and not asked', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage('en');
  });

  it('a wrong amount, a short id and "to" before "from": all said at once in Russian; no search is sent', async () => {
    await i18next.changeLanguage('ru');
    const urls = serve();
    await waitFor(() => expect(urls).toHaveLength(1));
    fireEvent.change(field(consoleRu.ops.amount), { target: { value: '12,3456' } });
    fireEvent.change(field(consoleRu.ops.order_id), { target: { value: 'ab' } });
    fireEvent.change(field(consoleRu.history.from), { target: { value: '2026-11-20' } });
    fireEvent.change(field(consoleRu.history.to), { target: { value: '2026-11-10' } });
    fireEvent.click(screen.getByRole('button', { name: consoleRu.history.apply }));

    expect(wordsNextTo(field(consoleRu.ops.amount))).toBe(
      commonRu.fieldError.too_many_decimals.replace('{{max}}', '2'),
    );
    expect(wordsNextTo(field(consoleRu.ops.order_id))).toBe(commonRu.fieldError.invalid_format);
    expect(wordsNextTo(field(consoleRu.history.to))).toBe(consoleRu.history.to_before_from);
    expect(screen.queryByRole('alert')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(urls).toHaveLength(1);
  });

  it('an amount typed as shown in Russian is searched as the wire’s decimal', async () => {
    await i18next.changeLanguage('ru');
    const urls = serve();
    await waitFor(() => expect(urls).toHaveLength(1));
    fireEvent.change(field(consoleRu.ops.amount), { target: { value: '1 500,5' } });
    fireEvent.click(screen.getByRole('button', { name: consoleRu.history.apply }));

    await waitFor(() => expect(urls).toHaveLength(2));
    expect(new URL(urls[1]!, 'http://x').searchParams.get('amount')).toBe('1500.50');
    expect(field(consoleRu.ops.amount).getAttribute('aria-invalid')).toBeNull();
  });

  it('shop and trader picked by name, the method, and "4,800.00" as shown in English: searched by id and decimal', async () => {
    const urls = serve();
    await waitFor(() => expect(urls).toHaveLength(1));
    const shop = screen.getByRole('combobox', { name: consoleEn.ops.shop });
    // Named, in alphabetical order, after "any".
    await waitFor(() =>
      expect([...shop.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
        consoleEn.ops.any_shop,
        'Alpha shop',
        'Zeta shop',
      ]),
    );
    fireEvent.change(shop, { target: { value: SHOPS[0]!.id } });
    const trader = screen.getByRole('combobox', { name: consoleEn.ops.trader });
    await waitFor(() => expect(trader.querySelectorAll('option')).toHaveLength(2));
    fireEvent.change(trader, { target: { value: TRADERS[0]!.id } });
    fireEvent.change(screen.getByRole('combobox', { name: consoleEn.ops.method }), {
      target: { value: 'sbp' },
    });
    fireEvent.change(field(consoleEn.ops.amount), { target: { value: '4,800.00' } });
    fireEvent.click(screen.getByRole('button', { name: consoleEn.history.apply }));

    await waitFor(() => expect(urls).toHaveLength(2));
    const params = new URL(urls[1]!, 'http://x').searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      shopId: SHOPS[0]!.id,
      traderId: TRADERS[0]!.id,
      paymentType: 'sbp',
      amount: '4800.00',
    });
  });
});
