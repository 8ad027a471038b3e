import type { ShopKeys } from '@payorder/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import consoleEn from '#locales/en/console.json';
import { KeysPage } from './keys-page.tsx';

const API_KEY = 'pk_live_4f1c0e6b9a2d47f3b8e5c1a0d9f2e7b6';
const WEBHOOK_SECRET = 'whsec_9b2e7d4c1a0f3e6b5d8c7a2f1e0d9c8b';
/** The server's fingerprint of a key or secret (apps/server/src/admin/shop-keys.ts). */
const fingerprintOf = (value: string) => crypto.createHash('sha256').update(value).digest('hex').slice(0, 8);

afterEach(() => vi.unstubAllGlobals());

describe('the shop’s keys page', () => {
  it('shows which key and secret are in use, and the command that prints a copy’s fingerprint prints the same', async () => {
    const keys: ShopKeys = {
      apiKeyFingerprint: fingerprintOf(API_KEY),
      webhookSecretFingerprint: fingerprintOf(WEBHOOK_SECRET),
      previousWebhookSecretUntil: null,
      testApiKeyFingerprint: fingerprintOf('test-key'),
      testWebhookSecretFingerprint: fingerprintOf('test-secret'),
      previousTestWebhookSecretUntil: null,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(keys)),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <KeysPage />
      </QueryClientProvider>,
    );

    await screen.findByText(consoleEn.keys.fingerprint_hint);
    const command = document.querySelector('pre code')?.textContent ?? '';
    expect(command).not.toBe('');
    for (const value of [API_KEY, WEBHOOK_SECRET]) {
      const printed = execFileSync('bash', ['-c', command], {
        env: { ...process.env, KEY: value },
        encoding: 'utf8',
      });
      expect(screen.getByText(printed.trim())).toBeTruthy();
    }
  });
});
