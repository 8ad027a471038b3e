import type { AdminPayout } from '@payorder/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import en from '#locales/en/console.json';
import ru from '#locales/ru/console.json';
import { formatMoney } from '#console/lib/format.ts';
import { ResolvePayout } from './resolve-payout.tsx';

const PAYOUT: AdminPayout = {
  id: '00000000-0000-4000-8000-0000000000cc',
  externalId: 'W-2031',
  status: 'dispute',
  amount: '1500.50',
  currency: 'RUB',
  paymentType: 'card2card',
  bank: 'sberbank',
  recipient: { card_number: '2202 2063 1232 5678' },
  fee: '15.01',
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T11:00:00.000Z',
  completedAt: '2026-11-25T10:20:00.000Z',
  test: false,
  shopId: '00000000-0000-4000-8000-00000000a001',
  traderId: '00000000-0000-4000-8000-00000000b001',
  offeredTraderId: null,
  commission: '7.50',
  sendBy: null,
  disputeReason: 'The recipient says nothing arrived',
  proofs: [],
  history: [],
  declines: [],
};

/** The server as the dialog calls it: every body sent is kept; `answer` says what comes back. */
function serve(answer: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') sent.push(JSON.parse(String(init.body)));
      return Response.json(answer.body, { status: answer.status });
    }),
  );
  return sent;
}

function open(payout: AdminPayout = PAYOUT, t = en) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ResolvePayout payout={payout} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: t.ops_payouts.resolve }));
  return screen.getByRole('dialog');
}

afterEach(() => vi.unstubAllGlobals());
afterAll(() => i18next.changeLanguage('en'));

describe('the operator resolves a payout', () => {
  it('asks in a dialog that repeats the sum, the currency and the payout; nothing chosen, no note: nothing sent', () => {
    const sent = serve({ status: 200, body: PAYOUT });
    const dialog = open();
    const title = within(dialog).getByRole('heading').textContent!;
    expect(title).toContain(formatMoney('1500.50', 'RUB'));
    expect(title).toContain('RUB');
    expect(title).toContain('W-2031');
    expect(within(dialog).getByText(PAYOUT.disputeReason!)).toBeTruthy();
    for (const outcome of ['completed', 'failed'] as const) {
      expect(
        (within(dialog).getByLabelText(en.ops_payouts[`resolve_${outcome}`]) as HTMLInputElement).checked,
      ).toBe(false);
    }
    fireEvent.click(within(dialog).getByRole('button', { name: en.ops.resolve_button }));
    expect(within(dialog).getByText(en.ops_payouts.outcome_required)).toBeTruthy();
    expect(within(dialog).getByText(en.ops_payouts.note_required)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the outcome and the note; the payout as it now stands is said', async () => {
    const sent = serve({ status: 200, body: { ...PAYOUT, status: 'failed' } });
    const dialog = open();
    fireEvent.click(within(dialog).getByLabelText(en.ops_payouts.resolve_failed));
    fireEvent.change(within(dialog).getByRole('textbox'), {
      target: { value: '  The bank returned the transfer  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: en.ops.resolve_button }));
    await waitFor(() =>
      expect(sent).toEqual([{ outcome: 'failed', note: 'The bank returned the transfer' }]),
    );
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
  });

  it('in Russian: a payout moved on meanwhile, and a reversal the trader cannot cover, each said in words', async () => {
    await i18next.changeLanguage('ru');
    serve({ status: 409, body: { code: 'invalid_transition', message: 'The payout is completed' } });
    let dialog = open(PAYOUT, ru);
    fireEvent.click(within(dialog).getByLabelText(ru.ops_payouts.resolve_completed));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Проверено' } });
    fireEvent.click(within(dialog).getByRole('button', { name: ru.ops.resolve_button }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(ru.ops_payouts.moved);
    fireEvent.click(within(dialog).getByRole('button', { name: ru.actions.back }));

    document.body.innerHTML = '';
    serve({ status: 409, body: { code: 'insufficient_balance', message: 'Short' } });
    dialog = open(PAYOUT, ru);
    fireEvent.click(within(dialog).getByLabelText(ru.ops_payouts.resolve_failed));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Денег не было' } });
    fireEvent.click(within(dialog).getByRole('button', { name: ru.ops.resolve_button }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(ru.ops_payouts.reverse_short);
  });

  it('is offered only on an overdue or disputed payout', async () => {
    await i18next.changeLanguage('en');
    serve({ status: 200, body: PAYOUT });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ResolvePayout payout={{ ...PAYOUT, status: 'taken' }} />
        <ResolvePayout payout={{ ...PAYOUT, status: 'overdue', id: 'other' }} />
      </QueryClientProvider>,
    );
    expect(screen.getAllByRole('button', { name: en.ops_payouts.resolve })).toHaveLength(1);
  });
});
