import type { AdminShop, CreateShopResponse } from '@payorder/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import commonEn from '#locales/en/common.json';
import consoleEn from '#locales/en/console.json';
import { ShopsPage } from './shops-page.tsx';

const CREATED: CreateShopResponse = {
  id: '00000000-0000-4000-8000-0000000000a1',
  apiKey: 'shop_live_key_1',
  webhookSecret: 'whsec_live_secret_1',
  testApiKey: 'shop_test_key_1',
  testWebhookSecret: 'whsec_test_secret_1',
};
const SHOP: AdminShop = {
  id: CREATED.id,
  name: 'Corner Books',
  customerDataCollectionOrder: 'after_payment',
  collectCustomerReceipts: false,
  paymentWindowMinutes: 15,
  feePercent: '0.00',
  payoutFeePercent: '0.00',
  isDemo: false,
  disabledAt: null,
  previousWebhookSecretUntil: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  callbackUrl: null,
  testCallbackUrl: null,
};

/** The admin API as the screen calls it: the list grows once the shop is created; calls recorded. */
function serve() {
  const calls: { key: string; body: unknown }[] = [];
  let shops: AdminShop[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${new URL(url, 'http://console.test').pathname}`;
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ key, body });
      if (key === 'POST /api/v1/admin/shops') {
        shops = [SHOP];
        return Response.json(CREATED, { status: 201 });
      }
      if (key === 'GET /api/v1/admin/shops') return Response.json({ items: shops });
      return Response.json({ code: 'not_found', message: key }, { status: 404 });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ShopsPage />
    </QueryClientProvider>,
  );
  return calls;
}

const secretShown = (label: string) => screen.queryByRole('alert', { name: label });

/** The input whose label reads exactly `label`. */
function field(label: string): HTMLInputElement {
  const span = [...document.querySelectorAll('.field__label')].find((item) => item.textContent === label);
  const input = span?.closest('label')?.querySelector('input');
  if (!input) throw new Error(`no field labelled ${label}`);
  return input;
}

const wordsNextTo = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

afterEach(() => vi.unstubAllGlobals());

describe('the operator creates a shop', () => {
  it('opens the new shop with its key and webhook secrets, each shown until its own acknowledgement', async () => {
    serve();
    await screen.findByText(consoleEn.shops.empty);
    fireEvent.change(field(consoleEn.shops.new_name), { target: { value: 'Corner Books' } });
    fireEvent.click(screen.getByRole('button', { name: consoleEn.shops.create }));

    // The new shop is opened at once, its four one-time secrets on top.
    await screen.findByRole('heading', { name: 'Corner Books', level: 2 });
    const labels = [
      consoleEn.shops.new_api_key,
      consoleEn.shops.new_webhook_secret,
      consoleEn.shops.new_test_api_key,
      consoleEn.shops.new_test_webhook_secret,
    ];
    await waitFor(() =>
      expect(labels.map((label) => secretShown(label) !== null)).toEqual([true, true, true, true]),
    );
    expect(within(secretShown(consoleEn.shops.new_api_key)!).getByText('shop_live_key_1')).toBeTruthy();

    // Acknowledging the API key leaves the webhook secret (and the test pair) where it was.
    fireEvent.click(
      within(secretShown(consoleEn.shops.new_api_key)!).getByRole('button', { name: consoleEn.secrets.done }),
    );
    expect(secretShown(consoleEn.shops.new_api_key)).toBeNull();
    expect(
      within(secretShown(consoleEn.shops.new_webhook_secret)!).getByText('whsec_live_secret_1'),
    ).toBeTruthy();
    expect(secretShown(consoleEn.shops.new_test_webhook_secret)).not.toBeNull();

    // Going back to the list and opening the shop again: what is not acknowledged is still there.
    fireEvent.click(screen.getByRole('button', { name: consoleEn.actions.back }));
    fireEvent.click(await screen.findByRole('button', { name: /Corner Books/ }));
    expect(
      within(secretShown(consoleEn.shops.new_webhook_secret)!).getByText('whsec_live_secret_1'),
    ).toBeTruthy();
    fireEvent.click(
      within(secretShown(consoleEn.shops.new_webhook_secret)!).getByRole('button', {
        name: consoleEn.secrets.done,
      }),
    );
    expect(secretShown(consoleEn.shops.new_webhook_secret)).toBeNull();
    expect(secretShown(consoleEn.shops.new_test_api_key)).not.toBeNull();
  });

  it('says a fee over 99.99 %, an empty payment window and a callback URL that is no web address next to them, and sends nothing', async () => {
    const calls = serve();
    fireEvent.change(field(consoleEn.shops.new_name), { target: { value: 'Corner Books' } });
    fireEvent.click(screen.getByRole('button', { name: consoleEn.shops.create }));
    await screen.findByRole('heading', { name: 'Corner Books', level: 2 });

    fireEvent.change(field(consoleEn.shops.fee), { target: { value: '120' } });
    fireEvent.change(field(consoleEn.shops.payment_window), { target: { value: '' } });
    fireEvent.change(field(consoleEn.shops.callback_url), { target: { value: 'shop.example/callbacks' } });
    fireEvent.click(screen.getByRole('button', { name: consoleEn.shops.save }));

    expect(wordsNextTo(field(consoleEn.shops.fee))).toBe(commonEn.fieldError.percent_invalid);
    expect(wordsNextTo(field(consoleEn.shops.payment_window))).toBe(commonEn.fieldError.required);
    expect(wordsNextTo(field(consoleEn.shops.callback_url))).toBe(commonEn.fieldError.url_invalid);
    expect(wordsNextTo(field(consoleEn.shops.test_callback_url))).toBeNull();
    expect(calls.filter((call) => call.key.startsWith('PUT'))).toEqual([]);

    // Put right (the fee with a decimal comma, as typed in many languages), everything is sent at once.
    fireEvent.change(field(consoleEn.shops.fee), { target: { value: '4,5' } });
    fireEvent.change(field(consoleEn.shops.payment_window), { target: { value: '20' } });
    fireEvent.change(field(consoleEn.shops.callback_url), {
      target: { value: 'https://shop.example/callbacks' },
    });
    fireEvent.click(screen.getByRole('button', { name: consoleEn.shops.save }));
    await waitFor(() => expect(calls.filter((call) => call.key.startsWith('PUT'))).toHaveLength(1));
    expect(calls.find((call) => call.key.startsWith('PUT'))?.body).toEqual({
      name: 'Corner Books',
      feePercent: '4.5',
      payoutFeePercent: '0.00',
      paymentWindowMinutes: 20,
      customerDataCollectionOrder: 'after_payment',
      collectCustomerReceipts: false,
      callbackUrl: 'https://shop.example/callbacks',
      testCallbackUrl: null,
    });
  });
});
