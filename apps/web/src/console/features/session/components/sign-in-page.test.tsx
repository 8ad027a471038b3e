import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import commonRu from '#locales/ru/common.json';
import consoleRu from '#locales/ru/console.json';
import { SignInPage } from './sign-in-page.tsx';

/** The words a field row shows under its input (the row whose label reads exactly `label`). */
function errorOf(label: string): string | null | undefined {
  const span = [...document.querySelectorAll('.field__label')].find((item) => item.textContent === label);
  return span?.closest('label')?.querySelector('.field__error')?.textContent;
}

describe('SignInPage: the form is checked before sending, every field at once, in the shown language', () => {
  beforeAll(async () => {
    await i18next.changeLanguage('ru');
  });
  afterEach(() => vi.unstubAllGlobals());
  afterAll(() => i18next.changeLanguage('en'));

  it('an empty password and a five-digit code are said next to them; nothing is sent', async () => {
    const fetch = vi.fn(async () => Response.json({}));
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SignInPage onSignedIn={() => undefined} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: consoleRu.sign_in.login }), {
      target: { value: 'anna' },
    });
    fireEvent.change(document.querySelector('input[name=one-time-code]')!, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: consoleRu.sign_in.submit }));

    // The check loads with the first press (the first screen carries no schema library).
    await waitFor(() => expect(errorOf(consoleRu.sign_in.password)).toBe(commonRu.fieldError.required));
    expect(errorOf(consoleRu.sign_in.code)).toBe(consoleRu.totp.code_format);
    expect(errorOf(consoleRu.sign_in.login)).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
