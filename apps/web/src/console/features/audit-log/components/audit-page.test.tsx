import type { AuditEntry } from '@payorder/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
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
  i18next.addResourceBundle('ru', 'console', consoleRu);
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
    expect(within(row(consoleRu.shops.fee)).getByText('1.50')).toBeTruthy();
    expect(within(row(consoleRu.shops.fee)).getByText('2.00')).toBeTruthy();
    expect(within(row(consoleRu.shops.collect_receipts)).getByText(consoleRu.audit.value_yes)).toBeTruthy();
    // Only a field with no text keeps its key; an unchanged one is not shown.
    expect(row('someNewerField')).toBeTruthy();
    expect(within(table).queryByRole('rowheader', { name: 'feePercent' })).toBeNull();
    expect(within(table).queryByRole('rowheader', { name: consoleRu.shops.name })).toBeNull();
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
