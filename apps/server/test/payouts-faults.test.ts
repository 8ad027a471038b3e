import type { AdminPayout, MerchantBalanceResponse, Payout, TraderBalanceResponse } from '@payorder/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_KEY, freshDb, isPostgresRun } from './helper.ts';
import { png } from './receipts-fixtures.ts';
import {
  deploymentEnv,
  must,
  orderReadyToConfirm,
  shopAndTrader,
  startNodeProcess,
  tempDir,
  type NodeProcess,
} from './scale-kit.ts';
import { serverBundle } from './server-bundle.ts';

/**
 * A payout is never paid twice and no money appears or disappears, even when the server dies between the
 * trader's take and its complete: the built server, SIGKILLed, started again on the same database.
 */
const running: NodeProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((process) => process.stop('SIGKILL')));
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function database() {
  const dir = await tempDir('payorder-payout-faults-');
  cleanups.push(dir.remove);
  if (!isPostgresRun) return { url: '', dataDir: dir.dir };
  const db = await freshDb();
  cleanups.push(db.drop);
  return { url: db.url!, dataDir: dir.dir };
}

describe('payouts: a server killed between take and complete', () => {
  it('loses nothing: the payout is still the trader’s, completes once, and the money adds up', async () => {
    const { url, dataDir } = await database();
    const env: Record<string, string> = deploymentEnv(url, dataDir, {
      WORKER: '0',
      SWEEP_INTERVAL_MS: '3600000',
    });
    if (!url) delete env.DATABASE_URL; // PGlite in DATA_DIR
    const bundle = serverBundle();
    const start = async (name: string) => {
      const server = await startNodeProcess(bundle, 'server', name, env);
      running.push(server);
      return server;
    };
    let server = await start('before');
    const base = server.base;

    // The shop's balance: one order of 5000.00 paid and confirmed.
    const { shop, trader: orderTrader } = await shopAndTrader(base);
    await must(200, base, 'PUT', `/api/v1/admin/shops/${shop.id}`, {
      key: ADMIN_KEY,
      body: { payoutFeePercent: '1' },
    });
    const order = await orderReadyToConfirm(base, shop.apiKey, 'https://shop.test/cb', '5000.00');
    await must(200, base, 'POST', `/api/v1/customer/orders/${order.id}/confirm-payment`, {
      key: order.customerKey,
    });
    await must(200, base, 'POST', `/api/v1/trader/orders/${order.id}/confirm`, { key: orderTrader.apiKey });

    const trader = (
      await must<{ id: string; apiKey: string }>(201, base, 'POST', '/api/v1/admin/traders', {
        key: ADMIN_KEY,
        body: { name: 'Payout trader' },
      })
    ).body;
    await must(200, base, 'PUT', `/api/v1/admin/traders/${trader.id}`, {
      key: ADMIN_KEY,
      body: { payoutCommissionPercent: '0.5' },
    });
    await must(200, base, 'PUT', '/api/v1/trader/payout-settings', {
      key: trader.apiKey,
      body: { enabled: true, currencies: ['RUB'], paymentTypes: ['card2card'], maxInProgress: 5 },
    });
    await must(200, base, 'PUT', '/api/v1/trader/status', { key: trader.apiKey, body: { online: true } });
    const payout = (
      await must<Payout>(201, base, 'POST', '/api/v1/merchant/payouts', {
        key: shop.apiKey,
        body: {
          externalId: 'killed-1',
          amount: '1000.00',
          currency: 'RUB',
          paymentType: 'card2card',
          recipient: { card_number: '2202 2063 1232 5678' },
        },
      })
    ).body;
    await must(200, base, 'POST', `/api/v1/trader/payouts/${payout.id}/take`, { key: trader.apiKey });

    await server.stop('SIGKILL');
    expect(server.child.signalCode).toBe('SIGKILL');
    server = await start('after');
    const again = server.base;

    const seen = await must<AdminPayout>(200, again, 'GET', `/api/v1/admin/payouts/${payout.id}`, {
      key: ADMIN_KEY,
    });
    expect(seen.body).toMatchObject({ status: 'taken', traderId: trader.id, commission: '5.00' });
    // The shop's retry finds its payout, never a second one.
    const retried = await must<Payout>(200, again, 'POST', '/api/v1/merchant/payouts', {
      key: shop.apiKey,
      body: {
        externalId: 'killed-1',
        amount: '1000.00',
        currency: 'RUB',
        paymentType: 'card2card',
        recipient: { card_number: '2202 2063 1232 5678' },
      },
    });
    expect(retried.body.id).toBe(payout.id);

    const form = new FormData();
    form.append('file', new Blob([png()], { type: 'image/png' }), 'proof.png');
    const complete = () =>
      fetch(`${again}/api/v1/trader/payouts/${payout.id}/complete`, {
        method: 'POST',
        headers: { authorization: `Bearer ${trader.apiKey}` },
        body: form,
      });
    const [first, second] = await Promise.all([complete(), complete()]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);

    const balance = await must<MerchantBalanceResponse>(200, again, 'GET', '/api/v1/merchant/balance', {
      key: shop.apiKey,
    });
    expect(balance.body.balances).toEqual([{ currency: 'RUB', balance: '3990.00', held: '0.00' }]);
    const traderBalance = await must<TraderBalanceResponse>(200, again, 'GET', '/api/v1/trader/balance', {
      key: trader.apiKey,
    });
    expect(traderBalance.body.balances.find((line) => line.currency === 'RUB')?.working).toBe('1005.00');
  });
});
