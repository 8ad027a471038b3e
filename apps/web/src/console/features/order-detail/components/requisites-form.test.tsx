import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import commonEn from '#locales/en/common.json';
import commonRu from '#locales/ru/common.json';
import consoleEn from '#locales/en/console.json';
import consoleRu from '#locales/ru/console.json';
import { WAITING_TRADER_ORDER } from '#page/test/orders.ts';
import { OrderDetail } from './order-detail.tsx';

const WAITING = WAITING_TRADER_ORDER;

function renderForm(fields: readonly string[]) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <MemoryRouter>
        <OrderDetail order={WAITING} entry={undefined} methodFields={fields} receipts={null} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The server as the form meets it: the bank catalogue (read beside the order), `answer` for the rest; the rest's calls. */
function serve(answer: () => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL) =>
    String(input).includes('/v1/banks') ? Response.json([]) : answer(),
  );
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.filter(([input]) => !String(input).includes('/v1/banks'));
}

/** The words shown next to an input: what its aria-describedby points at. */
function wordsNextTo(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('RequisitesForm: details sent by hand are checked before sending, every field at once', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage('en');
  });

  it('a wrong card number and an empty holder are said next to their fields; nothing is sent', () => {
    const sent = serve(() => Response.json({}));
    renderForm(['card_number', 'cardholder']);
    const card = screen.getByLabelText(consoleEn.field.card_number);
    fireEvent.change(card, { target: { value: '2202 2063 1234 5678' } });
    fireEvent.click(screen.getByRole('button', { name: consoleEn.detail.supply_submit }));

    expect(card.getAttribute('aria-invalid')).toBe('true');
    expect(wordsNextTo(card)).toBe(commonEn.fieldError.card_number_invalid);
    expect(wordsNextTo(screen.getByLabelText(consoleEn.field.cardholder, { exact: false }))).toBe(
      commonEn.fieldError.required,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent()).toEqual([]);
  });

  it('a phone without the country code asks for +7 in the shown language (ru)', async () => {
    await i18next.changeLanguage('ru');
    const sent = serve(() => Response.json({}));
    renderForm(['phone']);
    const phone = screen.getByLabelText(consoleRu.field.phone);
    fireEvent.change(phone, { target: { value: '9161234567' } });
    fireEvent.click(screen.getByRole('button', { name: consoleRu.detail.supply_submit }));

    expect(wordsNextTo(phone)).toBe(commonRu.fieldError.phone_invalid_prefix.replace('{{prefix}}', '+7'));
    expect(sent()).toEqual([]);
  });

  it('right details are asked to be confirmed; the server refusing a field shows its code next to it', async () => {
    const sent = serve(() =>
      Response.json(
        {
          code: 'validation_failed',
          message: 'Invalid request',
          fields: { 'requisites.cardholder': 'Too long' },
          fieldErrors: { 'requisites.cardholder': { code: 'too_long', params: { max: 5 } } },
        },
        { status: 400 },
      ),
    );
    renderForm(['card_number', 'cardholder']);
    fireEvent.change(screen.getByLabelText(consoleEn.field.card_number), {
      target: { value: '2202206312345676' },
    });
    expect(screen.getByLabelText<HTMLInputElement>(consoleEn.field.card_number).value).toBe(
      '2202 2063 1234 5676',
    );
    fireEvent.change(screen.getByLabelText(consoleEn.field.cardholder), { target: { value: 'IVAN P.' } });
    fireEvent.click(screen.getByRole('button', { name: consoleEn.detail.supply_submit }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: consoleEn.detail.ask.requisites_button }));

    await within(dialog).findByRole('alert');
    expect(sent()).toHaveLength(1);
    expect(wordsNextTo(screen.getByLabelText(consoleEn.field.cardholder, { exact: false }))).toBe(
      commonEn.fieldError.too_long.replace('{{max}}', '5'),
    );
  });
});
