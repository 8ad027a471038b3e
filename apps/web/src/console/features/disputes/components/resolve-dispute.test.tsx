import type { BankNotification, OrderHistoryEntry } from '@payorder/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import consoleEn from '#locales/en/console.json';
import commonRu from '#locales/ru/common.json';
import consoleRu from '#locales/ru/console.json';
import { parsePaidAmount, ResolveDispute } from './resolve-dispute.tsx';

const ORDER = {
  id: '00000000-0000-4000-8000-0000000000aa',
  status: 'dispute',
  amount: '1000.00',
  currency: 'RUB',
};
const HISTORY: OrderHistoryEntry[] = [
  {
    move: 'traderDispute',
    fromStatus: 'trader_confirm',
    toStatus: 'dispute',
    actorKind: 'trader',
    actorId: null,
    note: 'Only 900.50 came in',
    reason: 'amount_differs',
    at: '2026-11-20T10:00:00.000Z',
  },
];

/** The server as the dialog calls it: every body sent is kept; `answer` says what comes back. */
function serve(answer: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

function open(notifications: BankNotification[] = [], order = ORDER) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ResolveDispute order={order} history={HISTORY} notifications={notifications} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: i18next.t('console:ops.resolve') }));
  return screen.getByRole('dialog');
}

afterEach(() => vi.unstubAllGlobals());

describe('the paid amount as an operator types it', () => {
  it('reads Russian grouping and decimal comma; refuses zero, a minus and words with their codes', () => {
    expect(parsePaidAmount('900,50', 'ru', 'RUB')).toEqual({ paidAmount: '900.50', errors: {} });
    expect(parsePaidAmount('1 100', 'ru', 'RUB')).toEqual({ paidAmount: '1100.00', errors: {} });
    expect(parsePaidAmount('1 000,5 ₽', 'ru', 'RUB')).toEqual({ paidAmount: '1000.50', errors: {} });
    expect(parsePaidAmount('0', 'ru', 'RUB').errors.paidAmount?.code).toBe('amount_not_positive');
    expect(parsePaidAmount('-5', 'ru', 'RUB').errors.paidAmount?.code).toBe('amount_not_positive');
    expect(parsePaidAmount('девятьсот', 'ru', 'RUB').errors.paidAmount?.code).toBe('amount_invalid');
    expect(parsePaidAmount('', 'ru', 'RUB').errors.paidAmount?.code).toBe('required');
  });
});

describe('resolving a dispute (issue 22)', () => {
  it('shows the trader’s reason, preselects no outcome, and sends nothing until one is chosen', async () => {
    const sent = serve({ status: 200, body: {} });
    const dialog = open();
    expect(within(dialog).getByText('The amount differs')).toBeTruthy();
    expect(within(dialog).getByText('Only 900.50 came in')).toBeTruthy();
    const radios = within(dialog).getAllByRole('radio') as HTMLInputElement[];
    expect(radios).toHaveLength(3);
    expect(radios.every((radio) => !radio.checked)).toBe(true);
    // No amount field until "another sum" is the outcome.
    expect(within(dialog).queryByRole('textbox', { name: /^Amount that arrived/ })).toBeNull();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Note/ }), {
      target: { value: 'Checked the statement' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(within(dialog).getByText('Choose how the dispute ends.')).toBeTruthy();
    await Promise.resolve();
    expect(sent).toEqual([]);
  });

  it('in Russian: reads the sum as typed ("900,50"), says a wrong one next to the field, sends the wire decimal', async () => {
    await i18next.changeLanguage('ru');
    try {
      const sent = serve({
        status: 200,
        body: {
          order: { ...ORDER, status: 'completed' },
          history: [],
          callbacks: {},
          receipts: [],
          ledger: [],
        },
      });
      const dialog = open();
      expect(within(dialog).getByText(consoleRu.dispute_reason.amount_differs)).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('radio', { name: consoleRu.ops.resolve_corrected }));
      const amount = within(dialog).getByRole('textbox', { name: /^Поступившая сумма/ });
      fireEvent.change(amount, { target: { value: '0' } });
      fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(`^${consoleRu.ops.note}`) }), {
        target: { value: 'Пришло 900,50' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: consoleRu.ops.resolve_button }));
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      expect(within(dialog).getByText(commonRu.fieldError.amount_not_positive)).toBeTruthy();
      expect(sent).toEqual([]);

      fireEvent.change(amount, { target: { value: '900,50' } });
      fireEvent.click(within(dialog).getByRole('button', { name: consoleRu.ops.resolve_button }));
      // Asked again, the sum written as Russian writes money; nothing sent yet.
      expect(spaced(within(dialog).getByRole('heading').textContent)).toBe('Завершить заказ на 900,50 RUB?');
      expect(sent).toEqual([]);
      fireEvent.click(within(dialog).getByRole('button', { name: /^Завершить на 900,50/ }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toEqual({ status: 'completed', note: 'Пришло 900,50', paidAmount: '900.50' });
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('says next to the sum when the trader cannot cover more than the order', async () => {
    serve({
      status: 409,
      body: { code: 'insufficient_balance', message: 'cannot cover', fields: { paidAmount: 'x' } },
    });
    const dialog = open();
    fireEvent.click(within(dialog).getByRole('radio', { name: consoleEn.ops.resolve_corrected }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Amount that arrived/ }), {
      target: { value: '1,100' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Note/ }), {
      target: { value: 'More came' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^Complete for 1,100\.00/ }));
    expect(await within(dialog).findByText(consoleEn.ops.paid_amount_not_covered)).toBeTruthy();
  });

  it('a full payment sends completed without a sum', async () => {
    const sent = serve({ status: 200, body: { order: { ...ORDER, status: 'completed' } } });
    const dialog = open();
    fireEvent.click(within(dialog).getByRole('radio', { name: consoleEn.ops.resolve_completed }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Note/ }), { target: { value: 'Paid' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'completed', note: 'Paid' }]));
  });
});

describe('another sum is asked twice (issue 38)', () => {
  const MESSAGE: BankNotification = {
    id: '00000000-0000-4000-8000-0000000000b1',
    deviceId: '00000000-0000-4000-8000-0000000000b2',
    deviceName: 'Pixel',
    from: '900',
    text: 'СЧЁТ1234 14:32 Перевод 4500р от Иван И.',
    app: null,
    receivedAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:01.000Z',
    outcome: 'matched',
    orderId: ORDER.id,
    linkedBy: 'hand',
    candidateOrderIds: [],
    reviewReason: null,
    kind: 'credit',
    bank: 'sberbank',
    ruleId: null,
    amount: '4500.00',
    currency: 'RUB',
    last4: '1234',
    payer: null,
    reference: null,
  };

  it('in Russian "4.500" is four thousand five hundred: the step repeats sum, currency, order, difference and the bank messages', async () => {
    await i18next.changeLanguage('ru');
    try {
      const sent = serve({ status: 200, body: { order: { ...ORDER, status: 'completed' } } });
      const dialog = open([MESSAGE], { ...ORDER, amount: '4800.00' });
      fireEvent.click(within(dialog).getByRole('radio', { name: consoleRu.ops.resolve_corrected }));
      fireEvent.change(within(dialog).getByRole('textbox', { name: /^Поступившая сумма/ }), {
        target: { value: '4.500' },
      });
      fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(`^${consoleRu.ops.note}`) }), {
        target: { value: 'В выписке 4 500' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: consoleRu.ops.resolve_button }));

      const review = within(dialog).getByTestId('corrected-review');
      const text = spaced(review.textContent);
      // Without the currency catalogue loaded the code stands for the symbol (4 500,00 ₽ in the console).
      expect(text).toContain('Поступившая сумма4 500,00 RUB');
      expect(text).toContain('ВалютаRUB');
      expect(text).toContain('#00000000 · 4 800,00 RUB');
      expect(text).toContain('на 300,00 RUB меньше суммы заказа');
      expect(text).toContain(MESSAGE.text);
      expect(sent).toEqual([]);
      fireEvent.click(within(dialog).getByRole('button', { name: /^Завершить на 4\s500,00/ }));
      await waitFor(() =>
        expect(sent).toEqual([{ status: 'completed', note: 'В выписке 4 500', paidAmount: '4500.00' }]),
      );
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('"Back" leaves the step without sending; without a bank message it says so', async () => {
    const sent = serve({ status: 200, body: {} });
    const dialog = open();
    fireEvent.click(within(dialog).getByRole('radio', { name: consoleEn.ops.resolve_corrected }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Amount that arrived/ }), {
      target: { value: '1,000' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Note/ }), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(within(dialog).getByText(consoleEn.resolve_review.messages_none)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: consoleEn.actions.back }));
    await Promise.resolve();
    expect(sent).toEqual([]);
  });
});

/** Intl's no-break and narrow no-break spaces as plain ones, to compare with what a person reads. */
const spaced = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

afterAll(() => i18next.changeLanguage('en'));
