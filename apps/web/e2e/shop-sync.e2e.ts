import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { expectText, expectView } from './support/page-helpers.ts';
import { CARD2CARD, CARD_REQUISITES, setupScenario } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/** A shop back end whose answer each test chooses by path: /ok after a delay, /fail with a 500. */
function startShop(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    request.resume();
    if (request.url === '/fail') {
      response.writeHead(500).end('shop is down');
      return;
    }
    setTimeout(() => response.writeHead(200).end('ok'), 4000);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}

describe.skipIf(skipReason !== null)('shop sync (docs/product/payment-page.md §8)', () => {
  const browser = useBrowser();
  let shop: Awaited<ReturnType<typeof startShop>>;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop?.close());

  async function cancelledOrderWithCallback(path: string) {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const order = await scenario.createOrder({ callbackUrl: `${shop.url}${path}` });
    const { page, context } = await newPage(browser());
    await page.goto(order.url);
    await page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();
    await expectView(page, 'Wait a minute... payment creation in progress', 2);
    await scenario.acts.requisites(order.id, CARD_REQUISITES);
    await expectView(page, 'Top up', 3);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Cancel the payment' }).click();
    await expectView(page, 'Payment cancelled', 5);
    return { page, context };
  }

  it('shows the shop update in progress, and stops once the shop answered', async () => {
    const { page, context } = await cancelledOrderWithCallback('/ok');
    await expectText(page, 'Updating the shop…');
    await page.getByText('Updating the shop…').waitFor({ state: 'detached', timeout: 20_000 });
    await context.close();
  });

  it('says the update may be delayed when the shop fails', async () => {
    const { page, context } = await cancelledOrderWithCallback('/fail');
    await expectText(page, 'There may be a delay in updating the data');
    await context.close();
  });
});
