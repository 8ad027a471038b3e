import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { expectView } from './support/page-helpers.ts';
import { CARD2CARD, CARD_REQUISITES, setupScenario } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

const isOrderGet = (url: string, orderId: string) =>
  new URL(url).pathname === `/api/v1/customer/orders/${orderId}`;
const isOrderStream = (url: string, orderId: string) =>
  new URL(url).pathname === `/api/v1/customer/orders/${orderId}/events`;

describe.skipIf(skipReason !== null)('live events', () => {
  const browser = useBrowser();

  it('the screen follows the trader’s move by the stream, without polling', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const order = await scenario.createOrder();
    const { page, context } = await newPage(browser());
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && isOrderGet(request.url(), order.id)) polls.push(request.url());
    });

    await page.goto(order.url);
    await expectView(page, 'Select a bank for payment', 1);
    const streamOpened = page.waitForResponse((response) => isOrderStream(response.url(), order.id));
    await page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();
    await expectView(page, 'Wait a minute... payment creation in progress', 2);
    expect((await streamOpened).status()).toBe(200);
    // Never the token in the stream's URL: it goes in the Authorization header.
    expect((await streamOpened).url()).not.toContain(order.token);

    const pollsBefore = polls.length;
    await scenario.acts.requisites(order.id, CARD_REQUISITES);
    await page.getByRole('heading', { name: 'Top up', level: 1 }).waitFor({ timeout: 10_000 });
    // No poll asked for it: the stream brought it. How soon is the bench's business (npm run bench:
    // p95 ≤ 500 ms), not a timed test's on a shared machine.
    expect(polls.length).toBe(pollsBefore);
    await context.close();
  });

  it('still follows the trader’s move by the 3 s poll when the stream is blocked', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const order = await scenario.createOrder();
    const { page, context } = await newPage(browser());
    let blocked = 0;
    await page.route(
      (url) => isOrderStream(url.toString(), order.id),
      (route) => {
        blocked += 1;
        return route.abort();
      },
    );
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && isOrderGet(request.url(), order.id)) polls.push(request.url());
    });

    await page.goto(order.url);
    await expectView(page, 'Select a bank for payment', 1);
    await page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();
    await expectView(page, 'Wait a minute... payment creation in progress', 2);
    await expect.poll(() => blocked, { timeout: 10_000 }).toBeGreaterThan(0);

    await scenario.acts.requisites(order.id, CARD_REQUISITES);
    await expectView(page, 'Top up', 3);
    expect(polls.length).toBeGreaterThan(0);
    await context.close();
  });
});
