import type { MerchantPayoutsResponse, Payout } from '@payorder/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '#locales/en/console.json';
import { ShopPayoutsPage } from './shop-payouts-page.tsx';

const payout = (id: string, change: Partial<Payout>): Payout => ({
  id,
  externalId: `w-${id}`,
  status: 'new',
  amount: '1000.00',
  currency: 'RUB',
  paymentType: 'card2card',
  bank: null,
  recipient: { card_number: '2202 2063 1232 5678' },
  fee: '10.00',
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  completedAt: null,
  test: false,
  ...change,
});

/** The server: the first page has a next one; every list asked for is kept (its query). */
function serve() {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const query = new URL(url, 'http://console.test').searchParams;
      asked.push(query);
      const page: MerchantPayoutsResponse = query.get('cursor')
        ? { items: [payout('3', { status: 'cancelled' })], nextCursor: null }
        : {
            items: [
              payout('1', {
                status: 'completed',
                completedAt: '2026-11-25T10:05:00.000Z',
                test: true,
              }),
              payout('2', { status: 'failed', amount: '250.50', fee: '2.51' }),
            ],
            nextCursor: '2',
          };
      return Response.json(page);
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('the shop’s payouts list', () => {
  it('shows each payout’s external id, amount, fee, status in words and test mark; filters and "More" ask the server', async () => {
    const asked = serve();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/shop/payouts']}>
          <ShopPayoutsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const first = (await screen.findByText(/w-1/)).closest('li')!;
    expect(within(first).getByText(en.payout.status.completed)).toBeTruthy();
    expect(within(first).getByText(en.payout.test)).toBeTruthy();
    expect(first.textContent).toMatch(/fee .*10\.00/);
    expect(first.textContent).toContain('completed ');
    const second = screen.getByText(/w-2/).closest('li')!;
    expect(within(second).getByText(en.payout.status.failed)).toBeTruthy();
    expect(within(second).queryByText(en.payout.test)).toBeNull();
    expect(asked[0]!.get('status')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: en.history.load_more }));
    expect(await screen.findByText(/w-3/)).toBeTruthy();
    expect(asked.at(-1)!.get('cursor')).toBe('2');

    fireEvent.change(screen.getByLabelText(en.history.status), { target: { value: 'failed' } });
    fireEvent.change(screen.getByLabelText(en.ops.external_id), { target: { value: '  w-2 ' } });
    fireEvent.click(screen.getByRole('button', { name: en.history.apply }));
    await waitFor(() => expect(asked.at(-1)!.get('status')).toBe('failed'));
    expect(asked.at(-1)!.get('externalId')).toBe('w-2');
    expect(asked.at(-1)!.get('cursor')).toBeNull();
    // The filters stay in the form as applied.
    expect((screen.getByLabelText(en.history.status) as HTMLSelectElement).value).toBe('failed');
    expect((screen.getByLabelText(en.ops.external_id) as HTMLInputElement).value).toBe('w-2');
  });
});
