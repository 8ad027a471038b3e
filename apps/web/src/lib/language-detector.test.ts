import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageDetector, type LanguageDetectorOptions } from './language-detector.ts';

const ORDER: LanguageDetectorOptions['order'] = [
  'querystring',
  'cookie',
  'localStorage',
  'sessionStorage',
  'navigator',
  'htmlTag',
];

function detector(options: Partial<LanguageDetectorOptions> = {}) {
  const instance = new LanguageDetector();
  instance.init(null, { order: ORDER, ...options });
  return instance;
}

describe('LanguageDetector (docs/product/payment-page.md §1 detection order)', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    localStorage.clear();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('reads query, cookie, local storage, session storage, browser, then html lang, in that order', () => {
    window.history.replaceState(null, '', '/order/1/2?lng=kz');
    document.cookie = 'i18next=tr; path=/';
    localStorage.setItem('i18nextLng', 'es');
    sessionStorage.setItem('i18nextLng', 'hi');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['uk-UA', 'en']);
    document.documentElement.setAttribute('lang', 'ru');
    expect(detector().detect()).toEqual(['kz', 'tr', 'es', 'hi', 'uk-UA', 'en', 'ru']);
  });

  it('skips empty sources and converts what it finds', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['uk-UA']);
    document.documentElement.removeAttribute('lang');
    const convert = (lng: string) => (lng.startsWith('uk') ? 'ua' : lng);
    expect(detector({ convertDetectedLanguage: convert }).detect()).toEqual(['ua']);
  });

  it('keeps the language in local storage, as i18next-browser-languagedetector did', () => {
    detector().cacheUserLanguage('am');
    expect(localStorage.getItem('i18nextLng')).toBe('am');
    expect(detector().detect()[0]).toBe('am');
  });
});
