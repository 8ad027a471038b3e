import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import consoleEn from '#locales/en/console.json';
import { DevicesPage } from './devices-page.tsx';

/** The pairing form with the server answering the pairing with `status` and `code`. */
async function pairRefusedWith(status: number, code: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? Response.json({ code, message: 'refused' }, { status })
        : Response.json({ items: [] }),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <DevicesPage />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText(consoleEn.devices.name, { exact: false }), {
    target: { value: 'Redmi' },
  });
  fireEvent.click(screen.getByRole('button', { name: consoleEn.devices.pair }));
}

describe('DevicesPage: pairing past the trader’s phone limit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says to revoke a phone first (409 device_limit_reached), not that something went wrong', async () => {
    await pairRefusedWith(409, 'device_limit_reached');
    expect(await screen.findByText(consoleEn.errors.device_limit_reached)).toBeTruthy();
    expect(screen.queryByText(consoleEn.errors.action_failed)).toBeNull();
  });

  it('says that something went wrong on any other failure', async () => {
    await pairRefusedWith(500, 'internal');
    expect(await screen.findByText(consoleEn.errors.action_failed)).toBeTruthy();
    expect(screen.queryByText(consoleEn.errors.device_limit_reached)).toBeNull();
  });
});

describe('DevicesPage: each phone’s last message and last heartbeat', () => {
  afterEach(() => vi.unstubAllGlobals());

  const phone = {
    id: '7f1c2a9e-3b4d-4e5f-8a6b-1c2d3e4f5a6b',
    name: 'Redmi',
    keyFingerprint: 'abcd1234',
    lastSeenAt: null,
    notifications: 0,
    createdAt: '2026-11-29T08:00:00.000Z',
    lastHeartbeatAt: null,
    lastMessageAt: null,
  };
  const listing = (items: object[]) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ items })),
    );
  const page = () =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DevicesPage />
      </QueryClientProvider>,
    );

  it('a phone heard from (a heartbeat) but with no message yet says so', async () => {
    listing([{ ...phone, lastHeartbeatAt: '2026-11-29T08:05:00.000Z' }]);
    page();
    const row = await screen.findByText('Redmi', { selector: '.rows__main' });
    const meta = row.parentElement!.textContent!;
    expect(meta).toContain(consoleEn.devices.never_seen);
    expect(meta).toContain(consoleEn.devices.last_heartbeat.replace(' {{when}}', ''));
    expect(meta).not.toContain(consoleEn.devices.never_heard);
  });

  it('a phone never heard from says that too', async () => {
    listing([phone]);
    page();
    const row = await screen.findByText('Redmi', { selector: '.rows__main' });
    const meta = row.parentElement!.textContent!;
    expect(meta).toContain(consoleEn.devices.never_seen);
    expect(meta).toContain(consoleEn.devices.never_heard);
  });

  it('the last message is lastMessageAt', async () => {
    listing([
      {
        ...phone,
        lastSeenAt: '2026-11-29T08:06:00.000Z',
        lastMessageAt: '2026-11-29T08:06:00.000Z',
        lastHeartbeatAt: '2026-11-29T08:06:00.000Z',
        notifications: 1,
      },
    ]);
    page();
    const row = await screen.findByText('Redmi', { selector: '.rows__main' });
    const meta = row.parentElement!.textContent!;
    expect(meta).toContain(consoleEn.devices.last_seen.replace(' {{when}}', ''));
    expect(meta).not.toContain(consoleEn.devices.never_seen);
    expect(meta).not.toContain(consoleEn.devices.never_heard);
  });
});
