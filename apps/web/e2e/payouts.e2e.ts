import type { CreateTraderResponse } from '@payorder/contract';
import type { Page } from 'playwright-core';
import { apiClient } from '@payorder/test-kit';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { png } from '../../server/test/receipts-fixtures.ts';
import { verifyCallbackSignature } from '../../server/src/callbacks/signer.ts';
import { newPage } from './support/browser.ts';
import { startReceiver, type CallbackReceiver } from './support/callback-receiver.ts';
import { createConsoleTrader, createConsoleUser, signIn } from './support/console.ts';
import { openSection } from './support/page-helpers.ts';
import { CARD2CARD, CARD_REQUISITES, customerPays, setupScenario } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/** The admin API and a trader's, with the suite's server and keys. */
const call = <T>(method: string, path: string, key: string, body?: unknown) =>
  apiClient(inject('baseUrl'))<T>(method, path, key, body);
const admin = <T>(method: string, path: string, body?: unknown) =>
  call<T>(method, path, inject('adminKey'), body);

/** A payout's signed callback event as the shop's endpoint receives it (docs/webhooks.md). */
interface PayoutEvent {
  object: string;
  payoutId: string;
  externalId: string;
  status: string;
  amount: string;
  currency: string;
  fee: string;
  test: boolean;
}

const CARD = '2202 2063 1232 5678';

/** What the phone's screen shows, from the top (the header and the navigation bar where they sit): /tmp/payout-e2e-<name>.png. */
async function phoneShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `/tmp/payout-e2e-${name}.png` });
}

/**
 * Payouts end to end, as their users do them, both on a phone (360×740): the shop, with a balance from
 * a paid order, makes a payout by hand in its console; the payout trader, online with payouts on for
 * card to card, sees the offer arrive live, takes it, sends the money and completes it with a photo of
 * the bank's confirmation; the shop sees it completed, and its endpoint gets the signed `payout` event.
 */
describe.skipIf(skipReason !== null)('payouts (docs/architecture.md "Payouts")', () => {
  const browser = useBrowser();
  let receiver: CallbackReceiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver?.close());

  it('a shop on a phone pays out by hand; the trader on a phone sees the offer live, takes it, completes it with a photo; the shop sees it completed and gets the signed callback', async () => {
    // The shop's balance: one order paid and confirmed through the APIs (in the scenario's own currency).
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const { shop, currency } = scenario;
    const order = await scenario.createOrder({ amount: '1500.00' });
    await customerPays(order, () => scenario.acts.requisites(order.id, CARD_REQUISITES));
    await scenario.acts.confirm(order.id);
    expect((await scenario.orderOf(order.id)).status).toBe('completed');
    // Its live callbacks to the receiver on this machine, and a payout fee of 2 %.
    await admin('PUT', `/v1/admin/shops/${shop.id}`, { callbackUrl: receiver.url, payoutFeePercent: '2' });

    // The payout trader: its own, online, payouts on for card to card in that currency; a console sign-in.
    const payoutTrader = await admin<CreateTraderResponse>('POST', '/v1/admin/traders', {
      name: 'Payout trader',
    });
    await call('PUT', '/v1/trader/status', payoutTrader.apiKey, { online: true });
    await call('PUT', '/v1/trader/payout-settings', payoutTrader.apiKey, {
      enabled: true,
      currencies: [currency],
      paymentTypes: ['card2card'],
      maxAmount: null,
      maxInProgress: 5,
    });

    // The trader, on its phone, opens Payouts: nothing offered yet, the list kept by the live stream.
    const trader = await newPage(browser());
    await signIn(trader.page, await createConsoleTrader(payoutTrader.id));
    await openSection(trader.page, 'Payouts');
    await trader.page.getByRole('heading', { name: 'Payouts', level: 1 }).waitFor({ timeout: 15_000 });
    await trader.page.getByText('Live', { exact: true }).waitFor({ timeout: 15_000 });
    await trader.page.getByText('Nothing offered right now.', { exact: false }).waitFor({ timeout: 15_000 });

    // The shop, on its own phone, makes the payout by hand: 500.00 by card to card to the card below.
    const shopPage = await newPage(browser());
    await signIn(shopPage.page, await createConsoleUser({ role: 'shop', shopId: shop.id }), {
      heading: 'Orders',
    });
    await openSection(shopPage.page, 'Payouts');
    await shopPage.page.getByRole('heading', { name: 'Payouts', level: 1 }).waitFor({ timeout: 15_000 });
    await shopPage.page.getByText('No payouts match.').waitFor({ timeout: 15_000 });
    await shopPage.page.getByRole('link', { name: 'New payout' }).click();
    await shopPage.page.getByRole('heading', { name: 'New payout', level: 1 }).waitFor({ timeout: 15_000 });
    // What it has to pay out from, above the form (the order's amount less the shop's fee).
    await shopPage.page.getByText(/available, .* held for payouts/).waitFor({ timeout: 15_000 });
    const fields = shopPage.page.getByRole('form', { name: 'What to pay, and to whom' });
    expect(await fields.getByLabel('Currency').inputValue()).toBe(currency);
    await fields.getByLabel(/^Amount/).fill('500.00');
    await fields.getByLabel('Payment type').selectOption({ label: 'Card to card' });
    await fields.getByLabel(/^Card number/).fill(CARD);
    await fields.getByRole('button', { name: 'Pay out' }).click();
    // The payout opens: waiting for a trader.
    await shopPage.page.waitForURL(/\/console\/shop\/payouts\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    const payoutId = new URL(shopPage.page.url()).pathname.split('/').pop()!;
    await shopPage.page
      .getByRole('heading', { level: 1 })
      .filter({ hasText: 'Waiting for a trader' })
      .waitFor({ timeout: 15_000 });
    // Listed as waiting, with its fee.
    await shopPage.page.getByRole('link', { name: 'Back to the payouts' }).click();
    const row = shopPage.page.getByRole('listitem').filter({ hasText: /500\.00/ });
    await row.getByText('Waiting for a trader').waitFor({ timeout: 15_000 });
    await row.getByText(/fee .*10\.00/).waitFor();

    // The trader's phone: the offer arrived by the live stream, with the card to send to.
    const offer = trader.page
      .getByRole('region', { name: 'Offered to you' })
      .getByRole('article')
      .filter({ hasText: /500\.00/ });
    await offer.waitFor({ timeout: 20_000 });
    // Said to assistive technology as it arrived: the stream's own word (a poll says nothing).
    await expect
      .poll(() => trader.page.locator('.shell > [role="status"]').textContent(), { timeout: 15_000 })
      .toMatch(/Payout offered to you: 500\.00/);
    await offer.getByRole('heading', { name: /500\.00/ }).waitFor();
    await offer.getByText(CARD, { exact: true }).waitFor();
    await offer.getByText('Card to card', { exact: false }).waitFor();
    await offer.getByText(/Offer ends in \d+:\d\d/).waitFor();
    await phoneShot(trader.page, 'offer');

    // Takes it: to send, with the exact amount and the time left.
    await offer.getByRole('button', { name: 'Take' }).click();
    const notice = trader.page.locator('.payouts__notice');
    await notice.filter({ hasText: /^Taken: send .*500\.00/ }).waitFor({ timeout: 15_000 });
    await offer.waitFor({ state: 'detached', timeout: 15_000 });
    const inHand = trader.page
      .getByRole('region', { name: 'To send' })
      .getByRole('article')
      .filter({ hasText: /500\.00/ });
    await inHand.waitFor({ timeout: 15_000 });
    await inHand.getByText('Send exactly').waitFor();
    await inHand.getByText(/Send within \d+:\d\d/).waitFor();

    // Completes it with a photo of the bank's confirmation, seen before it is sent.
    await inHand.getByRole('button', { name: 'Complete' }).click();
    await inHand
      .getByLabel('Choose a file')
      .setInputFiles({ name: 'confirmation.png', mimeType: 'image/png', buffer: png() });
    await inHand.getByRole('img', { name: 'The proof you chose' }).waitFor({ timeout: 15_000 });
    await inHand.getByText('confirmation.png', { exact: false }).waitFor();
    await inHand.getByRole('button', { name: 'Complete with this proof' }).click();
    await notice.filter({ hasText: /^Completed: .*500\.00/ }).waitFor({ timeout: 15_000 });
    // Finished: in the latest finished, completed, its proof there to open; nothing left to send.
    const finished = trader.page.getByRole('region', { name: 'Latest finished' });
    const done = finished.getByRole('listitem').filter({ hasText: /500\.00/ });
    await done.getByText('Completed', { exact: true }).waitFor({ timeout: 15_000 });
    await done.getByRole('link', { name: 'Proof 1' }).waitFor();
    await trader.page.getByText('No payouts to send.').waitFor({ timeout: 15_000 });
    await phoneShot(trader.page, 'completed');

    // The shop's list shows it completed (its poll), and so does the payout, with its history.
    await row.getByText('Completed', { exact: true }).waitFor({ timeout: 30_000 });
    await row.getByRole('link').click();
    await shopPage.page
      .getByRole('heading', { level: 1 })
      .filter({ hasText: 'Completed' })
      .waitFor({ timeout: 15_000 });
    await shopPage.page.getByText(payoutId, { exact: true }).waitFor();
    await shopPage.page.getByRole('heading', { name: 'Status history' }).waitFor();
    await shopPage.page.getByRole('heading', { name: 'Nothing arrived?' }).waitFor();
    await phoneShot(shopPage.page, 'shop-completed');

    // The shop's endpoint got the payout's completed event, signed with its live webhook secret.
    const completedAt = () =>
      receiver.bodies.findIndex((body) => {
        const event = JSON.parse(body) as Partial<PayoutEvent>;
        return event.object === 'payout' && event.payoutId === payoutId && event.status === 'completed';
      });
    await expect.poll(completedAt, { timeout: 30_000 }).toBeGreaterThanOrEqual(0);
    const index = completedAt();
    const [body, signature] = [receiver.bodies[index]!, receiver.signatures[index]];
    expect(JSON.parse(body)).toMatchObject({
      object: 'payout',
      payoutId,
      status: 'completed',
      amount: '500.00',
      currency,
      fee: '10.00',
      test: false,
    });
    expect(verifyCallbackSignature(shop.webhookSecret, body, signature)).toBe(true);
    expect(verifyCallbackSignature(shop.testWebhookSecret, body, signature)).toBe(false);

    await Promise.all([trader.context.close(), shopPage.context.close()]);
  });
});
