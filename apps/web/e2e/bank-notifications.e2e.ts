import { BANK_NOTIFICATIONS_INGEST_PATH, type IngestBankNotificationResponse } from '@payorder/contract';
import { describe, expect, inject, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { consoleUrl, createConsoleTrader, signIn, signInNewOperator, totpCode } from './support/console.ts';
import { expectView, violationsInEveryLook, violationsOf } from './support/page-helpers.ts';
import {
  CARD2CARD,
  CARD_REQUISITES,
  customerPays,
  setupScenario,
  type Scenario,
} from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

const api = async <T>(method: string, path: string, key: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

/** The last four digits of the card the scenario's trader gives its customers. */
const CARD_LAST4 = CARD_REQUISITES.card_number!.replace(/\D/g, '').slice(-4);

/**
 * A rule reading a Sberbank-style SMS from a sender of this scenario's own, in the scenario's own
 * currency (each scenario has a currency of its own, so its orders never meet another test's): as an
 * operator adds a rule for a bank format the shipped rules do not know.
 */
async function ruleFor(scenario: Scenario): Promise<string> {
  const sender = `TEST${scenario.currency}`;
  await api('POST', '/v1/admin/notification-rules', inject('adminKey'), {
    bank: 'sberbank',
    name: `Test bank ${scenario.currency}: transfer in`,
    senders: [sender],
    kind: 'credit',
    pattern: String.raw`(?:MIR-|СЧЁТ)(?<last4>\d{4}) \d{2}:\d{2} (?:зачисление|Перевод) (?<amount>\d[\d ]*(?:[.,]\d{1,2})?)р`,
    currency: scenario.currency,
    priority: 0,
  });
  return sender;
}

/** The bank's SMS for `amount` reaching the scenario's card, as the Android forwarder posts it. */
const smsFor = (amount: string) => `MIR-${CARD_LAST4} 09:12 зачисление ${amount}р Баланс: 15230.45р`;

describe.skipIf(skipReason !== null)('bank notifications', () => {
  const browser = useBrowser();

  it('a trader on a phone pairs a device (its key as QR codes with the set-up) and turns on auto-confirm; a customer pays on the page, the phone posts the bank SMS and the customer sees success with no trader action', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const sender = await ruleFor(scenario);
    // The trader's book gives the details by itself: no trader action from the order's start to its end.
    const [method] = await api<{ id: string }[]>('GET', '/v1/trader/trade-methods', scenario.trader.apiKey);
    await api('POST', '/v1/trader/requisites', scenario.trader.apiKey, {
      tradeMethodId: method!.id,
      details: CARD_REQUISITES,
      isActive: true,
    });
    const user = await createConsoleTrader(scenario.trader.id);
    const trader = await newPage(browser());
    await signIn(trader.page, user);

    // Pair a phone: its key is shown once, as QR codes with the Android app's set-up step by step.
    await trader.page.getByRole('link', { name: 'Notifications' }).click();
    await trader.page.getByRole('heading', { name: 'Bank notifications', level: 1 }).waitFor();
    await trader.page.getByText('No notifications yet', { exact: false }).waitFor();
    await trader.page.getByRole('link', { name: 'Phones' }).click();
    await trader.page.getByLabel("Phone's name").fill('Redmi with the bank SIM');
    await trader.page.getByRole('button', { name: 'Pair the phone' }).click();
    await trader.page.getByRole('heading', { name: 'Set up “Redmi with the bank SIM”' }).waitFor();
    for (const qr of [
      'QR code of the webhook URL',
      'QR code of the JSON template',
      'QR code of the headers with the key',
    ]) {
      const image = trader.page.getByRole('img', { name: qr });
      await image.waitFor();
      // A drawn code: dark modules on white, many of them.
      expect(await image.locator('path').getAttribute('d')).toMatch(/^(M\d+ \d+h\d+v1h-\d+z){50,}$/);
    }
    const key = (await trader.page.getByTestId('device-key').textContent())!;
    expect(key.length).toBeGreaterThan(20);
    expect(await trader.page.getByTestId('device-headers').textContent()).toBe(
      JSON.stringify({ Authorization: `Bearer ${key}` }),
    );
    await trader.page.getByText('%from%', { exact: false }).first().waitFor();
    const ingestUrl = (await trader.page
      .locator('.setup-value', { hasText: 'Webhook URL' })
      .locator('code')
      .textContent())!;
    expect(ingestUrl).toBe(`${inject('baseUrl')}${BANK_NOTIFICATIONS_INGEST_PATH}`);
    expect(await violationsOf(trader.page, 'a new phone’s set-up at 360 px')).toEqual([]);
    await trader.page.getByRole('button', { name: 'I have set the phone up' }).click();
    await trader.page.getByTestId('device-key').waitFor({ state: 'detached' });
    const phones = trader.page.getByRole('region', { name: 'Paired phones' });
    await phones.getByText('Redmi with the bank SIM').waitFor();
    await phones.getByText('no message yet', { exact: false }).waitFor();

    // Auto-confirm once the customer says they paid, each mode explained.
    await trader.page.getByRole('link', { name: 'Auto-confirm' }).click();
    await trader.page.getByText('Nothing is confirmed automatically', { exact: false }).waitFor();
    await trader.page.getByRole('radio', { name: /After the customer says they paid/ }).check();
    await trader.page.getByRole('button', { name: 'Save' }).click();
    await trader.page
      .getByRole('radio', { name: /After the customer says they paid.*now/ })
      .waitFor({ timeout: 15_000 });
    expect(await violationsOf(trader.page, 'auto-confirm at 360 px')).toEqual([]);

    // The customer pays on the page: the book's card, "Transferred", the sender's card digits.
    const order = await scenario.createOrder({ amount: '1500.00' });
    const customer = await newPage(browser());
    await customer.page.goto(order.url);
    await expectView(customer.page, 'Select a bank for payment', 1);
    await customer.page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();
    await expectView(customer.page, 'Top up', 3);
    await customer.page.getByRole('button', { name: 'Transferred' }).click();
    await expectView(customer.page, 'Sender information', 4);
    await customer.page.getByRole('textbox', { name: 'Card digit 1 of 6' }).click();
    await customer.page.keyboard.type('427638');
    await customer.page.getByRole('textbox', { name: 'Last 4 digits of your card' }).fill('1234');
    await customer.page.getByRole('button', { name: 'Continue' }).click();
    await expectView(customer.page, 'Wait for payment confirmation', 4);

    // The phone posts the bank's SMS to the URL it was given, with its key, in the forwarder's body.
    const postedAt = Date.now();
    const response = await fetch(ingestUrl, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'SMS Forwarder App',
      },
      body: JSON.stringify({
        from: sender,
        text: smsFor('1500'),
        sentStamp: String(Date.now() - 2000),
        receivedStamp: String(Date.now()),
        sim: 'sim1',
      }),
    });
    expect(response.status).toBe(202);
    const answer = (await response.json()) as IngestBankNotificationResponse;
    expect(answer).toMatchObject({ outcome: 'confirmed', orderId: order.id });

    // The customer's page shows success, nobody in the console having pressed anything.
    await expectView(customer.page, 'Payment successful', 5);
    expect(Date.now() - postedAt).toBeLessThan(5000);
    expect((await scenario.orderOf(order.id)).status).toBe('completed');

    // The trader sees the message, what became of it, and the order it confirmed.
    await trader.page.getByRole('link', { name: 'Notifications' }).first().click();
    const item = trader.page.getByRole('article', { name: new RegExp(sender) });
    await item.getByText('Confirmed automatically').waitFor({ timeout: 10_000 });
    await item.getByText(smsFor('1500')).waitFor();
    await item.getByRole('link', { name: `#${order.id.slice(0, 8)}` }).waitFor();
    expect(await violationsOf(trader.page, 'notifications at 360 px')).toEqual([]);

    // The phone revoked, its key stops working at once.
    await trader.page.getByRole('link', { name: 'Phones' }).click();
    await trader.page.getByRole('button', { name: 'Revoke: Redmi with the bank SIM' }).click();
    await trader.page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await phones.getByText('No phone paired yet.').waitFor();
    const refused = await fetch(ingestUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ from: sender, text: smsFor('700') }),
    });
    expect(refused.status).toBe(401);

    await Promise.all([trader.context.close(), customer.context.close()]);
  });

  it('a trader attaches a credit no order matched to an open order by hand, then confirms it as usual', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const sender = await ruleFor(scenario);
    const order = await scenario.createOrder({ amount: '2300.00' });
    await customerPays(order, () => scenario.acts.requisites(order.id, CARD_REQUISITES));
    const device = await api<{ key: string; ingestUrl: string }>(
      'POST',
      '/v1/trader/devices',
      scenario.trader.apiKey,
      { name: 'Pixel' },
    );
    // The customer sent 2 299.50 instead of 2 300.00: no order fits, nothing automatic; the message
    // names the order's card, so it is held beside that order as "amount differs".
    const posted = await api<IngestBankNotificationResponse>(
      'POST',
      BANK_NOTIFICATIONS_INGEST_PATH.replace(/^\/api/, ''),
      device.key,
      { from: sender, text: smsFor('2 299,50') },
    );
    expect(posted.outcome).toBe('unmatched');

    const user = await createConsoleTrader(scenario.trader.id);
    const { page, context } = await newPage(browser(), { width: 1280, height: 800 });
    await signIn(page, user);
    await page.goto(consoleUrl('/notifications'));
    const item = page.getByRole('article', { name: new RegExp(sender) });
    await item.getByText('Check by hand').waitFor();
    await item.getByText(/an open order on this card is of another sum/).waitFor();
    await item.getByRole('button', { name: 'Attach to an order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: /2,300\.00/ }).check();
    expect(await violationsOf(page, 'attach dialog at 1280 px')).toEqual([]);
    // The sums differ: the dialog says by how much and attaches only once that is ticked.
    await dialog
      .getByText(/The message says .*2,299\.50.*, the order is for .*2,300\.00.*: .*0\.50.* less/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Attach to an order' }).click();
    await dialog.getByText('The sums differ: tick this to attach, or choose another order.').waitFor();
    await dialog
      .getByRole('checkbox', { name: /Attach .*2,299\.50.* to the order of .*2,300\.00.* anyway/ })
      .check();
    await dialog.getByRole('button', { name: 'Attach to an order' }).click();
    // The order opens with the attached message; money received for the order's sum needs a tick that
    // the whole sum arrived (else a dispute), so it is not one tap away.
    await page.getByText('Bank messages on this order').waitFor();
    await page.getByRole('button', { name: 'Money received' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Yes, money received' }).click();
    await confirm.getByText('Tick this to confirm, or open a dispute.').waitFor();
    await confirm.getByRole('checkbox', { name: /I checked: .*2,300\.00.* arrived in full/ }).check();
    await confirm.getByRole('button', { name: 'Yes, money received' }).click();
    await page.locator('.detail .badge', { hasText: 'Completed' }).waitFor();
    await page.goto(consoleUrl('/notifications'));
    await item.getByText('Attached by hand to order').waitFor();
    await context.close();
  });

  it('an operator tests a message against the rules and sees what it reads, adds a rule, and sees a notification in the order’s timeline and the trader’s share confirmed automatically', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const sender = await ruleFor(scenario);
    const order = await scenario.createOrder({ amount: '4800.00' });
    await customerPays(order, () => scenario.acts.requisites(order.id, CARD_REQUISITES));
    await api('PUT', '/v1/trader/auto-confirm', scenario.trader.apiKey, { mode: 'after_customer' });
    const device = await api<{ key: string }>('POST', '/v1/trader/devices', scenario.trader.apiKey, {
      name: 'Galaxy',
    });
    const posted = await api<IngestBankNotificationResponse>(
      'POST',
      BANK_NOTIFICATIONS_INGEST_PATH.replace(/^\/api/, ''),
      device.key,
      { from: sender, text: smsFor('4800'), receivedAt: Date.now() },
    );
    expect(posted).toMatchObject({ outcome: 'confirmed', orderId: order.id });

    const first = await newPage(browser(), { width: 1280, height: 800 });
    const operator = await signInNewOperator(first.page);
    await first.context.close();
    // At 1280 px in the dark theme (the trader's screens are checked in both themes and sizes below).
    const context = await browser().newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
      colorScheme: 'dark',
    });
    const page = await context.newPage();
    await signIn(page, operator, { heading: 'Overview', totp: () => totpCode(operator.secret, 1) });

    // The tester: a Sberbank SMS read by the shipped rules, field by field.
    await page.getByRole('link', { name: 'Rules' }).click();
    await page.getByRole('heading', { name: 'Notification rules', level: 1 }).waitFor();
    const tester = page.getByRole('form', { name: 'Test a message' });
    await tester.getByLabel('Sender').fill('900');
    await tester.getByLabel('Message').fill('СЧЁТ2202 14:32 Перевод 1500р от Иван И. Баланс: 25000.50р');
    await tester.getByRole('button', { name: 'Read it' }).click();
    const result = page.getByRole('status', { name: 'What it reads' });
    await result.getByText('Money in').waitFor();
    const row = (label: string) => result.locator(`.details__row:has(dt:text-is("${label}")) dd`);
    expect(await row('Amount').textContent()).toBe('1500.00');
    expect(await row('Currency').textContent()).toBe('RUB');
    expect(await row('Last digits').textContent()).toBe('2202');
    expect(await row('Payer').textContent()).toBe('Иван И.');
    expect(await row('Bank').textContent()).toBe('Sberbank');
    expect(await row('Rule').textContent()).not.toBe('—');
    expect(await violationsOf(page, 'rules with a tested message, dark, 1280 px')).toEqual([]);

    // A new rule, tried on a message before it is saved, then listed under its bank.
    await page.getByRole('button', { name: 'Add a rule' }).click();
    await page.getByRole('combobox', { name: /^Bank/ }).selectOption('sberbank');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Sber push ${scenario.currency}`);
    await page.getByRole('textbox', { name: /^Senders/ }).fill(`PUSH${scenario.currency}`);
    await page
      .getByRole('textbox', { name: /^Pattern/ })
      .fill(String.raw`Поступление (?<amount>\d[\d ]*,\d{2}) ₽ от (?<payer>\S+ \S\.)`);
    await page
      .getByRole('textbox', { name: /^Currency when the pattern reads none/ })
      .fill(scenario.currency);
    await page
      .getByRole('group', { name: 'Try this rule on a message' })
      .getByRole('textbox', { name: /^Message/ })
      .fill('Поступление 1 250,00 ₽ от Анна К. Баланс 3 000,00 ₽');
    await page.getByRole('button', { name: 'Try it' }).click();
    const tried = page.getByRole('status', { name: 'What it reads' });
    expect(await tried.locator('.details__row:has(dt:text-is("Amount")) dd').textContent()).toBe('1250.00');
    expect(await tried.locator('.details__row:has(dt:text-is("Payer")) dd').textContent()).toBe('Анна К.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Sber push ${scenario.currency}`).waitFor();

    // The order's timeline: the phone confirmed it, with the message's text.
    await page.goto(consoleUrl(`/ops/orders/${order.id}`));
    await page.getByRole('heading', { name: 'Timeline' }).waitFor();
    await page.getByText("Trader's phone", { exact: false }).first().waitFor();
    const notifications = page.getByRole('region', { name: 'Bank notifications' });
    await notifications.getByText(smsFor('4800')).waitFor();
    await notifications.getByText('Confirmed automatically', { exact: true }).waitFor();
    // Explained to the operator about the trader, not in the trader's "confirmed for you".
    await notifications.getByText(/as the trader's auto-confirm mode says/).waitFor();
    expect(await violationsOf(page, 'timeline with a notification, dark, 1280 px')).toEqual([]);

    // The traders view: this trader's share of orders confirmed automatically.
    await page.goto(consoleUrl('/traders'));
    await page.getByRole('heading', { name: 'Traders', level: 1 }).waitFor();
    await page.getByText('100% auto-confirmed (1 of 1)').first().waitFor();
    const traders = await api<{ items: { id: string; autoConfirm: unknown }[] }>(
      'GET',
      '/v1/admin/traders',
      inject('adminKey'),
    );
    expect(traders.items.find((trader) => trader.id === scenario.trader.id)?.autoConfirm).toEqual({
      mode: 'after_customer',
      completed: 1,
      autoConfirmed: 1,
    });
    await context.close();
  });

  // One world and one sign-in; each screen checked at 360 and 1280 px in light and dark on the same page.
  it("the trader's notifications, phones and auto-confirm are clean (axe) in light and dark at 360 and 1280 px", async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const sender = await ruleFor(scenario);
    const order = await scenario.createOrder({ amount: '1100.00' });
    await customerPays(order, () => scenario.acts.requisites(order.id, CARD_REQUISITES));
    const device = await api<{ key: string }>('POST', '/v1/trader/devices', scenario.trader.apiKey, {
      name: 'Redmi',
    });
    const ingest = BANK_NOTIFICATIONS_INGEST_PATH.replace(/^\/api/, '');
    for (const text of [smsFor('1100'), smsFor('999'), 'Код 482913 для входа'])
      await api('POST', ingest, device.key, { from: sender, text });
    const user = await createConsoleTrader(scenario.trader.id);
    const { page } = await newPage(browser());
    await signIn(page, user);
    const found: string[] = [];
    await page.goto(consoleUrl('/notifications'));
    await page.locator('.badge', { hasText: 'Check by hand' }).first().waitFor();
    found.push(...(await violationsInEveryLook(page, 'notifications')));
    await page.goto(consoleUrl('/notifications/devices'));
    await page.getByRole('region', { name: 'Paired phones' }).getByText('Redmi').waitFor();
    found.push(...(await violationsInEveryLook(page, 'phones')));
    await page.goto(consoleUrl('/notifications/auto-confirm'));
    await page.getByRole('radio', { name: /^Off/ }).waitFor();
    found.push(...(await violationsInEveryLook(page, 'auto-confirm')));
    expect(found).toEqual([]);
  });
});
