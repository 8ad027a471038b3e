import type { RequisiteEntry, TraderOrder } from '@payorder/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import consoleEn from '#locales/en/console.json';
import consoleRu from '#locales/ru/console.json';
import { WAITING_TRADER_ORDER } from '#page/test/orders.ts';
import { OrderDetail } from './order-detail.tsx';

const WAITING = WAITING_TRADER_ORDER;

const TO_CHECK: TraderOrder = {
  ...WAITING,
  id: '00000000-0000-4000-8000-000000000003',
  status: 'trader_confirm',
  statusDetails: 'customer-payed',
};

const renderDetail = (order: TraderOrder) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <MemoryRouter>
        <OrderDetail order={order} entry={undefined} methodFields={['card_number']} receipts={null} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** The trader sends details by hand for a waiting order and the server refuses the claim with `code`. */
async function claimRefusedWith(code: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ code, message: 'refused' }, { status: 409 })),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <MemoryRouter>
        <OrderDetail
          order={WAITING}
          entry={undefined}
          methodFields={['card_number', 'cardholder']}
          receipts={null}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText(consoleEn.field.card_number), {
    target: { value: '2202 2063 1234 5676' },
  });
  fireEvent.change(screen.getByLabelText(consoleEn.field.cardholder), { target: { value: 'IVAN P.' } });
  fireEvent.click(screen.getByRole('button', { name: consoleEn.detail.supply_submit }));
  const dialog = screen.getByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: consoleEn.detail.ask.requisites_button }));
  return within(dialog).findByRole('alert');
}

describe('OrderDetail: a claim the server refuses is said in words (409 with a code)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['trader_offline', consoleEn.errors.trader_offline],
    ['insufficient_balance', consoleEn.errors.insufficient_balance],
    ['entry_limit_reached', consoleEn.errors.entry_limit_reached],
  ])('%s', async (code, words) => {
    expect((await claimRefusedWith(code)).textContent).toBe(words);
  });
});

describe('OrderDetail: a dispute names its reason', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a reason, and for "Other" the trader’s words, before sending; then sends both', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      Response.json(String(input).includes('/v1/banks') ? [] : { ...TO_CHECK, status: 'dispute' }),
    );
    vi.stubGlobal('fetch', fetch);
    renderDetail(TO_CHECK);
    expect(screen.getByTestId('customer-state').textContent).toBe(consoleEn.customer_state.check_bank);
    fireEvent.click(screen.getByRole('button', { name: consoleEn.detail.dispute }));
    const dialog = screen.getByRole('dialog');
    const send = () =>
      fireEvent.click(within(dialog).getByRole('button', { name: consoleEn.detail.ask.dispute_button }));

    send();
    expect(within(dialog).getByText(consoleEn.dispute.reason_required)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: consoleEn.dispute_reason.other }));
    send();
    expect(within(dialog).getByText(consoleEn.dispute.note_required)).toBeTruthy();
    expect(fetch.mock.calls.filter(([url]) => !/\/bank-notifications|\/v1\/banks/.test(String(url)))).toEqual(
      [],
    );

    fireEvent.change(within(dialog).getByLabelText(consoleEn.dispute.note_required_label), {
      target: { value: '  Paid from a business account ' },
    });
    send();
    // The order's bank messages and the bank catalogue are read beside it; the move is the one call besides.
    const moves = () =>
      (fetch.mock.calls as unknown as [string, RequestInit][]).filter(
        ([url]) => !/\/bank-notifications|\/v1\/banks/.test(url),
      );
    await vi.waitFor(() => expect(moves()).toHaveLength(1));
    const [url, init] = moves()[0]!;
    expect(url).toMatch(/\/v1\/trader\/orders\/.*\/dispute$/);
    expect(JSON.parse(init.body as string)).toEqual({
      reason: 'other',
      note: 'Paid from a business account',
    });
  });
});

describe('OrderDetail in Russian: where the money goes names its banks in Russian', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage('en');
  });

  it('the entry of an "any bank" method and the Sberbank card given, not as the catalogue stores them', async () => {
    await i18next.changeLanguage('ru');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/v1/banks')
          ? Response.json([
              { code: 'any_bank', name: 'Any bank' },
              { code: 'sberbank', name: 'Sberbank' },
            ])
          : Response.json({ items: [] }),
      ),
    );
    const card = '2202 2063 1234 5676';
    const entry: RequisiteEntry = {
      id: '00000000-0000-4000-8000-0000000000e1',
      tradeMethodId: TO_CHECK.tradeMethodId,
      paymentType: 'card2card',
      bank: 'any_bank',
      bankName: 'Any bank',
      fiatCurrency: 'RUB',
      details: { card_number: card },
      label: null,
      isActive: true,
      minAmount: null,
      maxAmount: null,
      dailyLimit: null,
      maxOpenOrders: null,
      todayVolume: '0.00',
      openOrders: 1,
      createdAt: TO_CHECK.createdAt,
      updatedAt: TO_CHECK.createdAt,
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <OrderDetail
            order={{
              ...TO_CHECK,
              bank: 'any_bank',
              requisiteEntryId: entry.id,
              requisites: { bank: 'sberbank', bankName: 'Sberbank', card_number: card },
            }}
            entry={entry}
            methodFields={['card_number']}
            receipts={null}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const routed = screen.getByRole('region', { name: consoleRu.detail.routed_title });
    expect(routed.querySelector('.detail__entry')!.textContent).toBe('Любой банк');
    await vi.waitFor(() =>
      expect(within(routed).getByText(consoleRu.field.bank).nextElementSibling!.textContent).toBe('Сбербанк'),
    );
    expect(routed.textContent).not.toMatch(/Any bank|Sberbank/);
  });
});

describe('OrderDetail: an order completed for another sum', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the sum that arrived under the order’s own; completed in full it says nothing more', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    const completed: TraderOrder = { ...TO_CHECK, status: 'completed', amount: '4800.00' };
    const { unmount } = renderDetail({ ...completed, paidAmount: '4500.00' });
    expect(screen.getByTestId('paid-other').textContent).toMatch(/4[\s\u00a0\u202f,]?500/);
    unmount();
    renderDetail({ ...completed, paidAmount: '4800.00' });
    expect(screen.queryByTestId('paid-other')).toBeNull();
  });
});
