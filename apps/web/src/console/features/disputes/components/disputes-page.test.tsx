import type { DisputeQueueResponse } from '@payorder/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import consoleEn from '#locales/en/console.json';
import { DisputesPage } from './disputes-page.tsx';

/** One order in dispute for three seconds when the page opens. */
const openedAt = Date.now() - 3000;
const queue: DisputeQueueResponse = {
  total: 1,
  items: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      status: 'dispute',
      amount: '1500.00',
      currency: 'RUB',
      externalId: null,
      shopId: '11111111-1111-4111-8111-111111111111',
      shopName: 'Shop A',
      traderId: '33333333-3333-4333-8333-333333333333',
      traderName: 'Ivan',
      paymentType: 'card2card',
      bank: 'sberbank',
      callbackUrlStatus: null,
      createdAt: new Date(openedAt - 60_000).toISOString(),
      updatedAt: new Date(openedAt).toISOString(),
      disputedAt: new Date(openedAt).toISOString(),
      disputeReason: 'no_money',
      disputeNote: null,
    },
  ],
};

beforeAll(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/admin/disputes')) return Response.json(queue);
      return Response.json({ items: [] });
    }),
  );
});
afterAll(() => vi.unstubAllGlobals());

/** "waiting 0:03": an age under ten seconds, in the console's words. */
const YOUNG_AGE = new RegExp(`^${consoleEn.disputes.age.replace('{{age}}', '0:0\\d')}$`);

describe('the dispute queue', () => {
  it('says how long each dispute has waited, and the age moves on as a clock does', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <DisputesPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const age = await screen.findByText(YOUNG_AGE);
    const first = age.textContent;
    // Within a few seconds the age reads another second (it used to stand still for half a minute).
    await vi.waitFor(() => expect(age.textContent).not.toBe(first), { timeout: 5000, interval: 100 });
    expect(age.textContent).toMatch(YOUNG_AGE);
  });
});
