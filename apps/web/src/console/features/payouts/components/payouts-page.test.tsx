import type { PayoutSettings, TraderPayout } from '@payorder/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import consoleEn from '#locales/en/console.json';
import { formatMoney } from '#console/lib/format.ts';
import { PayoutsPage } from './payouts-page.tsx';

const en = consoleEn.payouts;
const OFFER: TraderPayout = {
  id: '00000000-0000-4000-8000-0000000000a1',
  status: 'new',
  amount: '1500.00',
  currency: 'RUB',
  paymentType: 'card2card',
  bank: 'sberbank',
  recipient: { card_number: '2202206312325678', cardholder: 'IVAN P.' },
  commission: '7.50',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  completedAt: null,
  test: false,
  offerExpiresAt: null,
  sendBy: null,
  proofs: [],
};
const SETTINGS: PayoutSettings = {
  enabled: true,
  currencies: ['RUB'],
  paymentTypes: ['card2card'],
  maxAmount: null,
  maxInProgress: 3,
};
/**
 * A notice with the offer's amount in it, as the page formats money (its no-break space read as the
 * space Testing Library makes of it in the page's text).
 */
const said = (text: string) => text.replace('{{amount}}', formatMoney('1500.00', 'RUB')).replace(/\s/g, ' ');
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The trader's API as the page calls it: the payouts listed, each move answered by `moves`. */
function serve(payouts: TraderPayout[] | (() => TraderPayout[]), moves: Record<string, () => Response> = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://console.test').pathname;
      const method = init?.method ?? 'GET';
      const body =
        init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : null;
      calls.push({ method, path, body });
      if (method === 'GET' && path === '/api/v1/trader/payouts')
        return json({ items: typeof payouts === 'function' ? payouts() : payouts });
      if (path === '/api/v1/trader/payout-settings') return json(SETTINGS);
      if (path === '/api/v1/banks') return json([{ code: 'sberbank', name: 'Sberbank' }]);
      if (path === '/api/v1/currencies/fiat') return json([{ code: 'RUB', symbol: '₽' }]);
      const move = path.split('/').at(-1)!;
      return moves[move]?.() ?? json({ code: 'internal_error', message: 'not served' }, 500);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PayoutsPage isLive />
    </QueryClientProvider>,
  );
  return calls;
}

const offerCard = async () => (await screen.findByRole('article', { name: /1,500\.00/ })) as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('PayoutsPage: an offer', () => {
  it('shows the amount, how it is sent, the recipient with copy buttons and the time left', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    serve([{ ...OFFER, offerExpiresAt: inSeconds(95) }]);
    const card = within(await offerCard());
    expect(card.getByRole('heading', { name: /1,500\.00/ })).toBeTruthy();
    expect(card.getByText('RUB')).toBeTruthy();
    expect(await card.findByText(/Card to card · Sberbank/)).toBeTruthy();
    expect(card.getByText('2202 2063 1232 5678')).toBeTruthy();
    expect(card.getByText('IVAN P.')).toBeTruthy();
    expect(card.getByText(/^Offer ends in 1:3\d$/)).toBeTruthy();

    fireEvent.click(card.getByRole('button', { name: 'Copy: Card number' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('2202206312325678'));
    expect(card.getByRole('button', { name: 'Copy: Cardholder' })).toBeTruthy();
  });

  it('Take calls POST …/take and says what comes next', async () => {
    const calls = serve([{ ...OFFER, offerExpiresAt: inSeconds(60) }], {
      take: () => json({ ...OFFER, status: 'taken', sendBy: inSeconds(1800) }),
    });
    fireEvent.click(within(await offerCard()).getByRole('button', { name: en.take }));
    expect(await screen.findByText(said(en.taken))).toBeTruthy();
    expect(calls).toContainEqual({
      method: 'POST',
      path: `/api/v1/trader/payouts/${OFFER.id}/take`,
      body: null,
    });
  });

  it('a take too late (409 payout_not_offered) is said plainly, not as a failure', async () => {
    serve([{ ...OFFER, offerExpiresAt: inSeconds(60) }], {
      take: () => json({ code: 'payout_not_offered', message: 'not offered to you now' }, 409),
    });
    fireEvent.click(within(await offerCard()).getByRole('button', { name: en.take }));
    expect(await screen.findByText(en.problem.not_offered)).toBeTruthy();
    expect(screen.queryByText(en.problem.failed)).toBeNull();
  });

  it('Decline asks why, refuses no reason, and sends the reason chosen', async () => {
    const calls = serve([{ ...OFFER, offerExpiresAt: inSeconds(60) }], {
      decline: () => json(undefined, 204),
    });
    fireEvent.click(within(await offerCard()).getByRole('button', { name: en.decline }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: en.decline }));
    expect(dialog.getByText(en.decline_reason_required)).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/decline'))).toBe(false);

    fireEvent.click(dialog.getByLabelText(en.decline_reasons.bank_limit));
    fireEvent.click(dialog.getByRole('button', { name: en.decline }));
    expect(await screen.findByText(said(en.declined))).toBeTruthy();
    expect(calls).toContainEqual({
      method: 'POST',
      path: `/api/v1/trader/payouts/${OFFER.id}/decline`,
      body: { reason: en.decline_reasons.bank_limit },
    });
  });
});

describe('PayoutsPage: a payout in hand', () => {
  const TAKEN: TraderPayout = { ...OFFER, status: 'taken', sendBy: inSeconds(1700) };
  const proof = () => new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });

  async function completeWith(file: File, answer: () => Response) {
    let listed: TraderPayout[] = [{ ...TAKEN, sendBy: inSeconds(1700) }];
    const calls = serve(() => listed, {
      complete: () => {
        const response = answer();
        // Completed: the list read again shows it among the finished, its card in hand gone.
        if (response.ok)
          listed = [{ ...TAKEN, status: 'completed', sendBy: null, completedAt: inSeconds(0) }];
        return response;
      },
    });
    const card = within(await screen.findByRole('article', { name: /1,500\.00/ }));
    expect(card.getByText(/^Send within 28:\d\d$/)).toBeTruthy();
    expect(card.getByRole('button', { name: `Copy: ${en.send_exactly}` })).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: en.complete }));
    fireEvent.change(card.getByLabelText(en.choose_file), { target: { files: [file] } });
    expect(await card.findByText(/receipt\.pdf/)).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: en.send_proof }));
    return { calls, card };
  }

  it('Complete sends the proof as the multipart field "file"', async () => {
    const { calls } = await completeWith(proof(), () =>
      json({ ...TAKEN, status: 'completed', completedAt: inSeconds(0) }),
    );
    expect(await screen.findByText(said(en.completed))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: en.complete })).toBeNull());
    const sent = calls.find((call) => call.path === `/api/v1/trader/payouts/${OFFER.id}/complete`);
    expect(sent?.method).toBe('POST');
    expect(((sent?.body as FormData).get('file') as File).name).toBe('receipt.pdf');
  });

  it('a file too large for the server (413) is said plainly', async () => {
    const tooLarge = await completeWith(proof(), () =>
      json({ code: 'payload_too_large', message: 'too large' }, 413),
    );
    expect(await tooLarge.card.findByText(en.problem.too_large)).toBeTruthy();
  });

  it('a file that is not a photo or PDF is refused before it is sent', async () => {
    const calls = serve([TAKEN]);
    const card = within(await screen.findByRole('article', { name: /1,500\.00/ }));
    fireEvent.click(card.getByRole('button', { name: en.complete }));
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(card.getByLabelText(en.choose_file), { target: { files: [text] } });
    expect(await card.findByText(en.problem.unsupported)).toBeTruthy();
    expect((card.getByRole('button', { name: en.send_proof }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((call) => call.path.endsWith('/complete'))).toBe(false);
  });

  it('says the 415 of the server in the same words', async () => {
    const { card } = await completeWith(proof(), () =>
      json({ code: 'unsupported_media_type', message: 'no' }, 415),
    );
    expect(await card.findByText(en.problem.unsupported)).toBeTruthy();
  });
});
