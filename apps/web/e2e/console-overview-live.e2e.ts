import type { OverviewHealth } from '@payorder/contract';
import { apiClient } from '@payorder/test-kit';
import { describe, expect, inject, it } from 'vitest';
import { signInNewOperator } from './support/console.ts';
import { CARD2CARD, customerCall, setupScenario } from './support/payorder-api.ts';
import { requestsFor } from './support/requests.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/** The platform's health now, as the admin API answers it. */
const healthNow = () =>
  apiClient(inject('baseUrl'))<OverviewHealth>('GET', '/v1/admin/overview/health', inject('adminKey'));

describe.skipIf(skipReason !== null)('the overview’s health, live', () => {
  const browser = useBrowser();

  it('with the overview open, an order starting to wait for a trader and the trader coming online move its figures without a reload, brought by the operator’s event stream with its poll blocked', async () => {
    // A shop of its own (the overview narrowed to it counts only its waiting orders), its trader offline.
    const shopName = `Live shop ${Date.now()}`;
    const scenario = await setupScenario({ methods: [CARD2CARD], online: false, shop: { name: shopName } });
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    const polls = requestsFor(page, '/api/v1/admin/overview');
    const healthReads = requestsFor(page, '/api/v1/admin/overview/health');
    await signInNewOperator(page);
    await page
      .getByRole('form', { name: 'Overview filters' })
      .getByLabel('Shop')
      .selectOption({ label: shopName });

    const health = page.getByRole('region', { name: 'Now' });
    const figure = (label: string) =>
      health.locator('.tile', { has: page.getByText(label, { exact: true }) }).locator('.tile__value');
    const waiting = figure('Orders waiting for a trader');
    const online = figure('Traders online');
    await health.getByText('Live', { exact: true }).waitFor({ timeout: 15_000 });
    await expect.poll(() => waiting.textContent(), { timeout: 15_000 }).toBe('0');
    // Read once the shop was chosen: from here on no poll may bring anything (it would fail).
    await expect.poll(() => polls.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.route(
      (url) => url.pathname === '/api/v1/admin/overview',
      (route) => route.abort(),
    );
    const healthReadsBefore = healthReads.length;

    // The customer chooses the method while the trader is online, then the trader steps away and the
    // customer starts paying: nobody can take the order, it waits for a trader.
    const order = await scenario.createOrder({ amount: '1200.00' });
    await scenario.acts.setOnline(true);
    await customerCall(order, 'PATCH', '', { payment: { type: 'card2card', bank: 'sberbank' } });
    await scenario.acts.setOnline(false);
    await customerCall(order, 'POST', '/start-payment');
    await expect.poll(() => waiting.textContent(), { timeout: 15_000 }).toBe('1');

    // The trader comes back: routing gives it the order, which no longer waits; it counts as online.
    await scenario.acts.setOnline(true);
    await expect.poll(() => waiting.textContent(), { timeout: 15_000 }).toBe('0');
    // Other browser tests' traders come and go meanwhile: the figure is the platform's count now.
    await expect
      .poll(async () => (await online.textContent()) === String((await healthNow()).tradersOnline), {
        timeout: 15_000,
      })
      .toBe(true);

    // Brought by the stream: its events had the health read alone, and no poll of the overview could
    // have brought these figures (every one asked since was refused).
    expect(healthReads.length).toBeGreaterThan(healthReadsBefore);
    await health.getByText('Live', { exact: true }).waitFor();
    await context.close();
  });
});
