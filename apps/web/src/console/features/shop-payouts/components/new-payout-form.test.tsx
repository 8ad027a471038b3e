import { payoutRecipientFields, type CreatePayoutRequest } from '@payorder/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import consoleEn from '#locales/en/console.json';
import consoleRu from '#locales/ru/console.json';
import { NewPayoutForm } from './new-payout-form.tsx';

const CARD = '2202 2063 1232 5678';
const en = consoleEn;

/**
 * The server as the form calls it: the catalogues answer empty, a create answers `answer`; every body
 * posted is kept.
 */
function serve(answer: { status: number; body: unknown } = { status: 201, body: { id: 'p-1' } }) {
  const sent: CreatePayoutRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method !== 'POST') return Response.json([]);
      sent.push(JSON.parse(String(init.body)) as CreatePayoutRequest);
      return Response.json(answer.body, { status: answer.status });
    }),
  );
  return sent;
}

function renderForm(onCreated = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NewPayoutForm currencies={['RUB']} onCreated={onCreated} />
    </QueryClientProvider>,
  );
  return onCreated;
}

/** The words said beside a control: the element its aria-describedby names. */
const errorBeside = (control: HTMLElement) => {
  const id = control.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: en.shop_payouts.create }));

afterEach(() => vi.unstubAllGlobals());
afterAll(() => i18next.changeLanguage('en'));

describe('a new payout by hand', () => {
  it('asks exactly the recipient fields of the payment type chosen, the required ones marked', () => {
    serve();
    renderForm();
    const shown = () =>
      Array.from(document.querySelectorAll('input[name^="recipient."]'), (input) => [
        input.getAttribute('name'),
        (input as HTMLInputElement).required,
      ]);
    const expected = (type: Parameters<typeof payoutRecipientFields>[0]) =>
      payoutRecipientFields(type).map(({ name, required }) => [`recipient.${name}`, required]);
    expect(shown()).toEqual(expected('card2card'));
    expect(field(en.field.card_number).closest('label')?.textContent).toContain(en.payout.field_required);
    expect(field(en.field.cardholder).closest('label')?.textContent).toContain(en.payout.field_optional);

    type(en.field.card_number, CARD);
    fireEvent.change(screen.getByLabelText(en.methods.payment_type), {
      target: { value: 'account_number_sepa' },
    });
    expect(shown()).toEqual(expected('account_number_sepa'));
    expect(screen.queryByLabelText(new RegExp(en.field.card_number))).toBeNull();
    expect(field(en.field.iban).value).toBe('');
  });

  it('says every problem beside its field before anything is sent, then sends the amount as the wire writes it', async () => {
    const sent = serve();
    const onCreated = renderForm();
    type(en.ops.amount, 'ten roubles');
    type(en.field.card_number, '2202 2063 1232 5679');
    submit();
    expect(errorBeside(field(en.ops.amount))).toBeTruthy();
    expect(errorBeside(field(en.field.card_number))).toBeTruthy();
    expect(errorBeside(field(en.field.cardholder))).toBeFalsy();
    expect(sent).toEqual([]);

    type(en.ops.amount, '1,500.50');
    type(en.field.card_number, CARD);
    type(en.field.cardholder, '  IVAN IVANOV ');
    submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('p-1'));
    expect(sent).toEqual([
      {
        externalId: expect.stringMatching(/^manual-/),
        amount: '1500.50',
        currency: 'RUB',
        paymentType: 'card2card',
        recipient: { card_number: CARD, cardholder: 'IVAN IVANOV' },
      },
    ]);
  });

  it('shows the server’s field errors beside their fields, in the shown language', async () => {
    await i18next.changeLanguage('ru');
    serve({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'The recipient’s details are not valid for this payment type',
        fields: { 'recipient.card_number': 'card_number_invalid' },
        fieldErrors: { 'recipient.card_number': { code: 'card_number_invalid' } },
      },
    });
    renderForm();
    type(consoleRu.ops.amount, '1 000,50');
    type(consoleRu.field.card_number, CARD);
    fireEvent.click(screen.getByRole('button', { name: consoleRu.shop_payouts.create }));
    await waitFor(() => expect(errorBeside(field(consoleRu.field.card_number))).toBeTruthy());
    expect(errorBeside(field(consoleRu.field.card_number))).toBe(
      i18next.t('common:fieldError.card_number_invalid'),
    );
    expect(errorBeside(field(consoleRu.ops.amount))).toBeFalsy();
  });

  it('a balance short of the payout and its fee: the console’s words and the server’s, which name what is available', async () => {
    await i18next.changeLanguage('en');
    const message =
      "The shop's available balance is 500.00 RUB; this payout needs 1010.00 RUB (amount and fee). Top the balance up or pay out less.";
    serve({ status: 409, body: { code: 'insufficient_balance', message } });
    renderForm();
    type(en.ops.amount, '1000');
    type(en.field.card_number, CARD);
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${en.shop_payouts.insufficient} ${message}`);
    // Not a generic failure on top of it.
    expect(screen.queryByText(en.errors.action_failed)).toBeNull();
  });
});
