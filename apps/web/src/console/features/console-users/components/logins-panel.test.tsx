import type { ConsoleMe, ConsoleUser } from '@payorder/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import consoleEn from '#locales/en/console.json';
import { LoginsPanel, type LoginsScope } from './logins-panel.tsx';

const ME: ConsoleMe = {
  id: '00000000-0000-4000-8000-000000000001',
  login: 'me-operator',
  role: 'operator',
  traderId: null,
  shopId: null,
  name: 'me-operator',
  totpEnrolled: true,
  mustChangePassword: false,
};
const operator = (id: number, login: string, change: Partial<ConsoleUser> = {}): ConsoleUser => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  login,
  role: 'operator',
  traderId: null,
  shopId: null,
  disabled: false,
  totpEnrolled: true,
  mustChangePassword: false,
  lastSignInAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...change,
});
const OPERATORS = [
  operator(1, 'me-operator'),
  operator(2, 'away-operator', { disabled: true, totpEnrolled: false, lastSignInAt: null }),
  operator(3, 'last-operator'),
];

/** The server as the panel calls it: each call recorded, answers by method and path. */
function serve(answers: Record<string, { status: number; body?: unknown }>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${new URL(url, 'http://console.test').pathname}`;
      calls.push(key);
      const answer = answers[key] ?? { status: 404, body: { code: 'not_found', message: key } };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderPanel(scope: LoginsScope = { role: 'operator' }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LoginsPanel scope={scope} title="Operators" level={2} />
    </QueryClientProvider>,
  );
}

const rowOf = async (login: string) =>
  (await screen.findByText(login, { selector: '.rows__main' })).closest('li') as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('the operators’ logins (docs/architecture.md "Console accounts, for their whole life")', () => {
  const listAndMe = {
    'GET /api/v1/console/me': { status: 200, body: ME },
    'GET /api/v1/admin/console-users': { status: 200, body: { items: OPERATORS } },
  };

  it('shows who is disabled, must change the password, has two-factor and last signed in; never offers to disable oneself', async () => {
    serve(listAndMe);
    renderPanel();
    const away = await rowOf('away-operator');
    expect(within(away).getByText('Disabled')).toBeTruthy();
    expect(within(away).getByText(/Two-factor off · never signed in/)).toBeTruthy();
    expect(within(away).getByRole('button', { name: 'Enable' })).toBeTruthy();
    expect(within(away).queryByRole('button', { name: 'Reset two-factor' })).toBeNull();
    const mine = await rowOf('me-operator');
    await waitFor(() => expect(within(mine).getByRole('button', { name: 'Reset password' })).toBeTruthy());
    expect(within(mine).queryByRole('button', { name: /Disable|Enable/ })).toBeNull();
    expect(within(await rowOf('last-operator')).getByRole('button', { name: 'Disable' })).toBeTruthy();
  });

  it('resets a password only once confirmed, and shows the one-time password until it is acknowledged', async () => {
    const calls = serve({
      ...listAndMe,
      [`POST /api/v1/admin/console-users/${OPERATORS[2]!.id}/password-reset`]: {
        status: 200,
        body: { temporaryPassword: 'tmp-Once-2c9f' },
      },
    });
    renderPanel();
    fireEvent.click(within(await rowOf('last-operator')).getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of last-operator?' });
    expect(calls.some((call) => call.startsWith('POST'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    const shown = await screen.findByRole('alert', { name: 'One-time password for last-operator' });
    expect(within(shown).getByText('tmp-Once-2c9f')).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByText('tmp-Once-2c9f')).toBeNull();
  });

  it('says why the server refused to disable the last operator', async () => {
    serve({
      ...listAndMe,
      [`PATCH /api/v1/admin/console-users/${OPERATORS[2]!.id}`]: {
        status: 409,
        body: { code: 'last_operator', message: 'This is the last enabled operator account' },
      },
    });
    renderPanel();
    fireEvent.click(within(await rowOf('last-operator')).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable last-operator?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(
      await within(dialog).findByText(
        'This is the last enabled operator. Add or enable another operator first.',
      ),
    ).toBeTruthy();
  });

  it('removes one’s own two-factor sign-in only with the password and a current code (issue 33), saying a wrong one', async () => {
    const sent: { key: string; body: unknown }[] = [];
    let isWrong = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const key = `${init?.method ?? 'GET'} ${new URL(url, 'http://console.test').pathname}`;
        if (key === 'GET /api/v1/console/me') return Response.json(ME);
        if (key === 'GET /api/v1/admin/console-users') return Response.json({ items: OPERATORS });
        sent.push({ key, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
        if (key !== 'POST /api/v1/console/totp/removal') {
          return Response.json({ code: 'not_found', message: key }, { status: 404 });
        }
        if (isWrong) {
          return Response.json(
            { code: 'reauthentication_failed', message: 'The password or the code is wrong' },
            { status: 400 },
          );
        }
        return new Response(null, { status: 204 });
      }),
    );
    renderPanel();
    fireEvent.click(within(await rowOf('me-operator')).getByRole('button', { name: 'Reset two-factor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in of me-operator?' });
    expect(within(dialog).getByText(consoleEn.logins.own_totp.explain)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(consoleEn.logins.own_totp.password), {
      target: { value: 'my password' },
    });
    fireEvent.change(within(dialog).getByLabelText(consoleEn.logins.own_totp.code), {
      target: { value: ' 123456 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
    expect(await within(dialog).findByText(consoleEn.logins.refused.reauthentication_failed)).toBeTruthy();
    expect(sent).toEqual([
      {
        key: 'POST /api/v1/console/totp/removal',
        body: { currentPassword: 'my password', totp: '123456' },
      },
    ]);

    // A recovery code in place of the app's code; never the admin API's reset of one's own login.
    isWrong = false;
    fireEvent.change(within(dialog).getByLabelText(consoleEn.logins.own_totp.code), {
      target: { value: 'abcde-fghjk' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.at(-1)).toEqual({
      key: 'POST /api/v1/console/totp/removal',
      body: { currentPassword: 'my password', recoveryCode: 'abcde-fghjk' },
    });
    expect(sent.some(({ key }) => key.startsWith('DELETE'))).toBe(false);
  });

  it('a new login with a short password is said next to the password, and nothing is sent', async () => {
    const calls = serve(listAndMe);
    renderPanel();
    await rowOf('last-operator');
    const field = (label: string) =>
      [...document.querySelectorAll('.field__label')]
        .find((item) => item.textContent === label)!
        .closest('label')!
        .querySelector('input')!;
    fireEvent.change(field(consoleEn.logins.login), { target: { value: 'new-operator' } });
    fireEvent.change(field(consoleEn.logins.password), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: consoleEn.logins.create }));

    expect(
      field(consoleEn.logins.password).closest('label')!.querySelector('.field__error')?.textContent,
    ).toBe('Too short: at least 10 characters');
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('a shop’s login for its whole life: created for that shop, disabled, enabled, two-factor reset', async () => {
    const shopId = '00000000-0000-4000-8000-0000000000a1';
    const created = operator(7, 'corner-books', {
      role: 'shop',
      shopId,
      totpEnrolled: false,
      lastSignInAt: null,
    });
    let logins: ConsoleUser[] = [];
    const sent: { key: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const { pathname, searchParams } = new URL(url, 'http://console.test');
        const key = `${init?.method ?? 'GET'} ${pathname}`;
        const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
        if (!key.startsWith('GET')) sent.push({ key, body });
        const login = logins[0];
        switch (key) {
          case 'GET /api/v1/console/me':
            return Response.json(ME);
          case 'GET /api/v1/admin/console-users':
            expect(Object.fromEntries(searchParams)).toEqual({ role: 'shop', shopId });
            return Response.json({ items: logins });
          case 'POST /api/v1/admin/console-users':
            logins = [created];
            return Response.json({ id: created.id }, { status: 201 });
          case `PATCH /api/v1/admin/console-users/${created.id}`:
            logins = [{ ...login!, disabled: (body as { disabled: boolean }).disabled }];
            return Response.json(logins[0]);
          case `DELETE /api/v1/admin/console-users/${created.id}/totp`:
            logins = [{ ...login!, totpEnrolled: false }];
            return new Response(null, { status: 204 });
          default:
            return Response.json({ code: 'not_found', message: key }, { status: 404 });
        }
      }),
    );
    renderPanel({ role: 'shop', shopId });
    await screen.findByText(consoleEn.logins.empty);

    const field = (label: string) =>
      [...document.querySelectorAll('.field__label')]
        .find((item) => item.textContent === label)!
        .closest('label')!
        .querySelector('input')!;
    fireEvent.change(field(consoleEn.logins.login), { target: { value: ' corner-books ' } });
    fireEvent.change(field(consoleEn.logins.password), { target: { value: 'a long enough password' } });
    fireEvent.click(screen.getByRole('button', { name: consoleEn.logins.create }));
    const row = await rowOf('corner-books');
    expect(sent[0]).toEqual({
      key: 'POST /api/v1/admin/console-users',
      body: { role: 'shop', shopId, login: 'corner-books', password: 'a long enough password' },
    });
    expect(field(consoleEn.logins.login).value).toBe('');

    fireEvent.click(within(row).getByRole('button', { name: 'Disable' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Disable corner-books?' })).getByRole('button', {
        name: 'Disable',
      }),
    );
    await waitFor(() => expect(within(row).getByText('Disabled')).toBeTruthy());
    expect(sent[1]).toEqual({
      key: `PATCH /api/v1/admin/console-users/${created.id}`,
      body: { disabled: true },
    });

    fireEvent.click(within(row).getByRole('button', { name: 'Enable' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Enable corner-books?' })).getByRole('button', {
        name: 'Enable',
      }),
    );
    await waitFor(() => expect(within(row).queryByText('Disabled')).toBeNull());
    expect(sent[2]).toEqual({
      key: `PATCH /api/v1/admin/console-users/${created.id}`,
      body: { disabled: false },
    });

    // Two-factor is reset only where it is set up.
    expect(within(row).queryByRole('button', { name: 'Reset two-factor' })).toBeNull();
    logins = [{ ...logins[0]!, totpEnrolled: true }];
    fireEvent.click(within(row).getByRole('button', { name: 'Disable' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Disable corner-books?' })).getByRole('button', {
        name: 'Disable',
      }),
    );
    const reset = await within(row).findByRole('button', { name: 'Reset two-factor' });
    fireEvent.click(reset);
    fireEvent.click(
      within(
        await screen.findByRole('dialog', { name: 'Reset two-factor sign-in of corner-books?' }),
      ).getByRole('button', { name: 'Reset two-factor' }),
    );
    await waitFor(() => expect(within(row).getByText(/Two-factor off/)).toBeTruthy());
    expect(sent.at(-1)?.key).toBe(`DELETE /api/v1/admin/console-users/${created.id}/totp`);
  });
});
