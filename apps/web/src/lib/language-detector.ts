import type { LanguageDetectorModule } from 'i18next';

type Source = 'querystring' | 'cookie' | 'localStorage' | 'sessionStorage' | 'navigator' | 'htmlTag';

export interface LanguageDetectorOptions {
  order: Source[];
  lookupQuerystring?: string;
  lookupCookie?: string;
  lookupLocalStorage?: string;
  lookupSessionStorage?: string;
  caches?: ('localStorage' | 'cookie')[];
  convertDetectedLanguage?: (lng: string) => string;
}

/** Storage can throw (disabled cookies, private modes): a source that fails is a source with nothing. */
function attempt<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/**
 * docs/product/payment-page.md §1 language detection: the `lng` query parameter, the cookie, local storage, session storage,
 * the browser's languages, then <html lang>; the result is kept in local storage. The same names and
 * defaults as i18next-browser-languagedetector (i18next cookie, i18nextLng keys), so a language chosen
 * before stays chosen, in a few lines instead of its 1.8 KB gzipped on the first view (docs/performance.md).
 */
export class LanguageDetector implements LanguageDetectorModule {
  static type = 'languageDetector' as const;
  type = 'languageDetector' as const;
  private options: LanguageDetectorOptions = { order: [] };

  init(_services: unknown, options: LanguageDetectorOptions): void {
    this.options = {
      lookupQuerystring: 'lng',
      lookupCookie: 'i18next',
      lookupLocalStorage: 'i18nextLng',
      lookupSessionStorage: 'i18nextLng',
      caches: ['localStorage'],
      ...options,
    };
  }

  private read(source: Source): string[] {
    const o = this.options;
    switch (source) {
      case 'querystring':
        return [new URLSearchParams(window.location.search).get(o.lookupQuerystring!) ?? ''];
      case 'cookie': {
        const prefix = `${o.lookupCookie}=`;
        const cookie = attempt(() => document.cookie.split(/;\s*/).find((part) => part.startsWith(prefix)));
        return [cookie ? decodeURIComponent(cookie.slice(prefix.length)) : ''];
      }
      case 'localStorage':
        return [attempt(() => window.localStorage.getItem(o.lookupLocalStorage!)) ?? ''];
      case 'sessionStorage':
        return [attempt(() => window.sessionStorage.getItem(o.lookupSessionStorage!)) ?? ''];
      case 'navigator':
        return navigator.languages?.length ? [...navigator.languages] : [navigator.language ?? ''];
      case 'htmlTag':
        return [document.documentElement.getAttribute('lang') ?? ''];
    }
  }

  detect(): string[] {
    const convert = this.options.convertDetectedLanguage ?? ((lng: string) => lng);
    return this.options.order.flatMap((source) => this.read(source).filter(Boolean).map(convert));
  }

  cacheUserLanguage(lng: string): void {
    if (lng === 'cimode') return;
    for (const cache of this.options.caches ?? []) {
      if (cache === 'localStorage')
        attempt(() => window.localStorage.setItem(this.options.lookupLocalStorage!, lng));
      else document.cookie = `${this.options.lookupCookie}=${encodeURIComponent(lng)}; path=/; SameSite=Lax`;
    }
  }
}
