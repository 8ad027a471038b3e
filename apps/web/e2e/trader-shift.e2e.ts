import { BANK_NOTIFICATIONS_INGEST_PATH } from '@payorder/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { consoleUrl, createConsoleTrader, signIn } from './support/console.ts';
import {
  CARD2CARD,
  CARD_REQUISITES,
  customerCall,
  customerPays,
  setupScenario,
  type Scenario,
} from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/**
 * The trader's shift (issue 38), in Russian, on a 360×740 phone and a 1280×800 desk, with the real
 * server: an empty queue says why (offline, an empty book, no orders yet) with what to do; a new order
 * shows on every screen from the moment it is assigned; "Money received" ends with a notice naming the
 * order and the sum; the balance's ledger reads in a trader's words beside today's volume; a credit
 * nobody claimed raises a badge on Notifications; the dispute dialog fits the screen with its buttons.
 * With SHOTS_DIR set, each screen is saved there as a PNG.
 */
const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

const api = async <T>(method: string, path: string, key: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

/** A book entry on the scenario's card method: orders are routed to it (assigned at once). */
async function addEntry(scenario: Scenario) {
  const [method] = await api<{ id: string }[]>('GET', '/v1/trader/trade-methods', scenario.trader.apiKey);
  await api('POST', '/v1/trader/requisites', scenario.trader.apiKey, {
    tradeMethodId: method!.id,
    details: CARD_REQUISITES,
    isActive: true,
  });
}

/** The console in Russian at `path`, signed in already. */
const openRu = (page: Page, path: string) =>
  page.goto(`${consoleUrl(path)}${path.includes('?') ? '&' : '?'}lng=ru`);

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: `${dir}/trader-shift-${name}-${width}.png` });
}

/** A sum as the Russian console writes it, whatever the scenario's currency: "2 750,00 XYZ". */
const ru = (sum: string) => new RegExp(sum.replace(' ', '\\s'));

describe.skipIf(skipReason !== null)('the trader’s shift (issue 38), in Russian', () => {
  const browser = useBrowser();

  for (const viewport of SIZES) {
    const at = `${viewport.width}×${viewport.height}`;

    it(`at ${at}: an empty queue says why — offline, an empty book, no orders yet — each with its action`, async () => {
      const scenario = await setupScenario({ methods: [CARD2CARD], online: false });
      const user = await createConsoleTrader(scenario.trader.id);
      const { page, context } = await newPage(browser(), viewport);
      await signIn(page, user);
      await openRu(page, '/');
      const empty = page.getByTestId('queue-empty');

      await page.getByText('Вы не в сети', { exact: true }).waitFor();
      expect(await empty.getAttribute('data-reason')).toBe('offline');
      await shot(page, 'empty-offline');
      await empty.getByRole('button', { name: 'Выйти в сеть' }).click();
      // Online now (the header's switch says so), but the book has nothing to route an order to.
      await page.getByRole('switch', { name: 'В сети' }).waitFor();
      await page.getByText('В реквизитах нет активной карты или счёта').waitFor();
      await shot(page, 'empty-book');
      await empty.getByRole('link', { name: 'Открыть реквизиты' }).click();
      await page.getByRole('heading', { name: 'Книга реквизитов', level: 1 }).waitFor();

      await addEntry(scenario);
      await openRu(page, '/');
      await page.getByText('Заказов пока нет').waitFor();
      expect(await empty.getAttribute('data-reason')).toBe('no_orders');
      await shot(page, 'empty-no-orders');
      await context.close();
    });

    it(`at ${at}: a new order shows on the balance screen the moment it is assigned; "Money received" ends with a notice of the order and the sum; the ledger reads in a trader’s words`, async () => {
      const scenario = await setupScenario({ methods: [CARD2CARD] });
      await addEntry(scenario);
      const user = await createConsoleTrader(scenario.trader.id);
      const { page, context } = await newPage(browser(), viewport);
      await signIn(page, user);
      await openRu(page, '/balance');
      await page.getByRole('heading', { name: 'Баланс', level: 1 }).waitFor();
      const banner = page.getByTestId('shift-banner');
      expect(await banner.count()).toBe(0);

      // The customer picks the method: routed to the book's card at once (waiting on the customer).
      const order = await scenario.createOrder({ amount: '2750.00' });
      await scenario.drive(order, 'customer_confirm', { requisites: null });
      await banner.getByText('Заказов в работе: 1').waitFor({ timeout: 10_000 });
      // Still on the balance: seen without leaving it.
      await page.getByRole('heading', { name: 'Баланс', level: 1 }).waitFor();
      await shot(page, 'banner-assigned');
      // The customer says they paid: now it waits on the trader, and the strip says so.
      await customerCall(order, 'PATCH', '', {
        payment: { customerCardFirstDigits: '427638', customerCardLastDigits: '1234' },
      });
      await customerCall(order, 'POST', '/confirm-payment');
      await banner.getByText(/ждут вас: 1/).waitFor({ timeout: 10_000 });
      // The strip keeps to two lines at most, on a phone too (its action an arrow there), and says
      // where it leads in words to a screen reader.
      expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(72);
      await shot(page, 'banner-waiting');
      expect(await page.getByRole('link', { name: /ждут вас: 1\s*Открыть очередь$/ }).count()).toBe(1);

      await banner.click();
      await page.getByRole('heading', { name: 'Очередь', level: 1 }).waitFor();
      expect(await banner.count()).toBe(0);
      await page.getByRole('link', { name: ru('2 750,00') }).click();
      // The order opened from the queue is the queue's screen too: no strip sending you to it.
      await page.getByRole('button', { name: 'Деньги получены' }).waitFor();
      expect(await banner.count()).toBe(0);
      await page.getByRole('button', { name: 'Деньги получены' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Да, деньги получены' }).click();
      const notice = page.getByTestId('notice');
      await notice
        .getByText(/^Поступление записано: заказ #\w+, 2\s750,00\s\S+\. Заказ завершён\.$/)
        .waitFor();
      expect(await notice.isVisible()).toBe(true);
      expect(await notice.textContent()).toContain(order.id.slice(0, 8));
      await shot(page, 'money-received');
      await banner.waitFor({ state: 'detached' });

      await openRu(page, '/balance');
      const balance = page.locator('.balances');
      await balance.getByText('Оборот за сегодня (завершено: 1)').waitFor();
      const ledger = page.getByRole('region', { name: 'Журнал операций' });
      await ledger.getByText('Резерв под заказ: списано с рабочего баланса').waitFor();
      await ledger.getByText('Заказ завершён: резерв ушёл магазину').first().waitFor();
      const words = (await ledger.textContent()) ?? '';
      // Never the ledger's own kinds and accounts ("Заморозка · Рабочий баланс").
      expect(words).not.toMatch(/trader_|Заморозка ·|Расчёт ·|· Рабочий баланс|· Заморожено/);
      await shot(page, 'ledger');
      await context.close();
    });

    it(`at ${at}: a credit nobody claimed raises a badge on Notifications; the dispute dialog fits the screen with its buttons`, async () => {
      const scenario = await setupScenario({ methods: [CARD2CARD] });
      await addEntry(scenario);
      const sender = await ruleFor(scenario);
      const device = await api<{ key: string }>('POST', '/v1/trader/devices', scenario.trader.apiKey, {
        name: 'Redmi',
      });
      // 999 reaches the card while no order of that sum is open: nobody claims it.
      await api('POST', BANK_NOTIFICATIONS_INGEST_PATH.replace(/^\/api/, ''), device.key, {
        from: sender,
        text: smsFor('999'),
        receivedAt: Date.now(),
      });
      const order = await scenario.createOrder({ amount: '3310.00' });
      await customerPays(order, async () => undefined);

      const user = await createConsoleTrader(scenario.trader.id);
      const { page, context } = await newPage(browser(), viewport);
      await signIn(page, user);
      await openRu(page, '/');
      const notifications = page
        .getByRole('navigation', { name: 'Разделы консоли' })
        .getByRole('link', { name: /Уведомления/ });
      const badge = notifications.getByTestId('count-notifications');
      await badge.waitFor({ timeout: 15_000 });
      expect(await badge.locator('[aria-hidden="true"]').textContent()).toBe('1');
      await shot(page, 'unclaimed-badge');

      await page.getByRole('link', { name: ru('3 310,00') }).click();
      await page.getByRole('button', { name: 'Открыть спор' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: 'Другое' }).check();
      await dialog.getByLabel('Опишите, что не так').waitFor();
      expect(await fitsTheScreen(page)).toEqual([]);
      await shot(page, 'dispute-dialog');
      // Its buttons work from where they are, with no scrolling.
      await dialog.getByRole('button', { name: 'Открыть спор' }).click();
      await dialog.getByText('Опишите причину: её прочитает оператор.').waitFor();
      expect(await fitsTheScreen(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Назад' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await context.close();
    });
  }
});

/**
 * What of the open dialog lies outside the screen, or needs scrolling: the dialog's box, and each of its
 * buttons (in the screen, and not scrolled out of the dialog's own view).
 */
function fitsTheScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const dialog = document.querySelector<HTMLDialogElement>('dialog[open]')!;
    const body = dialog.querySelector<HTMLElement>('.dialog__body')!;
    const box = dialog.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) problems.push(`dialog ${box.top}–${box.bottom}`);
    if (body.scrollHeight > body.clientHeight + 1)
      problems.push(`scrolls: ${body.scrollHeight} in ${body.clientHeight}`);
    for (const button of dialog.querySelectorAll('button')) {
      const rect = button.getBoundingClientRect();
      if (rect.top < box.top || rect.bottom > box.bottom || rect.bottom > window.innerHeight)
        problems.push(`button "${button.textContent}" at ${rect.top}–${rect.bottom}`);
    }
    return problems;
  });
}

/** The last four digits of the card the scenario's trader gives its customers. */
const CARD_LAST4 = CARD_REQUISITES.card_number!.replace(/\D/g, '').slice(-4);

/** A rule reading a Sberbank-style SMS from a sender of the scenario's own, in its currency (as an operator adds one). */
async function ruleFor(scenario: Scenario): Promise<string> {
  const sender = `TEST${scenario.currency}`;
  await api('POST', '/v1/admin/notification-rules', inject('adminKey'), {
    bank: 'sberbank',
    name: `Test bank ${scenario.currency}: transfer in`,
    senders: [sender],
    kind: 'credit',
    pattern: String.raw`MIR-(?<last4>\d{4}) \d{2}:\d{2} зачисление (?<amount>\d[\d ]*(?:[.,]\d{1,2})?)р`,
    currency: scenario.currency,
    priority: 0,
  });
  return sender;
}

/** The bank's SMS for `amount` reaching the scenario's card, as the Android forwarder posts it. */
const smsFor = (amount: string) => `MIR-${CARD_LAST4} 09:12 зачисление ${amount}р Баланс: 15230.45р`;
