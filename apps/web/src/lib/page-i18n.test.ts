import { afterEach, describe, expect, it, vi } from 'vitest';
import { onErrorReported } from './error-reporter.ts';
import { PageI18n } from './page-i18n.tsx';

const EN = { order: { top_up: 'Top up your balance at {{shop}}' }, actions: { copy: 'Copy' } };
const RU = {
  order: { top_up: 'Пополнение баланса в {{shop}}' },
  actions: { copy: 'Копировать' },
  only: { ru: 'Только' },
};

/** A server that has the named languages' files and answers `status` for the others. */
function serve(files: Record<string, unknown>, status = 404) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const lng = /\/locales\/(\w+)\//.exec(url)?.[1] ?? '';
    return lng in files ? new Response(JSON.stringify(files[lng])) : new Response('', { status });
  });
  return calls;
}

describe('the page texts (lib/page-i18n.tsx)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills placeholders, and says a key no language has by its default value or the key', () => {
    const i18n = new PageI18n({ en: EN, ru: RU }, 'en');
    const t = i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string;
    expect(t('order.top_up', { shop: 'Test Shop' })).toBe('Top up your balance at Test Shop');
    expect(t('only.ru')).toBe('Только');
    expect(t('no.such', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(t('no.such')).toBe('no.such');
  });

  it('loads a language once and redraws its readers when it changes', async () => {
    const calls = serve({ ru: RU, tr: { actions: { copy: 'Kopyala' } } });
    const i18n = new PageI18n();
    const redrawn = vi.fn();
    i18n.subscribe(redrawn);
    await i18n.changeLanguage('tr');
    expect(i18n.resolvedLanguage).toBe('tr');
    expect((i18n.t as unknown as (key: string) => string)('actions.copy')).toBe('Kopyala');
    await i18n.changeLanguage('tr');
    expect(calls).toEqual(['/locales/tr/common.json']);
    expect(redrawn).toHaveBeenCalledTimes(2);
  });

  it('shows Russian when a language file cannot be had, and reports it (docs/product/payment-page.md §8)', async () => {
    serve({ ru: RU }, 404);
    const reports: string[] = [];
    const stop = onErrorReported((message) => reports.push(message));
    const i18n = new PageI18n();
    await i18n.changeLanguage('uz');
    expect(i18n.language).toBe('uz');
    expect(i18n.resolvedLanguage).toBe('ru');
    stop();
    expect(reports.some((message) => /uz\/common/.test(message))).toBe(true);
  });

  it('retries a file the server failed to give (5xx) twice before giving up', async () => {
    vi.useFakeTimers();
    const calls = serve({ ru: RU }, 503);
    const i18n = new PageI18n();
    const changed = i18n.changeLanguage('es');
    await vi.runAllTimersAsync();
    await changed;
    vi.useRealTimers();
    expect(calls.filter((url) => url.includes('/es/'))).toHaveLength(3);
    expect(i18n.resolvedLanguage).toBe('ru');
  });
});
