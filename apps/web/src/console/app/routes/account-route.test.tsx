import type { ConsoleMe, ConsoleRole } from '@payorder/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import consoleEn from '#locales/en/console.json';
import { meQuery } from '#console/lib/queries.ts';
import { AccountRoute } from './account-route.tsx';

const me = (role: ConsoleRole): ConsoleMe => ({
  id: '00000000-0000-4000-8000-000000000001',
  login: `me-${role}`,
  role,
  traderId: role === 'trader' ? '00000000-0000-4000-8000-0000000000b1' : null,
  shopId: role === 'shop' ? '00000000-0000-4000-8000-0000000000a1' : null,
  name: `me-${role}`,
  totpEnrolled: true,
  mustChangePassword: false,
});

/** The account screen of a role, its calls answered (no sessions, no other logins). */
async function renderAccountOf(role: ConsoleRole) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname } = new URL(url, 'http://console.test');
      if (pathname === '/api/v1/console/me') return Response.json(me(role));
      if (pathname === '/api/v1/console/sessions') return Response.json([]);
      return Response.json({ items: [] });
    }),
  );
  // Who is signed in is known before the screen is drawn, as the shell knows it (it loads it first).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meQuery.queryKey, me(role));
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AccountRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: consoleEn.password.title });
}

afterEach(() => vi.unstubAllGlobals());

describe('the account screen: every role changes its own password; new-order alerts are the trader’s alone', () => {
  it.each(['operator', 'shop'] as const)('a %s sees no sound or vibration settings', async (role) => {
    await renderAccountOf(role);
    expect(screen.getByRole('link', { name: consoleEn.password.open })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: consoleEn.alerts.title })).toBeNull();
    expect(screen.queryByText(consoleEn.alerts.sound)).toBeNull();
  });

  it('a trader sets how new orders are told', async () => {
    await renderAccountOf('trader');
    expect(await screen.findByRole('heading', { name: consoleEn.alerts.title })).toBeTruthy();
    expect(screen.getByText(consoleEn.alerts.sound)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: consoleEn.logins.operators })).toBeNull();
  });
});
