import type { MerchantOverview, OverviewFunnel } from '@payorder/contract';

/** A funnel of `created` orders, `completed` of them completed, the rest expired (one waiting for details). */
const funnel = (created: number, completed: number): OverviewFunnel => ({
  created,
  methodChosen: created,
  detailsGiven: created - 1,
  customerPaid: completed + 1,
  completed,
  cancelled: 0,
  expired: created - completed,
  disputed: 1,
  open: 0,
  conversion: created ? completed / created : 0,
  stops: {
    expiredAt: { new: 0, requisites: 1, customerConfirm: created - completed - 1 },
    cancelledBy: { customer: 0, trader: 0, operator: 0 },
    disputedAt: { traderConfirm: 1 },
  },
});
const speed = { detailsP50Ms: 1000, detailsP90Ms: 2000, confirmP50Ms: 60_000, confirmP90Ms: 90_000 };
/** A shop's overview of two days in UTC: 4 orders each, 1 and 3 completed, money only on the second. */
export const SHOP_OVERVIEW: MerchantOverview = {
  from: '2026-11-24T00:00:00.000Z',
  to: '2026-11-26T00:00:00.000Z',
  tz: 'UTC',
  currency: null,
  funnel: funnel(8, 4),
  speed,
  money: [{ currency: 'RUB', orders: 4, volume: '4000.50', fees: '40.00' }],
  byDay: [
    { day: '2026-11-24', funnel: funnel(4, 1), speed, money: [] },
    {
      day: '2026-11-25',
      funnel: funnel(4, 3),
      speed,
      money: [{ currency: 'RUB', orders: 4, volume: '4000.50', fees: '40.00' }],
    },
  ],
};
