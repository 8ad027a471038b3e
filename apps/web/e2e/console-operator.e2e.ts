import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { startReceiver, type CallbackReceiver } from './support/callback-receiver.ts';
import { consoleUrl, createConsoleUser, signIn, signInNewOperator, totpCode } from './support/console.ts';
import {
  CARD2CARD,
  CARD_REQUISITES,
  customerPays,
  setupScenario,
  uploadReceipt,
} from './support/payorder-api.ts';
import { violationsOf } from './support/page-helpers.ts';
import { skipReason, useBrowser } from './support/suite.ts';

describe.skipIf(skipReason !== null)('the operator’s and the shop’s console', () => {
  const browser = useBrowser();
  let receiver: CallbackReceiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver?.close());

  it('an operator sets up TOTP, signs in with a code, resolves a disputed order for the sum that arrived after viewing its receipt and timeline; the shop’s callback (amount and paidAmount) and balance follow, and the shop sees only its own orders', async () => {
    // A disputed order: the customer paid and uploaded a receipt, the trader says no money came.
    const stamp = Date.now().toString(36);
    const names = { shop: `Picked shop ${stamp}`, trader: `Picked trader ${stamp}` };
    const scenario = await setupScenario({
      methods: [CARD2CARD],
      shop: { name: names.shop },
      traderName: names.trader,
    });
    const order = await scenario.createOrder({ amount: '1234.00', callbackUrl: receiver.url });
    await customerPays(order, () => scenario.acts.requisites(order.id, CARD_REQUISITES));
    await uploadReceipt(order);
    await scenario.acts.dispute(order.id);
    const other = await setupScenario({ methods: [CARD2CARD] });
    const othersOrder = await other.createOrder({ amount: '777.00' });

    // First sign-in: the operator is sent to set up two-factor sign-in before anything else.
    const first = await newPage(browser(), { width: 1280, height: 800 });
    const operator = await signInNewOperator(first.page);
    expect(operator.recoveryCodes).toHaveLength(10);
    await first.context.close();

    // Signing in now takes the authenticator's code (the next one: the set-up's is spent).
    const { page, context } = await newPage(browser(), { width: 1280, height: 800 });
    await signIn(page, operator, { heading: 'Overview', totp: () => totpCode(operator.secret, 1) });

    // The dispute queue, the order's timeline and its receipt.
    await page.getByRole('link', { name: 'Disputes' }).click();
    await page.getByRole('heading', { name: 'Disputes', level: 1 }).waitFor();
    await page.getByRole('link', { name: /1,234\.00/ }).click();
    await page.getByRole('heading', { name: 'Timeline' }).waitFor();
    await page.getByText('Trader opened a dispute').waitFor();
    await page.getByText('427638').waitFor(); // the sender's card digits
    await page.getByText('2202 2063 1232 5678').waitFor(); // the requisites
    const receipt = page.getByRole('img', { name: 'Receipt 1' });
    await receipt.waitFor();
    await expect
      .poll(() => receipt.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);

    // Resolve: the trader's reason is repeated, no outcome is chosen beforehand, the note is required.
    // The customer paid 1,200.50 of 1,234.00: the order completes for the sum that arrived.
    await page.getByRole('button', { name: 'Resolve the dispute' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Note').waitFor();
    await dialog.getByText('The trader says').waitFor();
    expect(await dialog.getByRole('radio', { checked: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await dialog.getByText('Choose how the dispute ends.').waitFor();
    await dialog.getByRole('radio', { name: /Completed for another sum/ }).check();
    await dialog.getByLabel('Amount that arrived').fill('1,200.50');
    // The timeline and the dialog over it meet WCAG 2.2 AA (axe), as the trader's views do.
    expect(await violationsOf(page, 'timeline with the resolve dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await dialog.getByText('Write a note').first().waitFor();
    await dialog.getByLabel('Note').fill('Bank statement shows 1200.50 received');
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    // Another sum is asked again: the step repeats the sum, the currency and the order (issue 38).
    await dialog.getByRole('button', { name: /^Complete for 1,200\.50/ }).click();
    await page.getByText('The dispute is resolved: the order is Completed.').waitFor();
    await page.getByText('Dispute resolved: completed').waitFor({ timeout: 10_000 });
    await page.getByText('Bank statement shows 1200.50 received').waitFor();
    await page.getByText('Amount paid').waitFor();
    // The timeline names who moved the order: the trader by name, the operator by login; times in a zone.
    await page.getByText(`Trader ${names.trader}`).first().waitFor();
    await page.getByText(`Operator ${operator.login}`).waitFor();
    await page.getByText(/^Times in /).waitFor();

    // Orders: a wrong id prefix is said next to its field, never as a failed load; then the shop and the
    // trader picked by name and the amount as shown find this order and no other.
    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.getByLabel('Order id').fill('zz');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => page.getByLabel('Order id').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('could not be loaded').count()).toBe(0);
    await page.getByLabel('Order id').fill('');
    await page.getByRole('combobox', { name: 'Shop' }).selectOption({ label: names.shop });
    await page.getByRole('combobox', { name: 'Trader' }).selectOption({ label: names.trader });
    await page.getByLabel('Amount', { exact: true }).fill('1,234.00');
    await page.getByRole('button', { name: 'Show' }).click();
    const found = page.locator('.rows--history .rows__link');
    await expect
      .poll(() => found.allTextContents())
      .toEqual([
        expect.stringMatching(new RegExp(`1,234\\.00.*${names.shop}.*${names.trader}.*Card to card`)),
      ]);

    // The shop's endpoint gets the completed event: the order's amount and the sum that arrived.
    await expect
      .poll(
        () =>
          receiver.bodies
            .map(
              (body) =>
                JSON.parse(body) as { orderId: string; status: string; amount: string; paidAmount?: string },
            )
            .find((event) => event.orderId === order.id && event.status === 'completed'),
        { timeout: 15_000 },
      )
      .toMatchObject({ amount: '1234.00', paidAmount: '1200.50' });
    await context.close();

    // The shop's console: its own order, not the other shop's; its balance credited.
    const shopUser = await createConsoleUser({ role: 'shop', shopId: scenario.shop.id });
    const shop = await newPage(browser());
    await signIn(shop.page, shopUser, { heading: 'Orders' });
    await shop.page.getByRole('link', { name: /1,234\.00/ }).waitFor();
    expect(await violationsOf(shop.page, 'shop orders at 360 px')).toEqual([]);
    expect(await shop.page.getByRole('link', { name: /777\.00/ }).count()).toBe(0);
    // Its order's timeline: the trader's card as its last 4 digits, never whole, and no holder.
    await shop.page.getByRole('link', { name: /1,234\.00/ }).click();
    await shop.page.getByRole('heading', { name: 'Timeline' }).waitFor();
    await shop.page.getByText('**** 5678').waitFor();
    expect(await shop.page.getByText('2202 2063 1232 5678').count()).toBe(0);
    await shop.page.goto(consoleUrl(`/shop/orders/${othersOrder.id}`));
    await shop.page.getByText('No such order.').waitFor();
    await shop.page.goto(consoleUrl('/shop/balance'));
    await shop.page.getByRole('heading', { name: 'Balance', level: 1 }).waitFor();
    await shop.page
      .getByText(/1,200\.50/)
      .first()
      .waitFor();
    const balance = (await (
      await fetch(`${inject('baseUrl')}/api/v1/merchant/balance`, {
        headers: { authorization: `Bearer ${scenario.shop.apiKey}` },
      })
    ).json()) as { balances: { currency: string; balance: string; held: string }[] };
    expect(balance.balances).toEqual([{ currency: scenario.currency, balance: '1200.50', held: '0.00' }]);

    // Its webhook endpoint saved in the console; the test event goes there without typing it again.
    await shop.page.goto(consoleUrl('/shop/callbacks'));
    await shop.page.getByLabel('Default callback URL').fill(receiver.url);
    await shop.page.getByRole('button', { name: 'Save' }).click();
    await shop.page.getByText('Callback URL saved.').waitFor();
    await shop.page.getByRole('button', { name: 'Send a test event' }).click();
    await shop.page.getByText(`Test event queued for ${receiver.url}.`).waitFor();
    await expect
      .poll(
        () => receiver.bodies.some((body) => (JSON.parse(body) as { status: string }).status === 'test'),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    await shop.page.reload();
    await expect.poll(() => shop.page.getByLabel('Default callback URL').inputValue()).toBe(receiver.url);

    // Its orders of this month as a CSV file, streamed by the server: its order, not the other shop's.
    await shop.page.goto(consoleUrl('/shop/orders'));
    const [download] = await Promise.all([
      shop.page.waitForEvent('download'),
      shop.page.getByRole('link', { name: 'Orders (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^payorder-orders-\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^id,external_id,created_at,/);
    expect(csv).toContain(`${order.id},`);
    expect(csv).not.toContain(othersOrder.id);
    await shop.context.close();
  });
});
