import type { LedgerLine, MerchantBalanceResponse } from '@payorder/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import consoleRu from '#locales/ru/console.json';
import { setShopMode } from '../lib/shop-mode.ts';
import { TestDataSwitch } from '../features/test-mode/components/test-data-switch.tsx';
import { ShopBalancePage } from '../features/shop-account/components/shop-balance-page.tsx';

const LIVE_ORDER = 'aaaaaaaa-0000-4000-8000-0000000000a1';
const TEST_ORDER = 'bbbbbbbb-0000-4000-8000-0000000000b2';
const line = (orderId: string, amount: string): LedgerLine => ({
  transactionId: orderId,
  kind: 'settle',
  orderId,
  payoutId: null,
  account: 'shop',
  amount,
  currency: 'RUB',
  note: null,
  createdAt: '2026-11-25T10:00:00.000Z',
});

/** The server as it answers the console: the test figures for `Payorder-Mode: test`, the live ones without. */
function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const isTest = new Headers(init?.headers).get('payorder-mode') === 'test';
      const body: MerchantBalanceResponse | LedgerLine[] = url.includes('/v1/merchant/balance')
        ? { balances: [{ currency: 'RUB', balance: isTest ? '975.00' : '12000.00', held: '0.00' }] }
        : [isTest ? line(TEST_ORDER, '975.00') : line(LIVE_ORDER, '12000.00')];
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

beforeAll(async () => {
  await i18next.changeLanguage('ru');
});
afterAll(() => i18next.changeLanguage('en'));
afterEach(() => {
  setShopMode('live');
  vi.unstubAllGlobals();
});

describe('the shop’s balance screen and the Test data switch', () => {
  it('in Russian: shows the live balance, then, switched to test data, the test balance named and explained', async () => {
    serve();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <TestDataSwitch />
          <ShopBalancePage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const amount = () => screen.getByTestId('balance-RUB');
    await waitFor(() => expect(amount().textContent).toMatch(/^12\s000,00/));
    const label = () => amount().previousElementSibling?.textContent;
    expect(label()).toBe(consoleRu.ops.shop_balance);
    expect(screen.queryByText(consoleRu.test_mode.balance_hint)).toBeNull();
    expect(screen.getByRole('link', { name: '#aaaaaaaa' }).getAttribute('href')).toBe(
      `/shop/orders/${LIVE_ORDER}`,
    );

    fireEvent.click(screen.getByRole('switch', { name: consoleRu.test_mode.switch }));
    await waitFor(() => expect(amount().textContent).toMatch(/^975,00/));
    expect(label()).toBe(consoleRu.test_mode.balance_label);
    expect(screen.getByText(consoleRu.test_mode.balance_hint)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '#bbbbbbbb' }).getAttribute('href')).toBe(
        `/shop/orders/${TEST_ORDER}`,
      ),
    );
    expect(screen.queryByRole('link', { name: '#aaaaaaaa' })).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: consoleRu.test_mode.switch }));
    await waitFor(() => expect(amount().textContent).toMatch(/^12\s000,00/));
    expect(label()).toBe(consoleRu.ops.shop_balance);
    expect(screen.queryByText(consoleRu.test_mode.balance_hint)).toBeNull();
  });
});
