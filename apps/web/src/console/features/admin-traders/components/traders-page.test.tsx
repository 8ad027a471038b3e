import type { AdminTrader } from '@payorder/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import consoleRu from '#locales/ru/console.json';
import { formatMoney } from '#console/lib/format.ts';
import { AdjustmentForm, DepositForm } from './deposit-form.tsx';
import { TradeMethods } from './trade-methods.tsx';
import { TradersPage } from './traders-page.tsx';

const TRADER: AdminTrader = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Иван Трейдер',
  isDemo: false,
  online: true,
  disabledAt: null,
  commissionPercent: '0.00',
  securityHold: '0.00',
  payoutCommissionPercent: '0.00',
  openOrders: 0,
  balances: ['RUB', 'KZT'].map((currency) => ({
    currency,
    working: '0.00',
    held: '0.00',
    available: '0.00',
    commission: '0.00',
    today: { completed: 0, volume: '0.00', commission: '0.00' },
    todayVolume: '0.00',
  })),
  autoConfirm: { mode: 'off', completed: 0, autoConfirmed: 0 },
  createdAt: '2026-11-01T10:00:00.000Z',
};
const base = `/api/v1/admin/traders/${TRADER.id}`;

/** The server as the screen calls it: each call with its body recorded, answers by method and path. */
function serve(answers: Record<string, { status: number; body?: unknown }>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${new URL(url, 'http://console.test').pathname}`;
      calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[key] ?? { status: 404, body: { code: 'not_found', message: key } };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const renderWithClient = (children: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {children}
    </QueryClientProvider>,
  );

beforeAll(async () => {
  await i18next.changeLanguage('ru');
});
afterAll(() => i18next.changeLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

describe('a trader’s trade methods, in Russian', () => {
  it('are built from the catalogue and the known kinds: the type’s usual fields, ticked and chosen, never JSON', async () => {
    const calls = serve({
      [`GET ${base}/trade-methods`]: { status: 200, body: { items: [] } },
      'GET /api/v1/banks': {
        status: 200,
        body: [
          { code: 'sberbank', name: 'Сбербанк' },
          { code: 'alfabank', name: 'Альфа-Банк' },
        ],
      },
      'GET /api/v1/currencies/fiat': {
        status: 200,
        body: [
          { code: 'RUB', symbol: '₽' },
          { code: 'KZT', symbol: '₸' },
        ],
      },
      [`POST ${base}/trade-methods`]: { status: 201, body: {} },
    });
    renderWithClient(<TradeMethods trader={TRADER} />);
    expect(await screen.findByText(/Способов оплаты пока нет/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Добавить способ оплаты' }));
    const form = screen.getByRole('form', { name: 'Новый способ оплаты' });

    // SBP starts from its usual fields: the phone, the holder and the bank; the customer's last phone digits.
    fireEvent.change(within(form).getByLabelText('Тип оплаты'), { target: { value: 'sbp' } });
    expect(within(form).getByRole('checkbox', { name: 'Телефон' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('checkbox', { name: 'Номер карты' })).toHaveProperty('checked', false);
    // Nothing is sent without a bank: said next to it, in Russian.
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить способ' }));
    expect(
      within(form)
        .getByLabelText(/^Банк трейдера/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);

    await waitFor(() => expect(within(form).getAllByRole('option', { name: 'Альфа-Банк' })).toHaveLength(1), {
      onTimeout: (error) => new Error(`${error.message}\n${calls.map((call) => call.key).join('\n')}`),
    });
    fireEvent.change(within(form).getByLabelText(/^Банк трейдера/), { target: { value: 'alfabank' } });
    fireEvent.change(within(form).getByLabelText('Валюта'), { target: { value: 'KZT' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Страна' }));
    fireEvent.change(within(form).getByLabelText('Имя'), { target: { value: 'optional' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить способ' }));

    await waitFor(() => expect(calls.find((call) => call.key === `POST ${base}/trade-methods`)).toBeTruthy());
    expect(calls.find((call) => call.key === `POST ${base}/trade-methods`)!.body).toEqual({
      paymentType: 'sbp',
      bank: 'alfabank',
      fiatCurrency: 'KZT',
      fields: ['phone', 'cardholder', 'bank', 'country'].map((name) => ({ name, type: 'string' })),
      customerFields: [
        { name: 'last_phone_digits', type: 'lastPhoneDigits', required: true, hidden: false },
        { name: 'full_name', type: 'fullName', required: false, hidden: false },
      ],
    });
  }, 20_000);
});

describe('a deposit, in Russian', () => {
  it('is typed as people write money, and credited only after a dialog repeats amount, currency and trader', async () => {
    const calls = serve({ [`POST ${base}/deposits`]: { status: 201, body: {} } });
    renderWithClient(<DepositForm trader={TRADER} />);
    const form = screen.getByRole('form', { name: 'Депозит' });
    // The trader's currencies, nothing typed.
    expect(
      within(within(form).getByLabelText('Валюта'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['RUB', 'KZT']);
    fireEvent.change(within(form).getByLabelText('Сумма'), { target: { value: '1 000' } });
    fireEvent.change(within(form).getByLabelText('Валюта'), { target: { value: 'KZT' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Зачислить депозит' }));

    const dialog = await screen.findByRole('dialog', { name: 'Зачислить этот депозит?' });
    const amount = formatMoney('1000.00', 'KZT');
    expect([...dialog.querySelectorAll('dd')].map((value) => value.textContent)).toEqual([
      amount,
      'KZT',
      'Иван Трейдер',
    ]);
    expect(calls).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: `Зачислить ${amount}` }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      key: `POST ${base}/deposits`,
      body: { amount: '1000.00', currency: 'KZT', note: '' },
    });
  });

  it('says an amount it cannot read next to the field, and asks nothing', async () => {
    const calls = serve({});
    renderWithClient(<DepositForm trader={TRADER} />);
    const form = screen.getByRole('form', { name: 'Депозит' });
    fireEvent.change(within(form).getByLabelText('Сумма'), { target: { value: '10 рублей' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Зачислить депозит' }));
    expect(
      within(form)
        .getByRole('textbox', { name: /^Сумма/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('a balance adjustment, in Russian', () => {
  it('asks the direction (none chosen) and why, then repeats direction, amount, currency and trader before money moves', async () => {
    const calls = serve({
      [`POST ${base}/adjustments`]: {
        status: 409,
        body: { code: 'insufficient_balance', message: 'below zero' },
      },
    });
    renderWithClient(<AdjustmentForm trader={TRADER} />);
    const form = screen.getByRole('form', { name: 'Корректировка баланса' });
    const radios = within(form).getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, false]);
    fireEvent.change(within(form).getByLabelText('Сумма'), { target: { value: '1 000,50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Проверить корректировку' }));
    // Neither a direction nor a reason: both said next to their fields, nothing asked.
    expect(
      within(form).getByRole('group', { name: 'Направление' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(
      within(form)
        .getByRole('textbox', { name: /^Причина/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(within(form).getByRole('radio', { name: 'Списать с баланса' }));
    fireEvent.change(within(form).getByRole('textbox', { name: /^Причина/ }), {
      target: { value: 'Комиссия банка' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Проверить корректировку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Скорректировать баланс трейдера?' });
    const amount = formatMoney('1000.50', 'RUB');
    expect([...dialog.querySelectorAll('dd')].map((value) => value.textContent)).toEqual([
      'Списать с баланса',
      amount,
      'RUB',
      'Иван Трейдер',
      'Комиссия банка',
    ]);
    expect(calls).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: `Списать ${amount}` }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      key: `POST ${base}/adjustments`,
      body: { amount: '1000.50', currency: 'RUB', note: 'Комиссия банка', direction: 'debit' },
    });
    // The server's refusal in words, in the dialog, which stays open.
    expect(await within(dialog).findByText(consoleRu.traders.adjust_insufficient)).toBeTruthy();
  });
});

describe('the traders list, in Russian', () => {
  it('says today’s volume once, in the currencies that had any, with no row of zeros', async () => {
    const volumes: Record<string, string> = { RUB: '38600.00', KZT: '0.00', EUR: '1300.00' };
    const trader: AdminTrader = {
      ...TRADER,
      balances: Object.entries(volumes).map(([currency, todayVolume]) => ({
        ...TRADER.balances[0]!,
        currency,
        todayVolume,
      })),
    };
    const idle: AdminTrader = { ...TRADER, id: '00000000-0000-4000-8000-0000000000a2', name: 'Пётр Тихий' };
    serve({ 'GET /api/v1/admin/traders': { status: 200, body: { items: [trader, idle] } } });
    renderWithClient(<TradersPage />);

    const row = (await screen.findByText('Иван Трейдер')).closest('li') ?? document.body;
    const rub = formatMoney('38600.00', 'RUB');
    const eur = formatMoney('1300.00', 'EUR');
    expect(row.textContent).toContain(`сегодня ${rub} · ${eur}`);
    expect(row.textContent?.match(/сегодня/g)).toHaveLength(1);
    expect(row.textContent).not.toContain(formatMoney('0.00', 'KZT'));
    const idleRow = screen.getByText('Пётр Тихий').closest('li') ?? document.body;
    expect(idleRow.textContent).not.toContain('сегодня');
  });
});
