import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import consoleEn from '../../../../../public/locales/en/console.json';
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
  beforeAll(() => i18next.addResourceBundle('en', 'console', consoleEn));
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
