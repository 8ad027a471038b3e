import type { TraderPayoutEvent } from '@payorder/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helper.ts';
import { listen, openStream, type Stream } from './events-helper.ts';
import {
  completeWithProof,
  createPayout,
  fundedShop,
  payoutBody,
  payoutMove,
  payoutTrader,
  type PayoutTrader,
} from './payout-kit.ts';

// The trader's live stream says `payout` when a payout offered to it, or its own, moves
// (docs/architecture.md "Live events"): the console reads its payouts again at once, without polling.
let t: TestApp;
let baseUrl: string;
const streams: Stream[] = [];
beforeEach(async () => {
  t = await startTestApp({ SWEEP_INTERVAL_MS: '3600000' });
  baseUrl = await listen(t.app);
});
afterEach(async () => {
  await Promise.all(streams.splice(0).map((stream) => stream.close()));
  await t.close();
});

async function traderStream(trader: PayoutTrader) {
  const stream = await openStream(`${baseUrl}/api/v1/trader/events`, trader.apiKey);
  expect(stream.response.status).toBe(200);
  streams.push(stream);
  return stream;
}

const payoutEvents = (stream: Stream, id: string) =>
  stream.events
    .filter((event) => event.event === 'payout')
    .map((event) => event.data as TraderPayoutEvent)
    .filter((event) => event.id === id);

describe("payouts on the trader's live stream", () => {
  it('tells the trader of a payout offered to it, then of taking and completing it; nobody else', async () => {
    const shop = await fundedShop(t.app, '5000.00');
    const trader = await payoutTrader(t.app);
    // Online with payouts on, but for another currency: never offered this payout.
    const bystander = await payoutTrader(t.app, { currencies: ['KZT'] });
    const stream = await traderStream(trader);
    const bystanderStream = await traderStream(bystander);

    const payout = await createPayout(t.app, shop.apiKey, payoutBody('live-1', '1500.00'));
    const offered = await stream.next<TraderPayoutEvent>((event) => event.id === payout.id);
    expect(offered).toEqual({
      id: payout.id,
      status: 'new',
      offered: true,
      amount: '1500.00',
      currency: 'RUB',
    });
    expect(stream.events.find((event) => (event.data as TraderPayoutEvent).id === payout.id)?.event).toBe(
      'payout',
    );

    expect((await payoutMove(t.app, trader.apiKey, payout.id, 'take')).statusCode).toBe(200);
    await stream.next<TraderPayoutEvent>((event) => event.id === payout.id && event.status === 'taken');
    expect(payoutEvents(stream, payout.id).at(-1)).toMatchObject({ status: 'taken', offered: false });

    expect((await completeWithProof(t.app, trader.apiKey, payout.id)).statusCode).toBe(200);
    await stream.next<TraderPayoutEvent>((event) => event.id === payout.id && event.status === 'completed');

    expect(payoutEvents(bystanderStream, payout.id)).toEqual([]);
  });

  it('tells the trader who declines that the offer left it, and the next trader that it is offered now', async () => {
    const shop = await fundedShop(t.app, '5000.00');
    const first = await payoutTrader(t.app);
    const second = await payoutTrader(t.app);
    const streamOf = new Map([
      [first, await traderStream(first)],
      [second, await traderStream(second)],
    ]);

    const payout = await createPayout(t.app, shop.apiKey, payoutBody('live-2'));
    await expect
      .poll(() => [...streamOf.values()].filter((stream) => payoutEvents(stream, payout.id).length > 0))
      .toHaveLength(1);
    const [offeredTrader, offeredStream] = [...streamOf].find(
      ([, stream]) => payoutEvents(stream, payout.id).length > 0,
    )!;
    const [, nextStream] = [...streamOf].find(([trader]) => trader !== offeredTrader)!;
    expect(payoutEvents(offeredStream, payout.id)).toEqual([expect.objectContaining({ offered: true })]);

    const declined = await payoutMove(t.app, offeredTrader.apiKey, payout.id, 'decline', {
      reason: 'My bank limit for today is reached',
    });
    expect(declined.statusCode, declined.body).toBe(204);
    await nextStream.next<TraderPayoutEvent>((event) => event.id === payout.id && event.offered);
    await offeredStream.next<TraderPayoutEvent>(
      (event) => event.id === payout.id && !event.offered && event.status === 'new',
    );
  });
});
