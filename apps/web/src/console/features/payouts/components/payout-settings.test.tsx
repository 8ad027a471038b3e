import type { PayoutSettings } from '@payorder/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import commonEn from '#locales/en/common.json';
import consoleEn from '#locales/en/console.json';
import { PayoutSettingsPanel } from './payout-settings.tsx';

const en = consoleEn.payouts.settings;
const SAVED: PayoutSettings = {
  enabled: true,
  currencies: ['RUB'],
  paymentTypes: ['card2card'],
  maxAmount: '50000.00',
  maxInProgress: 3,
};

/** The settings read as SAVED; a PUT answered by `answer` (and kept). */
function serve(answer: (body: unknown) => Response) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://console.test').pathname;
      if (init?.method === 'PUT') {
        const body: unknown = JSON.parse(String(init.body));
        puts.push(body);
        return answer(body);
      }
      if (path === '/api/v1/currencies/fiat') return Response.json([{ code: 'RUB' }, { code: 'KZT' }]);
      return Response.json(SAVED);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PayoutSettingsPanel />
    </QueryClientProvider>,
  );
  return puts;
}

/** The field row (label, input, hint, error) of the input labelled `label`. */
const rowOf = (label: string) =>
  screen.getByLabelText(label, { exact: false }).closest('.field') as HTMLElement;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
/** The saved settings drawn and the currencies' catalogue loaded. */
async function ready() {
  await screen.findByDisplayValue('50,000');
  await screen.findByLabelText('KZT');
}
const save = () => fireEvent.click(screen.getByRole('button', { name: consoleEn.actions.save }));

afterEach(() => vi.unstubAllGlobals());

describe('PayoutSettingsPanel', () => {
  it('shows what is saved: on, its choices, the largest amount as the reader writes it', async () => {
    serve(() => Response.json(SAVED));
    await ready();
    expect((screen.getByLabelText(en.enabled) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('RUB') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('KZT') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Card to card') as HTMLInputElement).checked).toBe(true);
  });

  it('says each problem beside its field, and sends nothing', async () => {
    const puts = serve(() => Response.json(SAVED));
    await ready();
    type(en.max_amount, '12abc');
    type(en.max_in_progress, '0');
    fireEvent.click(screen.getByLabelText('RUB'));
    save();
    expect(within(rowOf(en.max_amount)).getByText(commonEn.fieldError.amount_invalid)).toBeTruthy();
    expect(within(rowOf(en.max_in_progress)).getByText(/1/, { selector: '.field__error' })).toBeTruthy();
    const currencies = screen.getByRole('group', { name: en.currencies });
    expect(within(currencies).getByText(en.choose_one)).toBeTruthy();
    expect(puts).toEqual([]);
  });

  it('sends money typed the reader’s way as the wire’s decimal, blank as any amount', async () => {
    const puts = serve((body) => Response.json(body));
    await ready();
    type(en.max_amount, '75,000.5');
    fireEvent.click(screen.getByLabelText('KZT'));
    save();
    expect(await screen.findByText(en.saved)).toBeTruthy();
    type(en.max_amount, '');
    save();
    await vi.waitFor(() => expect(puts).toHaveLength(2));
    expect(puts).toEqual([
      { ...SAVED, currencies: ['RUB', 'KZT'], maxAmount: '75000.50' },
      { ...SAVED, currencies: ['RUB', 'KZT'], maxAmount: null },
    ]);
  });

  it('says the server’s field refusal beside its field', async () => {
    serve(() =>
      Response.json(
        {
          code: 'validation_failed',
          message: 'Invalid request',
          fields: { maxInProgress: 'Too big' },
          fieldErrors: { maxInProgress: { code: 'too_large', params: { max: 100 } } },
        },
        { status: 400 },
      ),
    );
    await ready();
    save();
    expect(
      await within(rowOf(en.max_in_progress)).findByText(/100/, { selector: '.field__error' }),
    ).toBeTruthy();
  });
});
