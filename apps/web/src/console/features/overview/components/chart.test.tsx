import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '#console/lib/format.ts';
import { funnelDataset, moneyByDayDataset } from '../lib/datasets.ts';
import { SHOP_OVERVIEW } from '#page/test/overview.ts';
import { Chart } from './chart.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const t = () => i18next.getFixedT('en', 'console');
const tableOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Chart', () => {
  it('has the funnel’s numbers behind it as a table a screen reader reads, shown to everyone on "Numbers"', () => {
    render(<Chart dataset={funnelDataset(SHOP_OVERVIEW, t())} />);
    expect(tableOf('Funnel')).toEqual([
      ['Step', 'Orders', 'Share of created'],
      ['Created', '8', '100%'],
      ['Method chosen', '8', '100%'],
      ['Details given', '7', '87.5%'],
      ['Customer said paid', '5', '62.5%'],
      ['Completed', '4', '50%'],
    ]);
    const numbers = screen.getByRole('button', { name: 'Numbers' });
    expect(screen.getByRole('table').parentElement).toHaveProperty('className', 'visually-hidden');
    fireEvent.click(numbers);
    expect(numbers.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('table').parentElement).toHaveProperty('className', 'chart__table');
  });

  it('writes money with its currency in the table and downloads the raw decimals as CSV', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<Chart dataset={moneyByDayDataset(SHOP_OVERVIEW, 'RUB', t())} />);
    expect(tableOf('Money by day, RUB')[2]).toEqual([
      '2026-11-25',
      '4',
      formatMoney('4000.50', 'RUB'),
      formatMoney('40.00', 'RUB'),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(clicked).toHaveBeenCalledOnce();
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('money-RUB.csv');
    const bytes = new Uint8Array(await created[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM: spreadsheets read UTF-8
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Day,Completed orders,Volume,Fees\r\n2026-11-24,0,0.00,0.00\r\n2026-11-25,4,4000.50,40.00\r\n',
    );
  });
});
