import type { AuditEntry } from '@payorder/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import consoleRu from '#locales/ru/console.json';
import { AuditPage } from './audit-page.tsx';

/** An operator changed a shop's fee and a field this console has no text for (a newer server's). */
const entry: AuditEntry = {
  id: '7',
  at: '2026-11-20T10:00:00.000Z',
  actor: { kind: 'console_user', userId: '00000000-0000-4000-8000-000000000001', login: 'anna' },
  action: 'shop.update',
  targetType: 'shop',
  targetId: '00000000-0000-4000-8000-0000000000a1',
  targetName: 'Shop A',
  before: { name: 'Shop A', feePercent: '1.50', collectCustomerReceipts: false, someNewerField: 'a' },
  after: { name: 'Shop A', feePercent: '2.00', collectCustomerReceipts: true, someNewerField: 'b' },
  requestId: null,
};

/** What a new release changed by itself at its start: a shipped notification rule it updated. */
const releaseEntry: AuditEntry = {
  ...entry,
  id: '8',
  actor: { kind: 'release' },
  action: 'notification_rule.update',
  targetType: 'notification_rule',
  targetName: null,
  before: { name: 'T-Bank: a code' },
  after: { name: 'T-Bank: a code, or a password' },
};
let items = [entry];

beforeAll(async () => {
  await i18next.changeLanguage('ru');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname } = new URL(url, 'http://console.test');
      if (pathname === '/api/v1/admin/audit') return Response.json({ items, nextCursor: null });
      return Response.json({ items: [] });
    }),
  );
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('the audit log in Russian', () => {
  it('names each changed field in Russian, as the shop form does, and its values in words', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuditPage />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: consoleRu.audit.changes });
    const row = (field: string) => within(table).getByRole('rowheader', { name: field }).closest('tr')!;
    // A percentage as Russian writes one, never the wire's "1.50".
    expect(within(row(consoleRu.shops.fee)).getByText(/^1,5\s%$/)).toBeTruthy();
    expect(within(row(consoleRu.shops.fee)).getByText(/^2\s%$/)).toBeTruthy();
    expect(within(row(consoleRu.shops.collect_receipts)).getByText(consoleRu.audit.value_yes)).toBeTruthy();
    // Only a field with no text keeps its key; an unchanged one is not shown.
    expect(row('someNewerField')).toBeTruthy();
    expect(within(table).queryByRole('rowheader', { name: 'feePercent' })).toBeNull();
    expect(within(table).queryByRole('rowheader', { name: consoleRu.shops.name })).toBeNull();
  });

  it('says an order’s resolution in words: its short id opening it, the status, the sum with its currency, the time', async () => {
    const orderId = '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
    items = [
      {
        ...entry,
        id: '9',
        action: 'order.resolve_dispute',
        targetType: 'order',
        targetId: orderId,
        targetName: null,
        before: { status: 'dispute', updatedAt: '2026-11-20T09:00:00.000Z' },
        after: {
          status: 'completed',
          paidAmount: '1200.50',
          currency: 'RUB',
          updatedAt: '2026-11-20T10:00:00.000Z',
        },
      },
    ];
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <AuditPage />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: consoleRu.audit.changes });
    const link = screen.getByRole('link', { name: '#3f2a9c1e' });
    expect(link.getAttribute('href')).toBe(`/ops/orders/${orderId}`);
    const text = table.textContent!;
    expect(text).toContain(consoleRu.status.dispute);
    expect(text).toContain(consoleRu.status.completed);
    // The currency's symbol once the reference is read, its code until then.
    expect(text).toMatch(/1\s200,50\s(₽|RUB)/);
    // No wire value is left: no ISO time, no whole UUID, no status code, no unformatted sum.
    expect(document.body.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}T|completed|dispute\b|1200\.50/);
    expect(document.body.textContent).not.toContain(orderId);
  });

  it('names a release as who changed a shipped rule, not the admin API key', async () => {
    items = [releaseEntry];
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuditPage />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(consoleRu.audit.release, { exact: false })).toBeTruthy();
  });
});
