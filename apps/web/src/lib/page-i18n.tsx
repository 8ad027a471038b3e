import {
  DEFAULT_NAMESPACE,
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGES,
  localeFilePath,
  toBcp47,
  toProductLanguage,
  type Language,
} from '@payorder/contract';
import type { TFunction } from 'i18next';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { reportError } from './error-reporter.ts';
import { LanguageDetector } from './language-detector.ts';

/*
 * The payment page's texts: what it used of i18next and react-i18next (a language detected and kept,
 * its file fetched with two retries and Russian when it fails, {{name}} placeholders, a switch that
 * redraws every text) in 1.5 KB instead of their 18.5 KB (gzip) of the first view (issue 23,
 * docs/performance.md "Where the first view's weight was"). The keys stay typed from the English
 * file (i18next.d.ts) through i18next's TFunction type; the console keeps i18next (lib/i18n.ts).
 */

type Messages = { [key: string]: string | Messages };
type Listener = () => void;

/** i18next's retry count and first delay for a language file that did not arrive (network or 5xx). */
const RETRIES = 2;
const RETRY_DELAY_MS = 350;

const isLanguage = (lng: string): lng is Language => (LANGUAGES as readonly string[]).includes(lng);

/** One reader's texts: the language asked for, the one shown, and the loaded files. */
export class PageI18n {
  /** The language asked for (detected, or chosen in the switcher). */
  language: string = FALLBACK_LANGUAGE;
  /** The language the texts are shown in: `language`, or Russian when its file failed. */
  resolvedLanguage: Language | undefined;
  private readonly messages = new Map<string, Messages>();
  private readonly listeners = new Set<Listener>();
  private readonly changeListeners = new Set<(lng: string) => void>();
  private version = 0;

  /** With texts already at hand (the server's render, tests): shown at once in `language`. */
  constructor(resources: Partial<Record<string, Record<string, unknown>>> = {}, language?: string) {
    for (const [lng, texts] of Object.entries(resources)) if (texts) this.adopt(lng, texts);
    if (language) this.show(language);
  }

  /** Takes a language's texts without fetching them; shown at once when `isShown`. */
  adopt(lng: string, texts: Record<string, unknown>, isShown = false): void {
    this.messages.set(lng, texts as Messages);
    if (isShown) this.show(lng);
  }

  /** A text of the shown language with its {{placeholders}} filled; the key itself if no file has it. */
  t = ((key: string, options?: Record<string, unknown>) => {
    const found = this.lookup(this.resolvedLanguage, key) ?? this.lookup(FALLBACK_LANGUAGE, key);
    const template = found ?? (typeof options?.defaultValue === 'string' ? options.defaultValue : key);
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      options && name in options ? String(options[name]) : whole,
    );
  }) as unknown as TFunction<typeof DEFAULT_NAMESPACE>;

  private lookup(lng: string | undefined, key: string): string | undefined {
    let node: string | Messages | undefined = lng ? this.messages.get(lng) : undefined;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  }

  /** Loads the language's file (once), then shows it; Russian when it cannot be had. */
  async changeLanguage(lng: string): Promise<void> {
    const wanted = isLanguage(lng) ? lng : FALLBACK_LANGUAGE;
    this.language = wanted;
    const isLoaded = await this.load(wanted);
    if (!isLoaded && wanted !== FALLBACK_LANGUAGE) await this.load(FALLBACK_LANGUAGE);
    this.show(isLoaded ? wanted : FALLBACK_LANGUAGE, wanted);
  }

  private show(shown: string, asked = shown) {
    this.language = asked;
    this.resolvedLanguage = isLanguage(shown) ? shown : FALLBACK_LANGUAGE;
    this.version += 1;
    for (const listener of this.listeners) listener();
    for (const listener of this.changeListeners) listener(this.resolvedLanguage);
  }

  private async load(lng: Language): Promise<boolean> {
    if (this.messages.has(lng)) return true;
    const url = localeFilePath(lng, DEFAULT_NAMESPACE);
    for (let attempt = 0; ; attempt++) {
      let isRetriable = true;
      let failure: string;
      try {
        const response = await fetch(url, { credentials: 'same-origin' });
        if (response.ok) {
          this.messages.set(lng, (await response.json()) as Messages);
          return true;
        }
        isRetriable = response.status >= 500;
        failure = `status ${response.status}`;
      } catch (error) {
        failure = String(error);
      }
      if (!isRetriable || attempt >= RETRIES) {
        // docs/product/payment-page.md §8: a language that fails to load is a non-fatal error.
        reportError(`Language ${lng}/${DEFAULT_NAMESPACE} failed to load: ${failure}`, {
          context: { lng, ns: DEFAULT_NAMESPACE },
        });
        return false;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * 2 ** attempt));
    }
  }

  /** For React: redraw when the language changes. */
  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getVersion = () => this.version;

  /** Called with the shown language after every change. */
  onLanguageChanged(listener: (lng: string) => void): void {
    this.changeListeners.add(listener);
  }
}

/** The browser's one instance. */
export const pageI18n = new PageI18n();

const I18nContext = createContext<PageI18n>(pageI18n);

/** The server's instance for one render (entry-server.tsx). */
export function I18nProvider({ i18n, children }: { i18n: PageI18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** react-i18next's hook, as the page used it: the texts and the instance, redrawn on a language change. */
export function useTranslation() {
  const i18n = useContext(I18nContext);
  useSyncExternalStore(i18n.subscribe, i18n.getVersion, i18n.getVersion);
  return { t: i18n.t, i18n };
}

/**
 * docs/product/payment-page.md §1: the language from the `lng` parameter, the cookie, local storage,
 * session storage, the browser, then <html lang> (the first the page has), kept in local storage;
 * Russian when none is. Resolves once its texts are in.
 */
export function initPageI18n(i18n: PageI18n = pageI18n): Promise<void> {
  const detector = new LanguageDetector();
  detector.init(null, {
    order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
    lookupQuerystring: LANGUAGE_QUERY_PARAM,
    lookupCookie: LANGUAGE_COOKIE,
    caches: ['localStorage'],
    // Browsers say uk, kk, ky, tg, hy, en-US…; the product's codes are ua, kz, kg, tj, am, en…
    convertDetectedLanguage: toProductLanguage,
  });
  const detected = detector.detect().find(isLanguage) ?? FALLBACK_LANGUAGE;
  i18n.onLanguageChanged(() => detector.cacheUserLanguage(i18n.language));
  return i18n.changeLanguage(detected);
}

/** Keeps <html lang> in step with the language shown (ru when tr failed to load), as a BCP 47 tag (ua → uk). */
export function syncHtmlLang(i18n: PageI18n = pageI18n): void {
  const apply = (lng: string) => document.documentElement.setAttribute('lang', toBcp47(lng));
  if (i18n.resolvedLanguage) apply(i18n.resolvedLanguage);
  i18n.onLanguageChanged(apply);
}
