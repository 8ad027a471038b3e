import { type OverviewHealth, addDays, dayIn, startOfDay } from '@payorder/contract';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHOP_OVERVIEW } from '#page/test/overview.ts';
import { toCsv } from './csv.ts';
import {
  datasetCsv,
  failingCallbacksDataset,
  funnelByDataset,
  funnelDataset,
  moneyByDayDataset,
  ordersByDayDataset,
} from './datasets.ts';
import { periodRange } from './period.ts';

const NOW = Date.parse('2026-03-29T10:00:00Z'); // a Sunday: Berlin moved its clocks at 01:00 UTC

describe('periodRange', () => {
  it('gives today, 7 and 30 days as whole days of the time zone, ending with today', () => {
    expect(periodRange({ preset: 'today' }, 'Asia/Kolkata', NOW)).toEqual({
      from: '2026-03-28T18:30:00.000Z',
      to: '2026-03-29T18:30:00.000Z',
    });
    expect(periodRange({ preset: '7d' }, 'UTC', NOW)).toEqual({
      from: '2026-03-23T00:00:00.000Z',
      to: '2026-03-30T00:00:00.000Z',
    });
    expect(periodRange({ preset: '30d' }, 'America/New_York', NOW)).toEqual({
      from: '2026-02-28T05:00:00.000Z', // winter time then
      to: '2026-03-30T04:00:00.000Z', // summer time now
    });
  });

  it('counts a day of a clock change as it is (23 hours in Berlin on 29 March)', () => {
    expect(periodRange({ preset: 'today' }, 'Europe/Berlin', NOW)).toEqual({
      from: '2026-03-28T23:00:00.000Z',
      to: '2026-03-29T22:00:00.000Z',
    });
  });

  it('takes a custom period’s first and last day, both included; a reversed or half-typed one is nothing to ask', () => {
    expect(
      periodRange({ preset: 'custom', fromDay: '2026-01-31', toDay: '2026-02-01' }, 'Asia/Tokyo', NOW),
    ).toEqual({
      from: '2026-01-30T15:00:00.000Z',
      to: '2026-02-01T15:00:00.000Z',
    });
    expect(
      periodRange({ preset: 'custom', fromDay: '2026-02-02', toDay: '2026-02-01' }, 'UTC', NOW),
    ).toBeNull();
    expect(periodRange({ preset: 'custom', fromDay: '2026-02-02' }, 'UTC', NOW)).toBeNull();
  });

  it('finds the day of an instant in a zone and moves days across months and years', () => {
    expect(dayIn(Date.parse('2026-12-31T20:00:00Z'), 'Asia/Almaty')).toBe('2027-01-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(new Date(startOfDay('2026-10-25', 'Europe/Berlin')).toISOString()).toBe(
      '2026-10-24T22:00:00.000Z',
    );
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, leaves nothing empty, ends lines with CRLF', () => {
    expect(
      toCsv([
        ['Shop', 'Orders'],
        ['Books, "Corner"', 3],
        ['Two\nlines', null],
      ]),
    ).toBe('Shop,Orders\r\n"Books, ""Corner""",3\r\n"Two\nlines",\r\n');
  });

  it('writes a text cell a spreadsheet would run as a formula as text (the server exports’ rule), numbers as they are', () => {
    expect(toCsv([['=HYPERLINK("http://x")', '+1', '-1', '@SUM(A1)', '\tx', 'Plain', -5, 0]])).toBe(
      `"'=HYPERLINK(""http://x"")",'+1,'-1,'@SUM(A1),'\tx,Plain,-5,0\r\n`,
    );
    // A column told not to hold text (an amount's decimal string) keeps its minus sign.
    expect(toCsv([['-5.00', '-5.00']], (index) => index === 0)).toBe("'-5.00,-5.00\r\n");
  });
});

describe('datasets', () => {
  let t: TFunction<'console'>;
  beforeAll(() => {
    t = i18next.getFixedT('en', 'console');
  });

  it('the funnel’s rows are the API’s counts, each with its share of the created orders', () => {
    expect(funnelDataset(SHOP_OVERVIEW, t).rows).toEqual([
      ['Created', 8, 1],
      ['Method chosen', 8, 1],
      ['Details given', 7, 0.875],
      ['Customer said paid', 5, 0.625],
      ['Completed', 4, 0.5],
    ]);
  });

  it('money by day: a day without that currency is zero, a shop sees no commission column, the CSV keeps the wire’s decimals', () => {
    const money = moneyByDayDataset(SHOP_OVERVIEW, 'RUB', t);
    expect(datasetCsv(money)).toBe(
      'Day,Completed orders,Volume,Fees\r\n2026-11-24,0,0.00,0.00\r\n2026-11-25,4,4000.50,40.00\r\n',
    );
    expect(datasetCsv(ordersByDayDataset(SHOP_OVERVIEW, t))).toBe(
      'Day,Created,Completed,Conversion\r\n2026-11-24,4,1,0.25\r\n2026-11-25,4,3,0.75\r\n',
    );
  });
  it('a shop named like a formula is written neutralised in the overview’s CSVs; amounts keep their sign', () => {
    const name = '=HYPERLINK("http://x")';
    const byShop = funnelByDataset([{ key: 'shop-1', label: name, funnel: SHOP_OVERVIEW.funnel }], 'shop', t);
    expect(datasetCsv(byShop).split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"")",8,4,0.5`);
    const health: OverviewHealth = {
      asOf: '2026-11-25T12:00:00.000Z',
      openDisputes: {
        count: 0,
        oldestAgeMs: null,
        byAge: { underHour: 0, underDay: 0, underThreeDays: 0, older: 0 },
      },
      failingCallbacks: [{ shopId: crypto.randomUUID(), name: '@cmd', failed: 1, retrying: 0 }],
      tradersOnline: 0,
      ordersWaiting: 0,
      oldestWaitingMs: null,
      silentPhones: [],
    };
    const failing = failingCallbacksDataset(health, t);
    expect(datasetCsv(failing).split('\r\n')[1]).toBe("'@cmd,1,0");
    const money = { currency: 'RUB', orders: 1, volume: '-5.00', fees: '0.00' };
    const negative = {
      ...SHOP_OVERVIEW,
      money: [money],
      byDay: [{ ...SHOP_OVERVIEW.byDay[0]!, money: [money] }],
    };
    expect(datasetCsv(moneyByDayDataset(negative, 'RUB', t)).split('\r\n')[1]).toBe(
      '2026-11-24,1,-5.00,0.00',
    );
  });

  it('money by day for a trader: its commission, no shops’ fees column', () => {
    const money = { currency: 'RUB', orders: 4, volume: '4000.50', commissions: '40.00' };
    const trader = {
      ...SHOP_OVERVIEW,
      money: [money],
      byDay: SHOP_OVERVIEW.byDay.map((day) => ({ ...day, money: day.money.length ? [money] : [] })),
    };
    expect(datasetCsv(moneyByDayDataset(trader, 'RUB', t))).toBe(
      'Day,Completed orders,Volume,Commissions\r\n2026-11-24,0,0.00,0.00\r\n2026-11-25,4,4000.50,40.00\r\n',
    );
  });
});
