import type { BankDevice, BankDevicesResponse } from '@payorder/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import consoleRu from '#locales/ru/console.json';
import { SilentPhoneBanner } from './silent-phone-banner.tsx';

const phone = (name: string, silent: boolean): BankDevice => ({
  id: crypto.randomUUID(),
  name,
  keyFingerprint: '0a1b2c3d',
  lastSeenAt: null,
  notifications: 0,
  createdAt: '2026-11-30T08:00:00.000Z',
  lastHeartbeatAt: null,
  lastMessageAt: null,
  silent,
});

function showWith(items: BankDevice[]) {
  const answer: BankDevicesResponse = { items, silentAfterMinutes: 30 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(answer)),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <SilentPhoneBanner autoConfirmOn />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const said = (text: string, names: string) => text.replace('{{minutes}}', '30').replace('{{names}}', names);

describe('the silent phones banner, in Russian', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage('en');
  });

  it('speaks of the one silent phone, and not of a phone that is heard', async () => {
    await i18next.changeLanguage('ru');
    showWith([phone('Redmi', true), phone('Poco', false)]);
    const banner = await screen.findByTestId('silent-phone-banner');
    expect(banner.textContent).toContain(said(consoleRu.devices.banner, 'Redmi'));
  });

  it('speaks of several silent phones as several, each of them named', async () => {
    await i18next.changeLanguage('ru');
    showWith([phone('Redmi', true), phone('Poco', true)]);
    const banner = await screen.findByTestId('silent-phone-banner');
    expect(banner.textContent).toContain(said(consoleRu.devices.banner_several, 'Redmi, Poco'));
  });
});
